import type { SignatureRequestView } from '@taxlens/contracts';
import type { SignatureRequestRow } from './repo.js';

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
  };
}
