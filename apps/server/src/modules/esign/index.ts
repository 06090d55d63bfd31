// The esign module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { registerBulkSignatureRoutes } from './bulk-routes.js';
export { createBulkSignatureTask } from './bulk-send-job.js';
export { createRequest, type EsignActor, type PreparedRequest, prepareRequest } from './create-request.js';
export { DEMO_SEAL_CERT_FILE, loadSealer } from './document/index.js';
export { createSignatureRequestJob } from './esign-job.js';
export { approveIdentity, refuseIdentity } from './identity-decision.js';
export { createIdentityImageJob } from './identity-image-job.js';
export { getIdentityReview, listIdentityReviews, readIdentityImage } from './identity-review.js';
export { createEsignRenewalJob } from './renewal-job.js';
export { findRequest } from './repo.js';
export { createEvidenceRetentionJob } from './retention-job.js';
export { registerSignatureRequestRoutes } from './routes.js';
export { registerSigningRoutes } from './signing-routes.js';
