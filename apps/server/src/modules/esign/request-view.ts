import type { SignatureRequestListRow, SignatureRequestView } from '@taxlens/contracts';
import type { LenderRequestRow, SignatureRequestRow } from './repo.js';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** A request as the lender sees it: never its token, code or the form's full tax id. */
export function toRequestView(r: SignatureRequestRow): SignatureRequestView {
  return {
    id: r.id,
    clientId: r.client_id,
    signerName: r.signer_name,
    signerEmail: r.signer_email,
    signerMobile: r.signer_mobile,
    signerTitle: r.signer_title,
    identityLevel: r.identity_level,
    attestedByName: r.attested_by_name,
    status: r.status,
    failedChecks: r.failed_checks,
    sentAt: iso(r.sent_at)!,
    expiresAt: iso(r.expires_at)!,
    completedAt: iso(r.completed_at),
    declineReason: r.decline_reason,
    signedFileId: r.signed_file_id,
    signerRole: r.signer_role,
    pairId: r.pair_id,
    evidenceDeletedAt: iso(r.evidence_deleted_at),
    identityReview:
      r.identity_decision && r.identity_decided_at
        ? {
            decision: r.identity_decision,
            decidedAt: iso(r.identity_decided_at)!,
            reason: r.identity_decision === 'REFUSED' ? r.decline_reason : null,
          }
        : null,
  };
}

/** A row of the lender-wide list: the same view, with the client's name, the latest evidence (its type and time) and the pair's other signer. */
export function toRequestListRow(r: LenderRequestRow): SignatureRequestListRow {
  return {
    ...toRequestView(r),
    businessName: r.business_name,
    lastEvent: r.last_event_type ? { type: r.last_event_type, at: iso(r.last_event_at)! } : null,
    pairSignerName: r.pair_signer_name,
  };
}
