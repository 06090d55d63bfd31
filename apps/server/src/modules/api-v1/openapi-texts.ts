// The long OpenAPI descriptions of /api/v1's routes, kept here so the routes read as routes.
import { TEST_TAX_IDS } from '../test-mode/index.js';

/** The document's introduction on test mode: the scenario tax ids (docs/decisions/281). */
export const TEST_MODE_DESCRIPTION = `\n\n**Test mode.** A \`tl_test_…\` key works in a sandbox whose orders complete by themselves from IRS transcripts the portal renders and reads, evidence included. A client created with one of these tax ids gets that scenario (on a business's Form 941 two quarters back, or a person's Form 1040 two years back); any other tax id gets an outcome picked from the client's id, the same every time:\n\n| EIN | SSN | Scenario |\n|---|---|---|\n${TEST_TAX_IDS.map((t) => `| ${t.ein} | ${t.ssn} | ${t.scenario}: ${t.about} |`).join('\n')}`;

/** POST /orders (order-routes.ts). */
export const placeOrdersDescription = (formOnFileDays: number) =>
  "The web form's rules apply. Each entry of `orders` uses the client's 8821 on file (`formOnFile: true`: the latest stored form, not rejected, signed (the signature date the form check read) or else uploaded within " +
  formOnFileDays +
  " days or with covered periods not all ended; otherwise 400) or, in a multipart request, its own uploaded form: a part `order` holding this JSON, then one part `forms` (PDF, at most 10 MB) per entry without `formOnFile`, in the same order; `formName` may be left out (each part's file name is used). An entry may instead wait on the borrower's signature, as in the web app: `signature: { signer: {…} }` sends a new signature request with the order, `signature: { requestId }` waits on a request already sent to the client; such an order has status `AWAITING_SIGNATURE`, no report and no charge until the form is signed, and is cancelled if the request is declined or expires. All orders commit together or none.";

/** POST /imports (import-routes.ts). */
export const IMPORT_UPLOAD_DESCRIPTION =
  'multipart/form-data: part `file` (CSV or XLSX, at most 10 MB and 10,000 rows, read by its content: anything else is 415), optional part `forms` (a ZIP of signed 8821 PDFs, at most 200 MB) and optional fields `encoding` and `sheet`. The columns are mapped by their headers (the web import\'s names: "Client Type", "Legal Name", "EIN", "SSN", "Tax ID", "Name", …) and every row is checked as Create Client checks it. The answer is the preview: `counts`, `issues` (row, column, message, error or warning) and the `mapping` used; nothing of the lender\'s data changes until `POST /imports/{id}/confirm`. Tax ids may be sent with a `write` key; reading them back (the errors CSV) needs the `pii` scope.';

/** POST /imports/{id}/confirm (import-routes.ts). */
export const IMPORT_CONFIRM_DESCRIPTION =
  'Starts the import of the valid rows (rows with errors are left out; existing clients are skipped or updated as the settings say) as a background job and answers at once with `status: IMPORTING`. Poll `GET /imports/{id}` for `progress` and, at the end, `result` (created, updated, skipped, failed, with the client ids), or subscribe to the `import.finished` webhook. The job works in short batches and resumes after a restart; each row is imported once. 409 when the import has already started; 400 when no row can be imported.';

/** GET /imports/{id}/errors.csv (import-routes.ts). */
export const IMPORT_ERRORS_DESCRIPTION =
  'The rows that have errors, as read from the file, plus an `Errors` column, to fix and upload again. The tax-id columns show only their last four digits unless the key has the `pii` scope. The rows are kept for a day after the import ends (then 404).';
