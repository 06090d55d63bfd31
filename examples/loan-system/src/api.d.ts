// Generated from /api/v1/openapi.json by run.ts (openapi-typescript); do not edit.
export interface paths {
  '/clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List clients, newest first
     * @description List clients, newest first
     */
    get: operations['listClients'];
    put?: never;
    /**
     * Create a client
     * @description A tax id another client of the lender already has answers 409. `taxClassification` (optional) says which income return the business files where its type does not: a corporation `c_corporation` or `s_corporation`; an LLC also `partnership` or `disregarded`. Other types have none; a classification that does not fit the type answers 400.
     */
    post: operations['createClient'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/clients/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Find a client by its tax id
     * @description The tax id travels in the body, never in a URL (URLs end up in logs).
     */
    post: operations['findClientByTaxId'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/clients/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a client
     * @description Get a client
     */
    get: operations['getClient'];
    /**
     * Update a client (a tax id left out stays)
     * @description A tax classification left out stays while it fits the type; null clears it. `taxClassification` (optional) says which income return the business files where its type does not: a corporation `c_corporation` or `s_corporation`; an LLC also `partnership` or `disregarded`. Other types have none; a classification that does not fit the type answers 400.
     */
    put: operations['updateClient'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/clients/{id}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Archive a client: no more orders or monitoring
     * @description Archive a client: no more orders or monitoring
     */
    post: operations['archiveClient'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/clients/{id}/form-8821': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload the client's signed Form 8821
     * @description multipart/form-data with one part `file`: a PDF (checked by content), at most 10 MB. It becomes the client's 8821 on file, which an order may use with `formOnFile: true`.
     */
    post: operations['uploadForm8821'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/clients/{id}/monitoring': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How often the client is monitored
     * @description How often the client is monitored
     */
    get: operations['getMonitoring'];
    /**
     * Set how often the client is monitored
     * @description Set how often the client is monitored
     */
    put: operations['setMonitoring'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a sheet of clients: read, checked row by row and previewed; nothing is imported yet
     * @description multipart/form-data: part `file` (CSV or XLSX, at most 10 MB and 10,000 rows, read by its content: anything else is 415), optional part `forms` (a ZIP of signed 8821 PDFs, at most 200 MB) and optional fields `encoding` and `sheet`. The columns are mapped by their headers (the web import's names: "Client Type", "Legal Name", "EIN", "SSN", "Tax ID", "Name", …) and every row is checked as Create Client checks it. The answer is the preview: `counts`, `issues` (row, column, message, error or warning) and the `mapping` used; nothing of the lender's data changes until `POST /imports/{id}/confirm`. Tax ids may be sent with a `write` key; reading them back (the errors CSV) needs the `pii` scope.
     */
    post: operations['uploadImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/imports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An import: mapping, counts, row errors, progress and, once done, its result
     * @description An import: mapping, counts, row errors, progress and, once done, its result
     */
    get: operations['getImport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/imports/{id}/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change the column mapping or what to do with existing clients; answers the new preview
     * @description Change the column mapping or what to do with existing clients; answers the new preview
     */
    put: operations['changeImportSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/imports/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import the valid rows, as a background job; `import.finished` is sent when it ends
     * @description Starts the import of the valid rows (rows with errors are left out; existing clients are skipped or updated as the settings say) as a background job and answers at once with `status: IMPORTING`. Poll `GET /imports/{id}` for `progress` and, at the end, `result` (created, updated, skipped, failed, with the client ids), or subscribe to the `import.finished` webhook. The job works in short batches and resumes after a restart; each row is imported once. 409 when the import has already started; 400 when no row can be imported.
     */
    post: operations['confirmImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/imports/{id}/errors.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The rows with errors as CSV, with an Errors column, to fix and upload again
     * @description The rows that have errors, as read from the file, plus an `Errors` column, to fix and upload again. The tax-id columns show only their last four digits unless the key has the `pii` scope. The rows are kept for a day after the import ends (then 404).
     */
    get: operations['downloadImportErrors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List orders, newest first
     * @description List orders, newest first
     */
    get: operations['listOrders'];
    put?: never;
    /**
     * Place an order for one client, or a bundle for several
     * @description The web form's rules apply. Each entry of `orders` uses the client's 8821 on file (`formOnFile: true`: the latest stored form, not rejected, signed (the signature date the form check read) or else uploaded within 120 days or with covered periods not all ended; otherwise 400) or, in a multipart request, its own uploaded form: a part `order` holding this JSON, then one part `forms` (PDF, at most 10 MB) per entry without `formOnFile`, in the same order; `formName` may be left out (each part's file name is used). An entry may instead wait on the borrower's signature, as in the web app: `signature: { signer: {…} }` sends a new signature request with the order, `signature: { requestId }` waits on a request already sent to the client; such an order has status `AWAITING_SIGNATURE`, no report and no charge until the form is signed, and is cancelled if the request is declined or expires. All orders commit together or none.
     */
    post: operations['placeOrders'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an order with its report id and status
     * @description Get an order with its report id and status
     */
    get: operations['getOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A completed report's findings: tax periods, categories, risk
     * @description A completed report's findings: tax periods, categories, risk. Each period also carries, beside its figures, the evidence lines it was read from (IRS transcript, TC, form, period), its collection stage, the dates a lender acts on (`stated` or `estimate`) and a one-sentence explanation. `entered` names the facts operations entered rather than read. A report completed by hand has empty evidence and null stage and dates.
     */
    get: operations['getReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A completed report's PDF
     * @description A completed report's PDF
     */
    get: operations['getReportPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Alerts not yet acknowledged, newest first
     * @description Alerts not yet acknowledged, newest first
     */
    get: operations['listAlerts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/alerts/{id}/acknowledge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Acknowledge an alert (it leaves the list)
     * @description Acknowledge an alert (it leaves the list)
     */
    post: operations['acknowledgeAlert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The calling API key: its name, mode, scopes and lender
     * @description The calling API key: its name, mode, scopes and lender
     */
    get: operations['getCallingKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/prices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The products the lender may order, with prices when the lender sees prices
     * @description The products the lender may order, with prices when the lender sees prices
     */
    get: operations['listPrices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The lender's events in the order they happened, after a cursor
     * @description For reconciliation beside webhooks: the same events with the same ids. Test keys see test events, live keys live ones. Keep the last `next` link and call it again later: an empty page still answers a `next` link to wait on.
     */
    get: operations['listEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'client.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A client was created
     * @description A client was created. Sent to your endpoint with the Standard Webhooks headers `webhook-id` (the event id), `webhook-timestamp` and `webhook-signature`.
     */
    post: operations['onClientCreated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'client.archived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A client was archived
     * @description A client was archived. Sent to your endpoint with the Standard Webhooks headers `webhook-id` (the event id), `webhook-timestamp` and `webhook-signature`.
     */
    post: operations['onClientArchived'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'order.placed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Orders were placed
     * @description Orders were placed. Sent to your endpoint with the Standard Webhooks headers `webhook-id` (the event id), `webhook-timestamp` and `webhook-signature`.
     */
    post: operations['onOrderPlaced'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'order.rejected': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An order was rejected (reason code and label)
     * @description An order was rejected (reason code and label). Sent to your endpoint with the Standard Webhooks headers `webhook-id` (the event id), `webhook-timestamp` and `webhook-signature`.
     */
    post: operations['onOrderRejected'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'report.completed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A report was completed
     * @description A report was completed. Sent to your endpoint with the Standard Webhooks headers `webhook-id` (the event id), `webhook-timestamp` and `webhook-signature`.
     */
    post: operations['onReportCompleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'alert.raised': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Alerts were raised
     * @description Alerts were raised. Sent to your endpoint with the Standard Webhooks headers `webhook-id` (the event id), `webhook-timestamp` and `webhook-signature`.
     */
    post: operations['onAlertRaised'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'import.finished': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A client import finished
     * @description A client import finished. Sent to your endpoint with the Standard Webhooks headers `webhook-id` (the event id), `webhook-timestamp` and `webhook-signature`.
     */
    post: operations['onImportFinished'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'esign.sent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A signature request was sent to the signer
     * @description A signature request was sent to the signer. Sent to your endpoint with the Standard Webhooks headers `webhook-id` (the event id), `webhook-timestamp` and `webhook-signature`.
     */
    post: operations['onEsignSent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'esign.viewed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The signer opened the request's link
     * @description The signer opened the request's link. Sent to your endpoint with the Standard Webhooks headers `webhook-id` (the event id), `webhook-timestamp` and `webhook-signature`.
     */
    post: operations['onEsignViewed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'esign.signed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The signer signed: the form is the client's 8821
     * @description The signer signed: the form is the client's 8821. Sent to your endpoint with the Standard Webhooks headers `webhook-id` (the event id), `webhook-timestamp` and `webhook-signature`.
     */
    post: operations['onEsignSigned'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'esign.declined': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The signer declined to sign
     * @description The signer declined to sign. Sent to your endpoint with the Standard Webhooks headers `webhook-id` (the event id), `webhook-timestamp` and `webhook-signature`.
     */
    post: operations['onEsignDeclined'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'esign.expired': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A signature request expired unsigned
     * @description A signature request expired unsigned. Sent to your endpoint with the Standard Webhooks headers `webhook-id` (the event id), `webhook-timestamp` and `webhook-signature`.
     */
    post: operations['onEsignExpired'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'esign.approved': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Operations approved the signer's remote identity proof: the form is the client's 8821
     * @description Operations approved the signer's remote identity proof: the form is the client's 8821. Sent to your endpoint with the Standard Webhooks headers `webhook-id` (the event id), `webhook-timestamp` and `webhook-signature`.
     */
    post: operations['onEsignApproved'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'esign.refused': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Operations refused the signer's remote identity proof: the form will not be used
     * @description Operations refused the signer's remote identity proof: the form will not be used. Sent to your endpoint with the Standard Webhooks headers `webhook-id` (the event id), `webhook-timestamp` and `webhook-signature`.
     */
    post: operations['onEsignRefused'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'form.checked': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An order's Form 8821 was checked: the verdict and the rejection codes it raised
     * @description An order's Form 8821 was checked: the verdict and the rejection codes it raised. Sent to your endpoint with the Standard Webhooks headers `webhook-id` (the event id), `webhook-timestamp` and `webhook-signature`.
     */
    post: operations['onFormChecked'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'form.rejected': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The IRS rejected a client's Form 8821: the code, whether a new signature fixes it and whether the check had raised it
     * @description The IRS rejected a client's Form 8821: the code, whether a new signature fixes it and whether the check had raised it. Sent to your endpoint with the Standard Webhooks headers `webhook-id` (the event id), `webhook-timestamp` and `webhook-signature`.
     */
    post: operations['onFormRejected'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    Client: {
      id: string;
      businessName: string;
      /** @enum {string} */
      clientType: 'corp' | 'llc' | 'partners' | 'nonprofit' | 'sole_prop' | 'individual' | 'estates_and_trusts';
      /** @enum {string} */
      status: 'ACTIVE' | 'PENDING' | 'REJECTED' | 'ARCHIVED' | 'CLOSED';
      /** @description Masked (last four) unless the caller has the `pii` scope and asks with `reveal=taxId` (audited). */
      ein: string | null;
      /** @description Masked (last four) unless the caller has the `pii` scope and asks with `reveal=taxId` (audited). */
      ssn: string | null;
      dba: string | null;
      firstName: string | null;
      lastName: string | null;
      fiduciaryName: string | null;
      /** @enum {string} */
      taxIdKind: 'EIN' | 'SSN';
      secondEin: string | null;
      addressLine1: string;
      addressLine2: string | null;
      city: string;
      state: string;
      zip: string;
      phone: string | null;
      contactName: string | null;
      contactEmail: string | null;
      contactMobile: string | null;
      contactTitle: string | null;
      jointSpouse: {
        firstName: string;
        lastName: string;
        ssn: string;
        email: string | null;
        mobile: string | null;
      } | null;
      spouseForm8821: {
        id: string;
        originalName: string;
        sizeBytes: number;
        uploadedAt: string;
        eSigned?: boolean;
        deletedAt?: string | null;
      } | null;
      /** @enum {string} */
      monitoringFrequency: 'None' | 'MONTHLY' | 'SEMI_MONTHLY' | 'WEEKLY';
      taxClassification: ('c_corporation' | 's_corporation' | 'partnership' | 'disregarded') | null;
      authorizationExpiresOn: string | null;
      createdAt: string;
      designee: {
        id: string;
        name: string;
      } | null;
      form8821: {
        id: string;
        originalName: string;
        sizeBytes: number;
        uploadedAt: string;
        eSigned?: boolean;
        deletedAt?: string | null;
      } | null;
      form8821Life: {
        /** @enum {string} */
        stage: 'received' | 'checked' | 'submitted' | 'recorded' | 'rejected' | 'expiring' | 'expired' | 'revoked';
        check: {
          /** @enum {string} */
          status: 'queued' | 'running' | 'done' | 'failed';
          verdict: ('ready' | 'check' | 'likely_rejection') | null;
        } | null;
        submittedAt: string | null;
        submittedVia: ('fax' | 'online') | null;
        recordedOnCafAt: string | null;
        recordedOnCafFrom: ('operator' | 'transcript') | null;
        rejectedAt: string | null;
        rejectionCode: string | null;
        fixable: boolean;
        revokedAt: string | null;
      } | null;
    };
    ClientListItem: {
      id: string;
      businessName: string;
      /** @enum {string} */
      clientType: 'corp' | 'llc' | 'partners' | 'nonprofit' | 'sole_prop' | 'individual' | 'estates_and_trusts';
      /** @enum {string} */
      status: 'ACTIVE' | 'PENDING' | 'REJECTED' | 'ARCHIVED' | 'CLOSED';
      ein: string | null;
      ssn: string | null;
      /** @enum {string} */
      monitoringFrequency: 'None' | 'MONTHLY' | 'SEMI_MONTHLY' | 'WEEKLY';
      /** Format: date-time */
      createdAt: string;
    };
    Monitoring: {
      /** @enum {string} */
      frequency: 'None' | 'MONTHLY' | 'SEMI_MONTHLY' | 'WEEKLY';
    };
    Order: {
      id: string;
      clientId: string;
      businessName: string;
      reportType: string;
      delivery: string;
      status: string;
      recordOfAccount: boolean;
      taxReturnTranscripts: boolean;
      wageIncome: boolean;
      onDemand: boolean;
      formName: string | null;
      bundleOrderId: string | null;
      createdAt: string;
      dueAt: string | null;
      priceCents?: number;
      signatureRequestId?: string | null;
      cancelReason?: string | null;
      reportId: string | null;
      reportStatus: string | null;
      signatureRequestStatus?:
        | (
            | 'SENT'
            | 'OPENED'
            | 'IDENTITY_CHECKED'
            | 'AWAITING_REVIEW'
            | 'SIGNED'
            | 'DECLINED'
            | 'EXPIRED'
            | 'VOIDED'
            | 'LOCKED'
            | 'REFUSED'
          )
        | null;
    };
    Report: {
      id: string;
      lenderName: string;
      clientId: string;
      businessName: string;
      maskedTaxId: string;
      reportType: string;
      reportTypeLabel: string;
      reportDate: string;
      completedAt: string;
      totalLiabilityCents: number;
      riskLevel: string;
      findings: string[];
      periods: components['schemas']['ReportPeriod'][];
      form8821Check: {
        /** @enum {string} */
        status: 'queued' | 'running' | 'done' | 'failed';
        verdict: ('ready' | 'check' | 'likely_rejection') | null;
      } | null;
    };
    ReportPeriod: {
      /** @enum {string} */
      form: '940' | '941' | '990' | '1040' | '1041' | '1065' | '1120' | '1120S';
      period: string;
      filed: boolean;
      filedOn: string | null;
      balanceCents: number;
      installmentAgreement: boolean;
      iaInDefault: boolean;
      lienFiledOn: string | null;
      levyNoticeOn: string | null;
      /** @description The IRS transcript lines the period was read from, one per fact; empty when the report was completed by hand. Never the files. */
      evidence: components['schemas']['EvidenceLine'][];
      /** @description The collection stage and the date it was reached; null when the report was completed by hand. */
      stage: components['schemas']['CollectionStage'] | null;
      /** @description The dates a lender acts on, each `stated` (printed on the transcript) or `estimate` (computed from it, `why` says how): levy possible from (final notice + 30 days), a lien filed within the last 45 days, the collection statute expiration. Null when the report was completed by hand. */
      actBy: components['schemas']['ActBy'] | null;
      /** @description The facts operations entered (corrected) rather than read from the transcript, e.g. balanceCents; empty otherwise. */
      entered: string[];
      /** @description One sentence in plain words: filed or not, what is owed, the stage and when a levy is possible. */
      explanation: string;
    };
    EvidenceLine: {
      /** @description The fact the line is evidence for, e.g. lienFiledOn, balanceCents, notices. */
      fact: string;
      /** @description The fact in plain words, e.g. "Lien filed". */
      label: string;
      /** @description The IRS transaction code (TC), null for a header line such as the balance. */
      code: string | null;
      /** @description The line's date, YYYY-MM-DD. */
      date: string | null;
      amountCents: number | null;
      /** @description The transcript line as printed. */
      text: string;
      form: string;
      period: string;
      /** @description The line in words: "Lien filed 06.20.2025 — IRS transcript, TC 582, Form 941, 2024Q4". */
      summary: string;
    };
    CollectionStage: {
      /** @description The stage: none, balance_due, notices, final_notice, lien_filed, levy, agreement, not_collectible, bankruptcy or offer_pending. */
      name: string;
      /** @description The stage in plain words, e.g. "Lien filed". */
      label: string;
      /** @description The date (YYYY-MM-DD) the stage was reached, when the transcript tells. */
      reachedOn: string | null;
    };
    ActBy: {
      levyPossibleFrom: {
        date: string;
        /** @enum {string} */
        basis: 'stated' | 'estimate';
        why: string;
      } | null;
      lienFiledWithin45Days: {
        date: string;
        /** @enum {string} */
        basis: 'stated' | 'estimate';
        why: string;
      } | null;
      csed: {
        date: string;
        /** @enum {string} */
        basis: 'stated' | 'estimate';
        why: string;
      } | null;
    };
    Alert: {
      id: string;
      /** @enum {string} */
      type: 'CLIENT_RENAMED' | 'REJECTED' | 'INCOMPLETE_AUTH' | 'HIGH_RISK' | 'LENDER_ALERT' | 'LENDER_RULE';
      title: string;
      body: string;
      /** Format: date-time */
      createdAt: string;
      clientId: string | null;
      reportId: string | null;
    };
    Prices: {
      /** @description Whether the lender sees prices; without it no price is given. */
      showPrices: boolean;
      products: {
        productIdentifier: string;
        reportType: string;
        delivery: string;
        label: string;
        priceCents?: number;
      }[];
      addOnPrices: {
        [key: string]: number;
      } | null;
    };
    Event: {
      /** @description The event id; the `webhook-id` of its webhook deliveries. */
      id: string;
      type: string;
      version: number;
      /** Format: date-time */
      occurredAt: string;
      data: {
        [key: string]: unknown;
      };
    };
    /** @description An RFC 9457 problem document. */
    Problem: {
      /**
       * Format: uri
       * @example urn:taxlens:problem:validation-error
       */
      type: string;
      title: string;
      status: number;
      detail: string;
      /** @description A stable code of the problem. */
      code: string;
      errors?: {
        detail: string;
        /** @description Where the field is, then its path: `body.` (the JSON body, or a multipart part by its name: `body.order.orders.0.clientId`, `body.forms`), `querystring.` or `header.`; e.g. body.ein. */
        path: string | null;
        code: string;
      }[];
    };
  };
  responses: {
    /** @description Bad Request */
    Problem400: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Unauthorized */
    Problem401: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Forbidden */
    Problem403: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Not Found */
    Problem404: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Conflict */
    Problem409: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Payload Too Large */
    Problem413: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Unsupported Media Type */
    Problem415: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Unprocessable Entity */
    Problem422: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Too Many Requests */
    Problem429: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
  };
  parameters: {
    /** @description One key per request you mean to make once: the same key and body replay the stored answer, another body answers 422, and a request still running 409. */
    IdempotencyKey: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listClients: {
    parameters: {
      query?: {
        /** @description How many items to answer (1 to 100). */
        limit?: number;
        /** @description The `cursor` of the previous page's `next` link. */
        cursor?: string;
        /** @description status */
        status?: 'ACTIVE' | 'PENDING' | 'REJECTED' | 'ARCHIVED' | 'CLOSED';
        /** @description clientType */
        clientType?: string;
        /** @description Part of the business name. */
        name?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "id": "0f8a7c52-1d2e-4b3a-9c4d-5e6f7a8b9c0d",
           *           "businessName": "Acme Holdings LLC",
           *           "clientType": "llc",
           *           "status": "PENDING",
           *           "ein": "**-***6789",
           *           "ssn": null,
           *           "monitoringFrequency": "None",
           *           "createdAt": "2026-11-25T15:04:05.000Z"
           *         }
           *       ],
           *       "next": null
           *     }
           */
          'application/json': {
            data: components['schemas']['ClientListItem'][];
            /** @description The next page (a relative link), null on the last page. */
            next: string | null;
          };
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      429: components['responses']['Problem429'];
    };
  };
  createClient: {
    parameters: {
      query?: never;
      header: {
        /** @description One key per request you mean to make once: the same key and body replay the stored answer, another body answers 422, and a request still running 409. */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "clientType": "llc",
         *       "businessName": "Acme Holdings LLC",
         *       "dba": null,
         *       "ein": "12-3456789",
         *       "addressLine1": "100 Main Street",
         *       "addressLine2": null,
         *       "city": "Springfield",
         *       "state": "IL",
         *       "zip": "62701",
         *       "phone": "2175550100",
         *       "contactName": "Dana Reyes",
         *       "contactEmail": "dana.reyes@acme-holdings.example",
         *       "contactMobile": "2175550177",
         *       "contactTitle": "CFO",
         *       "taxClassification": "partnership"
         *     }
         */
        'application/json':
          | {
              /** @enum {string} */
              clientType: 'corp' | 'llc' | 'partners' | 'nonprofit';
              /** Legal name */
              businessName: string;
              dba?: string | null;
              ein: string;
              /** Street address */
              addressLine1: string;
              addressLine2?: string | null;
              /** City */
              city: string;
              state: string;
              zip: string;
              phone: string;
              contactName?: string | null;
              contactEmail?: string | null;
              /** Contact mobile */
              contactMobile?: string | null;
              contactTitle?: string | null;
              /** Tax classification */
              taxClassification?: '' | null | ('c_corporation' | 's_corporation' | 'partnership' | 'disregarded');
            }
          | {
              /** @constant */
              clientType: 'individual';
              /** First name */
              firstName: string;
              /** Last name */
              lastName: string;
              ssn: string;
              /** Street address */
              addressLine1: string;
              addressLine2?: string | null;
              /** City */
              city: string;
              state: string;
              zip: string;
              phone?: string | null;
              contactName?: string | null;
              contactEmail?: string | null;
              /** Contact mobile */
              contactMobile?: string | null;
              contactTitle?: string | null;
              /** Tax classification */
              taxClassification?: '' | null | ('c_corporation' | 's_corporation' | 'partnership' | 'disregarded');
              jointSpouse?: {
                /** Spouse first name */
                firstName: string;
                /** Spouse last name */
                lastName: string;
                /** Spouse SSN or ITIN */
                ssn: string;
                email?: string | null;
                /** Spouse mobile */
                mobile?: string | null;
              } | null;
            }
          | {
              /** @constant */
              clientType: 'sole_prop';
              /** First name */
              firstName: string;
              /** Last name */
              lastName: string;
              ssn: string;
              /** Street address */
              addressLine1: string;
              addressLine2?: string | null;
              /** City */
              city: string;
              state: string;
              zip: string;
              phone?: string | null;
              contactName?: string | null;
              contactEmail?: string | null;
              /** Contact mobile */
              contactMobile?: string | null;
              contactTitle?: string | null;
              /** Tax classification */
              taxClassification?: '' | null | ('c_corporation' | 's_corporation' | 'partnership' | 'disregarded');
              dba?: string | null;
              ein?: '' | null | string;
            }
          | {
              /** @constant */
              clientType: 'estates_and_trusts';
              /** Estate or trust name */
              businessName: string;
              ein: string;
              /** Fiduciary name */
              fiduciaryName: string;
              /** Street address */
              addressLine1: string;
              addressLine2?: string | null;
              /** City */
              city: string;
              state: string;
              zip: string;
              phone?: string | null;
              contactName?: string | null;
              contactEmail?: string | null;
              /** Contact mobile */
              contactMobile?: string | null;
              contactTitle?: string | null;
              /** Tax classification */
              taxClassification?: '' | null | ('c_corporation' | 's_corporation' | 'partnership' | 'disregarded');
            };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "0f8a7c52-1d2e-4b3a-9c4d-5e6f7a8b9c0d",
           *       "businessName": "Acme Holdings LLC",
           *       "clientType": "llc",
           *       "status": "PENDING",
           *       "ein": "**-***6789",
           *       "ssn": null,
           *       "monitoringFrequency": "None",
           *       "createdAt": "2026-11-25T15:04:05.000Z",
           *       "dba": null,
           *       "firstName": null,
           *       "lastName": null,
           *       "fiduciaryName": null,
           *       "taxIdKind": "EIN",
           *       "secondEin": null,
           *       "addressLine1": "100 Main Street",
           *       "addressLine2": null,
           *       "city": "Springfield",
           *       "state": "IL",
           *       "zip": "62701",
           *       "phone": "2175550100",
           *       "contactName": "Dana Reyes",
           *       "contactEmail": "dana.reyes@acme-holdings.example",
           *       "contactMobile": "(217) 555-0177",
           *       "contactTitle": "CFO",
           *       "jointSpouse": null,
           *       "spouseForm8821": null,
           *       "taxClassification": "partnership",
           *       "authorizationExpiresOn": null,
           *       "designee": null,
           *       "form8821": null,
           *       "form8821Life": null
           *     }
           */
          'application/json': components['schemas']['Client'];
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      409: components['responses']['Problem409'];
      422: components['responses']['Problem422'];
      429: components['responses']['Problem429'];
    };
  };
  findClientByTaxId: {
    parameters: {
      query?: {
        /** @description taxId: answer the full tax id (needs the `pii` scope; audited). */
        reveal?: 'taxId';
      };
      header: {
        /** @description One key per request you mean to make once: the same key and body replay the stored answer, another body answers 422, and a request still running 409. */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "taxId": "12-3456789"
         *     }
         */
        'application/json': {
          /**
           * Tax id
           * @description An EIN (12-3456789) or SSN (123-45-6789), with or without dashes.
           */
          taxId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "0f8a7c52-1d2e-4b3a-9c4d-5e6f7a8b9c0d",
           *       "businessName": "Acme Holdings LLC",
           *       "clientType": "llc",
           *       "status": "PENDING",
           *       "ein": "**-***6789",
           *       "ssn": null,
           *       "monitoringFrequency": "None",
           *       "createdAt": "2026-11-25T15:04:05.000Z",
           *       "dba": null,
           *       "firstName": null,
           *       "lastName": null,
           *       "fiduciaryName": null,
           *       "taxIdKind": "EIN",
           *       "secondEin": null,
           *       "addressLine1": "100 Main Street",
           *       "addressLine2": null,
           *       "city": "Springfield",
           *       "state": "IL",
           *       "zip": "62701",
           *       "phone": "2175550100",
           *       "contactName": "Dana Reyes",
           *       "contactEmail": "dana.reyes@acme-holdings.example",
           *       "contactMobile": "(217) 555-0177",
           *       "contactTitle": "CFO",
           *       "jointSpouse": null,
           *       "spouseForm8821": null,
           *       "taxClassification": "partnership",
           *       "authorizationExpiresOn": null,
           *       "designee": null,
           *       "form8821": null,
           *       "form8821Life": null
           *     }
           */
          'application/json': components['schemas']['Client'];
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      404: components['responses']['Problem404'];
      409: components['responses']['Problem409'];
      422: components['responses']['Problem422'];
      429: components['responses']['Problem429'];
    };
  };
  getClient: {
    parameters: {
      query?: {
        /** @description taxId: answer the full tax id (needs the `pii` scope; audited). */
        reveal?: 'taxId';
      };
      header?: never;
      path: {
        /** @description The id of the resource. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "0f8a7c52-1d2e-4b3a-9c4d-5e6f7a8b9c0d",
           *       "businessName": "Acme Holdings LLC",
           *       "clientType": "llc",
           *       "status": "PENDING",
           *       "ein": "**-***6789",
           *       "ssn": null,
           *       "monitoringFrequency": "None",
           *       "createdAt": "2026-11-25T15:04:05.000Z",
           *       "dba": null,
           *       "firstName": null,
           *       "lastName": null,
           *       "fiduciaryName": null,
           *       "taxIdKind": "EIN",
           *       "secondEin": null,
           *       "addressLine1": "100 Main Street",
           *       "addressLine2": null,
           *       "city": "Springfield",
           *       "state": "IL",
           *       "zip": "62701",
           *       "phone": "2175550100",
           *       "contactName": "Dana Reyes",
           *       "contactEmail": "dana.reyes@acme-holdings.example",
           *       "contactMobile": "(217) 555-0177",
           *       "contactTitle": "CFO",
           *       "jointSpouse": null,
           *       "spouseForm8821": null,
           *       "taxClassification": "partnership",
           *       "authorizationExpiresOn": null,
           *       "designee": null,
           *       "form8821": null,
           *       "form8821Life": null
           *     }
           */
          'application/json': components['schemas']['Client'];
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      404: components['responses']['Problem404'];
      429: components['responses']['Problem429'];
    };
  };
  updateClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The id of the resource. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "clientType": "llc",
         *       "businessName": "Acme Holdings LLC",
         *       "dba": null,
         *       "ein": "12-3456789",
         *       "addressLine1": "100 Main Street",
         *       "addressLine2": null,
         *       "city": "Springfield",
         *       "state": "IL",
         *       "zip": "62701",
         *       "phone": "2175550100",
         *       "contactName": "Dana Reyes",
         *       "contactEmail": "dana.reyes@acme-holdings.example",
         *       "contactMobile": "2175550177",
         *       "contactTitle": "CFO",
         *       "taxClassification": "partnership"
         *     }
         */
        'application/json':
          | {
              /** @enum {string} */
              clientType: 'corp' | 'llc' | 'partners' | 'nonprofit';
              /** Legal name */
              businessName: string;
              dba?: string | null;
              ein?: string;
              /** Street address */
              addressLine1: string;
              addressLine2?: string | null;
              /** City */
              city: string;
              state: string;
              zip: string;
              phone: string;
              contactName?: string | null;
              contactEmail?: string | null;
              /** Contact mobile */
              contactMobile?: string | null;
              contactTitle?: string | null;
              /** Tax classification */
              taxClassification?: '' | null | ('c_corporation' | 's_corporation' | 'partnership' | 'disregarded');
            }
          | {
              /** @constant */
              clientType: 'individual';
              /** First name */
              firstName: string;
              /** Last name */
              lastName: string;
              ssn?: string;
              /** Street address */
              addressLine1: string;
              addressLine2?: string | null;
              /** City */
              city: string;
              state: string;
              zip: string;
              phone?: string | null;
              contactName?: string | null;
              contactEmail?: string | null;
              /** Contact mobile */
              contactMobile?: string | null;
              contactTitle?: string | null;
              /** Tax classification */
              taxClassification?: '' | null | ('c_corporation' | 's_corporation' | 'partnership' | 'disregarded');
              jointSpouse?: {
                /** Spouse first name */
                firstName: string;
                /** Spouse last name */
                lastName: string;
                /** Spouse SSN or ITIN */
                ssn?: string;
                email?: string | null;
                /** Spouse mobile */
                mobile?: string | null;
              } | null;
            }
          | {
              /** @constant */
              clientType: 'sole_prop';
              /** First name */
              firstName: string;
              /** Last name */
              lastName: string;
              ssn?: string;
              /** Street address */
              addressLine1: string;
              addressLine2?: string | null;
              /** City */
              city: string;
              state: string;
              zip: string;
              phone?: string | null;
              contactName?: string | null;
              contactEmail?: string | null;
              /** Contact mobile */
              contactMobile?: string | null;
              contactTitle?: string | null;
              /** Tax classification */
              taxClassification?: '' | null | ('c_corporation' | 's_corporation' | 'partnership' | 'disregarded');
              dba?: string | null;
              ein?: '' | null | string;
            }
          | {
              /** @constant */
              clientType: 'estates_and_trusts';
              /** Estate or trust name */
              businessName: string;
              ein?: string;
              /** Fiduciary name */
              fiduciaryName: string;
              /** Street address */
              addressLine1: string;
              addressLine2?: string | null;
              /** City */
              city: string;
              state: string;
              zip: string;
              phone?: string | null;
              contactName?: string | null;
              contactEmail?: string | null;
              /** Contact mobile */
              contactMobile?: string | null;
              contactTitle?: string | null;
              /** Tax classification */
              taxClassification?: '' | null | ('c_corporation' | 's_corporation' | 'partnership' | 'disregarded');
            };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "0f8a7c52-1d2e-4b3a-9c4d-5e6f7a8b9c0d",
           *       "businessName": "Acme Holdings LLC",
           *       "clientType": "llc",
           *       "status": "PENDING",
           *       "ein": "**-***6789",
           *       "ssn": null,
           *       "monitoringFrequency": "None",
           *       "createdAt": "2026-11-25T15:04:05.000Z",
           *       "dba": null,
           *       "firstName": null,
           *       "lastName": null,
           *       "fiduciaryName": null,
           *       "taxIdKind": "EIN",
           *       "secondEin": null,
           *       "addressLine1": "100 Main Street",
           *       "addressLine2": null,
           *       "city": "Springfield",
           *       "state": "IL",
           *       "zip": "62701",
           *       "phone": "2175550100",
           *       "contactName": "Dana Reyes",
           *       "contactEmail": "dana.reyes@acme-holdings.example",
           *       "contactMobile": "(217) 555-0177",
           *       "contactTitle": "CFO",
           *       "jointSpouse": null,
           *       "spouseForm8821": null,
           *       "taxClassification": "partnership",
           *       "authorizationExpiresOn": null,
           *       "designee": null,
           *       "form8821": null,
           *       "form8821Life": null
           *     }
           */
          'application/json': components['schemas']['Client'];
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      404: components['responses']['Problem404'];
      409: components['responses']['Problem409'];
      429: components['responses']['Problem429'];
    };
  };
  archiveClient: {
    parameters: {
      query?: never;
      header: {
        /** @description One key per request you mean to make once: the same key and body replay the stored answer, another body answers 422, and a request still running 409. */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path: {
        /** @description The id of the resource. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "0f8a7c52-1d2e-4b3a-9c4d-5e6f7a8b9c0d",
           *       "businessName": "Acme Holdings LLC",
           *       "clientType": "llc",
           *       "status": "ARCHIVED",
           *       "ein": "**-***6789",
           *       "ssn": null,
           *       "monitoringFrequency": "None",
           *       "createdAt": "2026-11-25T15:04:05.000Z",
           *       "dba": null,
           *       "firstName": null,
           *       "lastName": null,
           *       "fiduciaryName": null,
           *       "taxIdKind": "EIN",
           *       "secondEin": null,
           *       "addressLine1": "100 Main Street",
           *       "addressLine2": null,
           *       "city": "Springfield",
           *       "state": "IL",
           *       "zip": "62701",
           *       "phone": "2175550100",
           *       "contactName": "Dana Reyes",
           *       "contactEmail": "dana.reyes@acme-holdings.example",
           *       "contactMobile": "(217) 555-0177",
           *       "contactTitle": "CFO",
           *       "jointSpouse": null,
           *       "spouseForm8821": null,
           *       "taxClassification": "partnership",
           *       "authorizationExpiresOn": null,
           *       "designee": null,
           *       "form8821": null,
           *       "form8821Life": null
           *     }
           */
          'application/json': components['schemas']['Client'];
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      404: components['responses']['Problem404'];
      409: components['responses']['Problem409'];
      422: components['responses']['Problem422'];
      429: components['responses']['Problem429'];
    };
  };
  uploadForm8821: {
    parameters: {
      query?: never;
      header: {
        /** @description One key per request you mean to make once: the same key and body replay the stored answer, another body answers 422, and a request still running 409. */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path: {
        /** @description The id of the resource. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description The signed 8821 (PDF). */
          file: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "5b0e8c1e-3f7a-4c55-9a8f-0d1c2b3a4e5f",
           *       "originalName": "acme-8821.pdf",
           *       "sizeBytes": 48213,
           *       "uploadedAt": "2026-11-25T15:04:05.000Z"
           *     }
           */
          'application/json': {
            id: string;
            originalName: string;
            sizeBytes: number;
            uploadedAt: string;
            eSigned?: boolean;
            deletedAt?: string | null;
          };
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      404: components['responses']['Problem404'];
      409: components['responses']['Problem409'];
      413: components['responses']['Problem413'];
      422: components['responses']['Problem422'];
      429: components['responses']['Problem429'];
    };
  };
  getMonitoring: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The id of the resource. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "frequency": "MONTHLY"
           *     }
           */
          'application/json': components['schemas']['Monitoring'];
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      404: components['responses']['Problem404'];
      429: components['responses']['Problem429'];
    };
  };
  setMonitoring: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The id of the resource. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "frequency": "MONTHLY"
         *     }
         */
        'application/json': components['schemas']['Monitoring'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "frequency": "MONTHLY"
           *     }
           */
          'application/json': components['schemas']['Monitoring'];
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      404: components['responses']['Problem404'];
      409: components['responses']['Problem409'];
      429: components['responses']['Problem429'];
    };
  };
  uploadImport: {
    parameters: {
      query?: never;
      header: {
        /** @description One key per request you mean to make once: the same key and body replay the stored answer, another body answers 422, and a request still running 409. */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description The sheet: CSV or XLSX, at most 10 MB. */
          file: string;
          /** @description Optional: a ZIP of signed 8821 PDFs named by the sheet's "8821 File" column. */
          forms?: string;
          /** @description Optional: the CSV's encoding when the guess is wrong (e.g. "windows-1252"). */
          encoding?: string;
          /** @description Optional: the XLSX sheet to read (default: the first). */
          sheet?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b",
           *       "fileName": "borrowers.csv",
           *       "format": "csv",
           *       "encoding": "utf-8",
           *       "sheet": null,
           *       "sheets": [],
           *       "headers": [
           *         "Client Type",
           *         "Legal Name",
           *         "EIN",
           *         "Street",
           *         "City",
           *         "State",
           *         "Zip",
           *         "Phone"
           *       ],
           *       "rowCount": 3,
           *       "forms": null,
           *       "mapping": {
           *         "clientType": 0,
           *         "businessName": 1,
           *         "ein": 2,
           *         "addressLine1": 3,
           *         "city": 4,
           *         "state": 5,
           *         "zip": 6,
           *         "phone": 7
           *       },
           *       "existing": "skip",
           *       "status": "PREVIEWED",
           *       "counts": {
           *         "valid": 2,
           *         "warning": 0,
           *         "error": 1,
           *         "existing": 0
           *       },
           *       "issues": [
           *         {
           *           "row": 4,
           *           "column": "EIN",
           *           "message": "Enter an EIN as 12-3456789.",
           *           "severity": "error"
           *         }
           *       ],
           *       "progress": null,
           *       "result": null
           *     }
           */
          'application/json': {
            id: string;
            fileName: string;
            /** @enum {string} */
            format: 'csv' | 'xlsx';
            encoding: string | null;
            sheet: string | null;
            sheets: string[];
            headers: string[];
            rowCount: number;
            forms: {
              fileName: string;
              count: number;
            } | null;
            mapping: {
              [key: string]: number;
            };
            /** @enum {string} */
            existing: 'skip' | 'update';
            /** @enum {string} */
            status: 'UPLOADED' | 'PREVIEWED' | 'IMPORTING' | 'DONE' | 'FAILED';
            counts: {
              valid: number;
              warning: number;
              error: number;
              existing: number;
            } | null;
            issues: {
              row: number;
              column: string;
              message: string;
              /** @enum {string} */
              severity: 'error' | 'warning';
            }[];
            progress: {
              done: number;
              total: number;
            } | null;
            result: {
              created: number;
              updated: number;
              skipped: number;
              failed: number;
              clients: {
                row: number;
                clientId: string;
                businessName: string;
                /** @enum {string} */
                outcome: 'CREATED' | 'UPDATED';
              }[];
              orders?: {
                ordered: number;
                withoutForm: number;
                failed: number;
                done: boolean;
              };
            } | null;
          };
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      409: components['responses']['Problem409'];
      413: components['responses']['Problem413'];
      415: components['responses']['Problem415'];
      422: components['responses']['Problem422'];
      429: components['responses']['Problem429'];
    };
  };
  getImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The id of the resource. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b",
           *       "fileName": "borrowers.csv",
           *       "format": "csv",
           *       "encoding": "utf-8",
           *       "sheet": null,
           *       "sheets": [],
           *       "headers": [
           *         "Client Type",
           *         "Legal Name",
           *         "EIN",
           *         "Street",
           *         "City",
           *         "State",
           *         "Zip",
           *         "Phone"
           *       ],
           *       "rowCount": 3,
           *       "forms": null,
           *       "mapping": {
           *         "clientType": 0,
           *         "businessName": 1,
           *         "ein": 2,
           *         "addressLine1": 3,
           *         "city": 4,
           *         "state": 5,
           *         "zip": 6,
           *         "phone": 7
           *       },
           *       "existing": "skip",
           *       "status": "PREVIEWED",
           *       "counts": {
           *         "valid": 2,
           *         "warning": 0,
           *         "error": 1,
           *         "existing": 0
           *       },
           *       "issues": [
           *         {
           *           "row": 4,
           *           "column": "EIN",
           *           "message": "Enter an EIN as 12-3456789.",
           *           "severity": "error"
           *         }
           *       ],
           *       "progress": null,
           *       "result": null
           *     }
           */
          'application/json': {
            id: string;
            fileName: string;
            /** @enum {string} */
            format: 'csv' | 'xlsx';
            encoding: string | null;
            sheet: string | null;
            sheets: string[];
            headers: string[];
            rowCount: number;
            forms: {
              fileName: string;
              count: number;
            } | null;
            mapping: {
              [key: string]: number;
            };
            /** @enum {string} */
            existing: 'skip' | 'update';
            /** @enum {string} */
            status: 'UPLOADED' | 'PREVIEWED' | 'IMPORTING' | 'DONE' | 'FAILED';
            counts: {
              valid: number;
              warning: number;
              error: number;
              existing: number;
            } | null;
            issues: {
              row: number;
              column: string;
              message: string;
              /** @enum {string} */
              severity: 'error' | 'warning';
            }[];
            progress: {
              done: number;
              total: number;
            } | null;
            result: {
              created: number;
              updated: number;
              skipped: number;
              failed: number;
              clients: {
                row: number;
                clientId: string;
                businessName: string;
                /** @enum {string} */
                outcome: 'CREATED' | 'UPDATED';
              }[];
              orders?: {
                ordered: number;
                withoutForm: number;
                failed: number;
                done: boolean;
              };
            } | null;
          };
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      404: components['responses']['Problem404'];
      429: components['responses']['Problem429'];
    };
  };
  changeImportSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The id of the resource. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "mapping": {
         *         "clientType": 0,
         *         "businessName": 1,
         *         "ein": 2,
         *         "addressLine1": 3,
         *         "city": 4,
         *         "state": 5,
         *         "zip": 6,
         *         "phone": 7
         *       },
         *       "existing": "update"
         *     }
         */
        'application/json': {
          mapping: {
            [key: string]: number;
          };
          /**
           * @default skip
           * @enum {string}
           */
          existing?: 'skip' | 'update';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b",
           *       "fileName": "borrowers.csv",
           *       "format": "csv",
           *       "encoding": "utf-8",
           *       "sheet": null,
           *       "sheets": [],
           *       "headers": [
           *         "Client Type",
           *         "Legal Name",
           *         "EIN",
           *         "Street",
           *         "City",
           *         "State",
           *         "Zip",
           *         "Phone"
           *       ],
           *       "rowCount": 3,
           *       "forms": null,
           *       "mapping": {
           *         "clientType": 0,
           *         "businessName": 1,
           *         "ein": 2,
           *         "addressLine1": 3,
           *         "city": 4,
           *         "state": 5,
           *         "zip": 6,
           *         "phone": 7
           *       },
           *       "existing": "skip",
           *       "status": "PREVIEWED",
           *       "counts": {
           *         "valid": 2,
           *         "warning": 0,
           *         "error": 1,
           *         "existing": 0
           *       },
           *       "issues": [
           *         {
           *           "row": 4,
           *           "column": "EIN",
           *           "message": "Enter an EIN as 12-3456789.",
           *           "severity": "error"
           *         }
           *       ],
           *       "progress": null,
           *       "result": null
           *     }
           */
          'application/json': {
            id: string;
            fileName: string;
            /** @enum {string} */
            format: 'csv' | 'xlsx';
            encoding: string | null;
            sheet: string | null;
            sheets: string[];
            headers: string[];
            rowCount: number;
            forms: {
              fileName: string;
              count: number;
            } | null;
            mapping: {
              [key: string]: number;
            };
            /** @enum {string} */
            existing: 'skip' | 'update';
            /** @enum {string} */
            status: 'UPLOADED' | 'PREVIEWED' | 'IMPORTING' | 'DONE' | 'FAILED';
            counts: {
              valid: number;
              warning: number;
              error: number;
              existing: number;
            } | null;
            issues: {
              row: number;
              column: string;
              message: string;
              /** @enum {string} */
              severity: 'error' | 'warning';
            }[];
            progress: {
              done: number;
              total: number;
            } | null;
            result: {
              created: number;
              updated: number;
              skipped: number;
              failed: number;
              clients: {
                row: number;
                clientId: string;
                businessName: string;
                /** @enum {string} */
                outcome: 'CREATED' | 'UPDATED';
              }[];
              orders?: {
                ordered: number;
                withoutForm: number;
                failed: number;
                done: boolean;
              };
            } | null;
          };
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      404: components['responses']['Problem404'];
      409: components['responses']['Problem409'];
      429: components['responses']['Problem429'];
    };
  };
  confirmImport: {
    parameters: {
      query?: never;
      header: {
        /** @description One key per request you mean to make once: the same key and body replay the stored answer, another body answers 422, and a request still running 409. */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path: {
        /** @description The id of the resource. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b",
           *       "fileName": "borrowers.csv",
           *       "format": "csv",
           *       "encoding": "utf-8",
           *       "sheet": null,
           *       "sheets": [],
           *       "headers": [
           *         "Client Type",
           *         "Legal Name",
           *         "EIN",
           *         "Street",
           *         "City",
           *         "State",
           *         "Zip",
           *         "Phone"
           *       ],
           *       "rowCount": 3,
           *       "forms": null,
           *       "mapping": {
           *         "clientType": 0,
           *         "businessName": 1,
           *         "ein": 2,
           *         "addressLine1": 3,
           *         "city": 4,
           *         "state": 5,
           *         "zip": 6,
           *         "phone": 7
           *       },
           *       "existing": "skip",
           *       "status": "IMPORTING",
           *       "counts": {
           *         "valid": 2,
           *         "warning": 0,
           *         "error": 1,
           *         "existing": 0
           *       },
           *       "issues": [
           *         {
           *           "row": 4,
           *           "column": "EIN",
           *           "message": "Enter an EIN as 12-3456789.",
           *           "severity": "error"
           *         }
           *       ],
           *       "progress": {
           *         "done": 0,
           *         "total": 3
           *       },
           *       "result": null
           *     }
           */
          'application/json': {
            id: string;
            fileName: string;
            /** @enum {string} */
            format: 'csv' | 'xlsx';
            encoding: string | null;
            sheet: string | null;
            sheets: string[];
            headers: string[];
            rowCount: number;
            forms: {
              fileName: string;
              count: number;
            } | null;
            mapping: {
              [key: string]: number;
            };
            /** @enum {string} */
            existing: 'skip' | 'update';
            /** @enum {string} */
            status: 'UPLOADED' | 'PREVIEWED' | 'IMPORTING' | 'DONE' | 'FAILED';
            counts: {
              valid: number;
              warning: number;
              error: number;
              existing: number;
            } | null;
            issues: {
              row: number;
              column: string;
              message: string;
              /** @enum {string} */
              severity: 'error' | 'warning';
            }[];
            progress: {
              done: number;
              total: number;
            } | null;
            result: {
              created: number;
              updated: number;
              skipped: number;
              failed: number;
              clients: {
                row: number;
                clientId: string;
                businessName: string;
                /** @enum {string} */
                outcome: 'CREATED' | 'UPDATED';
              }[];
              orders?: {
                ordered: number;
                withoutForm: number;
                failed: number;
                done: boolean;
              };
            } | null;
          };
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      404: components['responses']['Problem404'];
      409: components['responses']['Problem409'];
      422: components['responses']['Problem422'];
      429: components['responses']['Problem429'];
    };
  };
  downloadImportErrors: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The id of the resource. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      404: components['responses']['Problem404'];
      429: components['responses']['Problem429'];
    };
  };
  listOrders: {
    parameters: {
      query?: {
        /** @description How many items to answer (1 to 100). */
        limit?: number;
        /** @description The `cursor` of the previous page's `next` link. */
        cursor?: string;
        /** @description clientId */
        clientId?: string;
        /** @description status */
        status?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "id": "7d3c9a10-2b4e-4f6a-8c1d-3e5f7a9b1c2d",
           *           "clientId": "0f8a7c52-1d2e-4b3a-9c4d-5e6f7a8b9c0d",
           *           "businessName": "Acme Holdings LLC",
           *           "reportType": "TAXLENS",
           *           "delivery": "NEXT_DAY",
           *           "status": "PENDING",
           *           "recordOfAccount": false,
           *           "taxReturnTranscripts": false,
           *           "wageIncome": false,
           *           "onDemand": false,
           *           "formName": "acme-8821.pdf",
           *           "bundleOrderId": null,
           *           "createdAt": "2026-11-25T15:04:05.000Z",
           *           "dueAt": "2026-11-30T00:00:00.000Z",
           *           "reportId": null,
           *           "reportStatus": null
           *         }
           *       ],
           *       "next": null
           *     }
           */
          'application/json': {
            data: components['schemas']['Order'][];
            /** @description The next page (a relative link), null on the last page. */
            next: string | null;
          };
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      429: components['responses']['Problem429'];
    };
  };
  placeOrders: {
    parameters: {
      query?: never;
      header: {
        /** @description One key per request you mean to make once: the same key and body replay the stored answer, another body answers 422, and a request still running 409. */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          recordOfAccount?: boolean | ('true' | 'false');
          taxReturnTranscripts?: boolean | ('true' | 'false');
          wageIncome?: boolean | ('true' | 'false');
          /** Format: uuid */
          ownerId?: string;
          product: string;
          orders: {
            /** Format: uuid */
            clientId: string;
            formName?: string;
            /** @default false */
            formOnFile?: boolean;
            signature?: {
              /** Format: uuid */
              requestId?: string;
              signer?: {
                /** Signer name */
                signerName: string;
                /**
                 * Signer e-mail
                 * Format: email
                 */
                signerEmail: string;
                signerMobile?: string | null;
                signerTitle?: string | null;
                /**
                 * Identity check
                 * @default KNOWN_BORROWER
                 * @enum {string}
                 */
                identityLevel?: 'KNOWN_BORROWER' | 'REMOTE_PROOF';
                /** Business relationship */
                attestRelationship?: boolean;
                spouse?: {
                  /** Spouse signer name */
                  signerName: string;
                  /**
                   * Spouse e-mail
                   * Format: email
                   */
                  signerEmail: string;
                  signerMobile?: string | null;
                };
              };
            };
          }[];
        };
        'multipart/form-data': {
          /** @description The order as in the JSON body. */
          order: string;
          /** @description One signed 8821 per entry without formOnFile or signature. */
          forms?: string[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "orders": [
           *         {
           *           "id": "7d3c9a10-2b4e-4f6a-8c1d-3e5f7a9b1c2d",
           *           "clientId": "0f8a7c52-1d2e-4b3a-9c4d-5e6f7a8b9c0d",
           *           "businessName": "Acme Holdings LLC",
           *           "reportType": "TAXLENS",
           *           "delivery": "NEXT_DAY",
           *           "status": "PENDING",
           *           "recordOfAccount": false,
           *           "taxReturnTranscripts": false,
           *           "wageIncome": false,
           *           "onDemand": false,
           *           "formName": "acme-8821.pdf",
           *           "bundleOrderId": null,
           *           "createdAt": "2026-11-25T15:04:05.000Z",
           *           "dueAt": "2026-11-30T00:00:00.000Z",
           *           "reportId": null,
           *           "reportStatus": null
           *         }
           *       ]
           *     }
           */
          'application/json': {
            orders: components['schemas']['Order'][];
          };
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      404: components['responses']['Problem404'];
      409: components['responses']['Problem409'];
      413: components['responses']['Problem413'];
      422: components['responses']['Problem422'];
      429: components['responses']['Problem429'];
    };
  };
  getOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The id of the resource. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "7d3c9a10-2b4e-4f6a-8c1d-3e5f7a9b1c2d",
           *       "clientId": "0f8a7c52-1d2e-4b3a-9c4d-5e6f7a8b9c0d",
           *       "businessName": "Acme Holdings LLC",
           *       "reportType": "TAXLENS",
           *       "delivery": "NEXT_DAY",
           *       "status": "PENDING",
           *       "recordOfAccount": false,
           *       "taxReturnTranscripts": false,
           *       "wageIncome": false,
           *       "onDemand": false,
           *       "formName": "acme-8821.pdf",
           *       "bundleOrderId": null,
           *       "createdAt": "2026-11-25T15:04:05.000Z",
           *       "dueAt": "2026-11-30T00:00:00.000Z",
           *       "reportId": null,
           *       "reportStatus": null
           *     }
           */
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      404: components['responses']['Problem404'];
      429: components['responses']['Problem429'];
    };
  };
  getReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The id of the resource. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Report'];
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      404: components['responses']['Problem404'];
      429: components['responses']['Problem429'];
    };
  };
  getReportPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The id of the resource. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      404: components['responses']['Problem404'];
      429: components['responses']['Problem429'];
    };
  };
  listAlerts: {
    parameters: {
      query?: {
        /** @description How many items to answer (1 to 100). */
        limit?: number;
        /** @description The `cursor` of the previous page's `next` link. */
        cursor?: string;
        /** @description type */
        type?: 'CLIENT_RENAMED' | 'REJECTED' | 'INCOMPLETE_AUTH' | 'HIGH_RISK' | 'LENDER_ALERT' | 'LENDER_RULE';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "id": "3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
           *           "type": "HIGH_RISK",
           *           "title": "High risk",
           *           "body": "Acme Holdings LLC is now at high risk: a lien was filed.",
           *           "createdAt": "2026-11-25T15:04:05.000Z",
           *           "clientId": "0f8a7c52-1d2e-4b3a-9c4d-5e6f7a8b9c0d",
           *           "reportId": "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"
           *         }
           *       ],
           *       "next": null
           *     }
           */
          'application/json': {
            data: components['schemas']['Alert'][];
            /** @description The next page (a relative link), null on the last page. */
            next: string | null;
          };
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      429: components['responses']['Problem429'];
    };
  };
  acknowledgeAlert: {
    parameters: {
      query?: never;
      header: {
        /** @description One key per request you mean to make once: the same key and body replay the stored answer, another body answers 422, and a request still running 409. */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path: {
        /** @description The id of the resource. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
           *       "acknowledged": true
           *     }
           */
          'application/json': {
            id: string;
            /** @constant */
            acknowledged: true;
          };
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      404: components['responses']['Problem404'];
      409: components['responses']['Problem409'];
      422: components['responses']['Problem422'];
      429: components['responses']['Problem429'];
    };
  };
  getCallingKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "b3c1d2e4-5f60-4a7b-8c9d-0e1f2a3b4c5d",
           *       "name": "Loan system",
           *       "mode": "test",
           *       "scopes": [
           *         "read",
           *         "write"
           *       ],
           *       "lender": {
           *         "id": "0f8a7c52-1d2e-4b3a-9c4d-5e6f7a8b9c0d",
           *         "name": "Acme Capital"
           *       }
           *     }
           */
          'application/json': {
            id: string;
            name: string;
            /** @enum {string} */
            mode: 'live' | 'test';
            scopes: ('read' | 'write' | 'pii')[];
            lender: {
              id: string;
              name: string;
            };
          };
        };
      };
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      429: components['responses']['Problem429'];
    };
  };
  listPrices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "showPrices": true,
           *       "products": [
           *         {
           *           "productIdentifier": "TAXLENS:NEXT_DAY",
           *           "reportType": "TAXLENS",
           *           "delivery": "NEXT_DAY",
           *           "label": "Standard Report",
           *           "priceCents": 4900
           *         }
           *       ],
           *       "addOnPrices": {
           *         "recordOfAccount": 1500
           *       }
           *     }
           */
          'application/json': components['schemas']['Prices'];
        };
      };
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      429: components['responses']['Problem429'];
    };
  };
  listEvents: {
    parameters: {
      query?: {
        /** @description How many items to answer (1 to 100). */
        limit?: number;
        /** @description The `cursor` of the previous page's `next` link. */
        cursor?: string;
        /** @description Comma-separated event types. */
        type?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "id": "evt_2f1e0d9c8b7a4f6e9d5c4b3a2f1e0d9c",
           *           "type": "report.completed",
           *           "version": 1,
           *           "occurredAt": "2026-11-25T15:04:05.000Z",
           *           "data": {
           *             "clientId": "0f8a7c52-1d2e-4b3a-9c4d-5e6f7a8b9c0d",
           *             "orderId": "7d3c9a10-2b4e-4f6a-8c1d-3e5f7a9b1c2d",
           *             "reportId": "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"
           *           }
           *         }
           *       ],
           *       "next": "/api/v1/events?cursor=WyIxMjM0IiwiNTYiXQ&limit=25"
           *     }
           */
          'application/json': {
            data: components['schemas']['Event'][];
            /** @description The next page (a relative link), null on the last page. */
            next: string | null;
          };
        };
      };
      400: components['responses']['Problem400'];
      401: components['responses']['Problem401'];
      403: components['responses']['Problem403'];
      429: components['responses']['Problem429'];
    };
  };
  onClientCreated: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'client.created';
          /** Format: date-time */
          timestamp: string;
          data: {
            /** @description The client id. */
            clientId: string;
          };
        };
      };
    };
    responses: {
      /** @description Any 2xx answer acknowledges the event; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onClientArchived: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'client.archived';
          /** Format: date-time */
          timestamp: string;
          data: {
            /** @description The client id. */
            clientId: string;
          };
        };
      };
    };
    responses: {
      /** @description Any 2xx answer acknowledges the event; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onOrderPlaced: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'order.placed';
          /** Format: date-time */
          timestamp: string;
          data: {
            orderIds: string[];
            bundleOrderId: string | null;
            reportType: string;
            delivery: string;
            /** @description ISO 8601, UTC. */
            dueAt: string;
          };
        };
      };
    };
    responses: {
      /** @description Any 2xx answer acknowledges the event; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onOrderRejected: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'order.rejected';
          /** Format: date-time */
          timestamp: string;
          data: {
            /** @description The client id. */
            clientId: string;
            orderId: string | null;
            /** @description The report id. */
            reportId: string;
            reasonCode: string | null;
            reasonLabel: string | null;
          };
        };
      };
    };
    responses: {
      /** @description Any 2xx answer acknowledges the event; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onReportCompleted: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'report.completed';
          /** Format: date-time */
          timestamp: string;
          data: {
            /** @description The client id. */
            clientId: string;
            orderId: string | null;
            /** @description The report id. */
            reportId: string;
          };
        };
      };
    };
    responses: {
      /** @description Any 2xx answer acknowledges the event; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onAlertRaised: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'alert.raised';
          /** Format: date-time */
          timestamp: string;
          data: {
            /** @description The client id. */
            clientId: string;
            reportId: string | null;
            alertIds: string[];
            /** @enum {string} */
            cause: 'REPORT' | 'INCOMPLETE_AUTH' | 'LENDER_RULE' | 'ESIGN_RENEWAL';
            /** @description The lender's alert rule that fired (cause LENDER_RULE). */
            rule?: {
              ruleId: string;
              version: number;
              name: string;
              digest: boolean;
            };
            /** @description The signature request that was declined or expired (cause INCOMPLETE_AUTH). */
            signatureRequestId?: string;
          };
        };
      };
    };
    responses: {
      /** @description Any 2xx answer acknowledges the event; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onImportFinished: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'import.finished';
          /** Format: date-time */
          timestamp: string;
          data: {
            /** @description The import id. */
            importId: string;
            created: number;
            updated: number;
            skipped: number;
            failed: number;
          };
        };
      };
    };
    responses: {
      /** @description Any 2xx answer acknowledges the event; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onEsignSent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'esign.sent';
          /** Format: date-time */
          timestamp: string;
          data: {
            /** @description The signature request id. */
            signatureRequestId: string;
            /** @description The client id. */
            clientId: string;
          };
        };
      };
    };
    responses: {
      /** @description Any 2xx answer acknowledges the event; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onEsignViewed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'esign.viewed';
          /** Format: date-time */
          timestamp: string;
          data: {
            /** @description The signature request id. */
            signatureRequestId: string;
            /** @description The client id. */
            clientId: string;
          };
        };
      };
    };
    responses: {
      /** @description Any 2xx answer acknowledges the event; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onEsignSigned: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'esign.signed';
          /** Format: date-time */
          timestamp: string;
          data: {
            /** @description The signature request id. */
            signatureRequestId: string;
            /** @description The client id. */
            clientId: string;
            /** @description The signed 8821's file id. */
            fileId: string;
          };
        };
      };
    };
    responses: {
      /** @description Any 2xx answer acknowledges the event; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onEsignDeclined: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'esign.declined';
          /** Format: date-time */
          timestamp: string;
          data: {
            /** @description The signature request id. */
            signatureRequestId: string;
            /** @description The client id. */
            clientId: string;
          };
        };
      };
    };
    responses: {
      /** @description Any 2xx answer acknowledges the event; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onEsignExpired: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'esign.expired';
          /** Format: date-time */
          timestamp: string;
          data: {
            /** @description The signature request id. */
            signatureRequestId: string;
            /** @description The client id. */
            clientId: string;
          };
        };
      };
    };
    responses: {
      /** @description Any 2xx answer acknowledges the event; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onEsignApproved: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'esign.approved';
          /** Format: date-time */
          timestamp: string;
          data: {
            /** @description The signature request id. */
            signatureRequestId: string;
            /** @description The client id. */
            clientId: string;
            /** @description The signed 8821's file id. */
            fileId: string;
          };
        };
      };
    };
    responses: {
      /** @description Any 2xx answer acknowledges the event; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onEsignRefused: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'esign.refused';
          /** Format: date-time */
          timestamp: string;
          data: {
            /** @description The signature request id. */
            signatureRequestId: string;
            /** @description The client id. */
            clientId: string;
          };
        };
      };
    };
    responses: {
      /** @description Any 2xx answer acknowledges the event; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onFormChecked: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'form.checked';
          /** Format: date-time */
          timestamp: string;
          data: {
            /** @description The form check id. */
            checkId: string;
            /** @description The client id. */
            clientId: string;
            /** @description The order id. */
            orderId: string;
            /**
             * @description Ready; Check these (something to look at); Likely rejection (the IRS would refuse it).
             * @enum {string}
             */
            verdict: 'ready' | 'check' | 'likely_rejection';
            /** @description The rejection codes the check raised (spec 2 §8), e.g. SECTION_4_CHECKED. */
            codes: string[];
          };
        };
      };
    };
    responses: {
      /** @description Any 2xx answer acknowledges the event; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onFormRejected: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'form.rejected';
          /** Format: date-time */
          timestamp: string;
          data: {
            /** @description The rejected 8821's file id. */
            fileId: string;
            /** @description The client id. */
            clientId: string;
            /** @description The order whose report was rejected; null for a monitoring report. */
            orderId: string | null;
            /** @description The report id. */
            reportId: string;
            /** @description The rejection code (spec 2 §8), e.g. SIGNATURE_MISSING_DECLINED. */
            code: string;
            /** @description The code's label, e.g. Signature missing. */
            label: string;
            /** @description A new signature fixes it: the portal offers a prefilled signing request. */
            fixable: boolean;
            /** @description The form check had raised the same code before the form was sent (form.checked). */
            raisedByCheck: boolean;
          };
        };
      };
    };
    responses: {
      /** @description Any 2xx answer acknowledges the event; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
