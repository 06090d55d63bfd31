// Without a schema, so that a page that only names the statuses (the borrower's signing page) does not
// load zod with them (docs/decisions/308).
/** A signature request's life (docs/decisions/198). */
export const SIGNATURE_REQUEST_STATUSES = [
  'SENT',
  'OPENED',
  'IDENTITY_CHECKED',
  'AWAITING_REVIEW',
  'SIGNED',
  'DECLINED',
  'EXPIRED',
  'VOIDED',
  'LOCKED',
  'REFUSED',
] as const;
export type SignatureRequestStatus = (typeof SIGNATURE_REQUEST_STATUSES)[number];
/** Statuses in which the link still works (the others are ends). */
export const OPEN_SIGNATURE_STATUSES: readonly SignatureRequestStatus[] = ['SENT', 'OPENED', 'IDENTITY_CHECKED'];
export const SIGNATURE_STATUS_LABELS: Record<SignatureRequestStatus, string> = {
  SENT: 'Sent',
  OPENED: 'Opened',
  IDENTITY_CHECKED: 'Identity checked',
  // A remote identity proof's signed form waits for operations (docs/decisions/214).
  AWAITING_REVIEW: 'Signed, awaiting identity review',
  SIGNED: 'Signed',
  DECLINED: 'Declined',
  EXPIRED: 'Expired',
  VOIDED: 'Voided',
  LOCKED: 'Locked',
  REFUSED: 'Identity refused',
};
