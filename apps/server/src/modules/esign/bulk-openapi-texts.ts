import { BULK_SIGNATURE_LIMIT } from '@taxlens/contracts';

// The long OpenAPI descriptions of the bulk send routes (bulk-routes.ts), kept here so the routes read as routes.

export const BULK_SEND_DESCRIPTION =
  "`identityLevel` (default KNOWN_BORROWER) is the batch's, among the levels operations allow the lender (`GET /api/signature-requests/identity-levels`; another is 400). " +
  'For a known borrower the attestation (`attestRelationship: true`) is made once for the batch by the caller and recorded on each request; a remote identity proof takes none. ' +
  'An optional `Idempotency-Key` header: the same key answers the first job (200, `Idempotent-Replayed: true`), or 422 when sent with another selection of clients or identity check. ' +
  `At most ${BULK_SIGNATURE_LIMIT} clients; a selection of which no client can be sent a request answers 400 with the reason.`;
