import type { BundleInput } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { BUNDLE_HANDLED_STATUSES } from './bundle-handled-statuses';

export const validateBundle = (input: BundleInput) =>
  apiFetch<{ valid: true }>('/api/neoclients/bundles/validate', {
    method: 'POST',
    json: input,
    handledStatuses: BUNDLE_HANDLED_STATUSES,
  });
