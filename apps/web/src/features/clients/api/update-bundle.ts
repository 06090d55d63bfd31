import type { Bundle, BundleInput } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { BUNDLE_HANDLED_STATUSES } from './bundle-handled-statuses';

export const updateBundle = (id: string, input: BundleInput) =>
  apiFetch<Bundle>(`/api/neoclients/bundles/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: input,
    handledStatuses: BUNDLE_HANDLED_STATUSES,
  });
