import { apiFetch } from '../../../shared/api/api-client';
import { identityReviewPath } from './identity-review-path';

/** 409 when another operator decided first. */
export const refuseIdentity = (requestId: string, reason: string) =>
  apiFetch<void>(`${identityReviewPath(requestId)}/refuse`, {
    method: 'POST',
    json: { reason },
    handledStatuses: [400, 409],
  });
