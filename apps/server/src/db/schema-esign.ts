import type { IdentityLevel, SignatureRequestStatus, SignerRole } from '@taxlens/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { Json, NullableTimestamp, Timestamp, TimestampDefault } from './column-types.js';

export type { SignatureRequestStatus };

/** Signature requests of Form 8821 and their evidence (migration 031, docs/decisions/196-199). */
export type SignatureRequestsTable = {
  id: Generated<string>;
  lender_id: string;
  client_id: string;
  signer_name: string;
  signer_email: string;
  signer_mobile: string | null;
  signer_title: string | null;
  identity_level: Generated<IdentityLevel>;
  attested_by: string | null;
  attested_by_name: string;
  status: Generated<SignatureRequestStatus>;
  failed_checks: Generated<number>;
  code_hash: string | null;
  code_expires_at: NullableTimestamp;
  prefilled: Json;
  prefilled_sha256: string;
  prefilled_file_id: string;
  signed_file_id: string | null;
  download_token_hash: string | null;
  download_expires_at: NullableTimestamp;
  decline_reason: string | null;
  reminders_sent: Generated<number>;
  sent_at: Timestamp;
  expires_at: Timestamp;
  completed_at: NullableTimestamp;
  created_by: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  /** Added by 040: operations' decision on a remote identity proof (docs/decisions/214). */
  identity_decision: ColumnType<'APPROVED' | 'REFUSED' | null, never, 'APPROVED' | 'REFUSED'>;
  identity_decided_at: ColumnType<Date | string | null, never, Date>;
  identity_decided_by: ColumnType<string | null, never, string | null>;
  identity_decided_by_name: ColumnType<string | null, never, string>;
  /** Added by 042 (docs/decisions/218): whose form this is, and the pair of a joint filers' send. */
  signer_role: ColumnType<SignerRole, SignerRole | undefined, never>;
  pair_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Added by 043: the forms, evidence and identity facts were deleted after the retention period (docs/decisions/219). */
  evidence_deleted_at: ColumnType<Date | string | null, never, Date>;
};

/** One image's record, kept after the image is deleted. */
export type IdentityImageRecord = {
  contentType: string;
  width: number;
  height: number;
  sizeBytes: number;
  sha256: string;
};

/** The signer's remote identity proof (migration 040): facts (tax id and birth date encrypted) and the photos' files. */
export type IdentityProofsTable = {
  request_id: string;
  lender_id: string;
  full_name: string;
  tax_id_kind: 'SSN' | 'ITIN';
  tax_id_encrypted: string;
  tax_id_last4: string;
  address: ColumnType<
    { line1: string; line2: string | null; city: string; state: string; zip: string },
    string,
    string
  >;
  date_of_birth_encrypted: string;
  id_document_file_id: string | null;
  selfie_file_id: string | null;
  images: ColumnType<{ idDocument: IdentityImageRecord; selfie: IdentityImageRecord }, string, string>;
  submitted_at: Timestamp;
  images_deleted_at: NullableTimestamp;
};

export type SignatureRequestEventsTable = {
  id: Generated<number>;
  request_id: string;
  type: string;
  at: Timestamp;
  ip: string | null;
  user_agent: string | null;
  detail: string | null;
};

export type SignatureRequestLinksTable = {
  token_hash: string;
  request_id: string;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
};

/** One row per client and expiring form the renewal job acted on (migration 038, docs/decisions/212). */
export type EsignRenewalsTable = {
  client_id: string;
  form_file_id: string;
  lender_id: string;
  mode: 'ASK' | 'AUTO';
  form_expires_on: ColumnType<string, string, string>;
  signature_request_id: string | null;
  alert_id: string | null;
  created_at: Timestamp;
};

/** A bulk send of signature requests, one per one-off job (migration 041, docs/decisions/215). */
export type BulkSignatureSendsTable = {
  job_id: string;
  lender_id: string;
  idempotency_key: string | null;
  created_at: Timestamp;
};
/** Each client a bulk send sent a request to, written with the request: the once-only guarantee. */
export type BulkSignatureSendClientsTable = { job_id: string; client_id: string; signature_request_id: string };

export type EsignTables = {
  bulk_signature_sends: BulkSignatureSendsTable;
  bulk_signature_send_clients: BulkSignatureSendClientsTable;
  signature_requests: SignatureRequestsTable;
  signature_request_links: SignatureRequestLinksTable;
  signature_request_events: SignatureRequestEventsTable;
  esign_renewals: EsignRenewalsTable;
  identity_proofs: IdentityProofsTable;
};
