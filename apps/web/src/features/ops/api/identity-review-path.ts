import type { IdentityImageKind } from '@taxlens/contracts';

export const identityReviewPath = (requestId: string) => `/api/ops/identity-reviews/${encodeURIComponent(requestId)}`;

/** A photo as an <img> loads it (the session cookie goes with it; each load is audited). */
export const identityImageUrl = (requestId: string, image: IdentityImageKind) =>
  `${identityReviewPath(requestId)}/images/${image}`;
