import { apiFetch } from '../../../shared/api/api-client';
import { identityReviewPath } from './identity-review-path';

/** 409 when another operator decided first. */
export const approveIdentity = (requestId: string) =>
  apiFetch<void>(`${identityReviewPath(requestId)}/approve`, { method: 'POST', handledStatuses: [400, 409] });
