import type { Bundle, BundleInput } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { BUNDLE_HANDLED_STATUSES } from './bundle-handled-statuses';
import { getBundle } from './get-bundle';

/** Creates the bundle and follows its Location header, as spec 2 §7 describes. */
export async function createBundle(input: BundleInput): Promise<Bundle> {
  const created = await apiFetch<Bundle>('/api/neoclients/bundles', {
    method: 'POST',
    json: input,
    handledStatuses: BUNDLE_HANDLED_STATUSES,
  });
  return getBundle(created.id);
}
