import type { Capabilities, SelectedLender } from '@taxlens/contracts';
import { ApiError, apiFetch } from '../api/api-client';

/**
 * Spec 1 §7: GET /lenders/selected, then a GET on its capabilities link. Null when no lender is
 * selected yet (the server answers 404, which here is an expected answer, not a missing page).
 */
export async function getSelectedLender(): Promise<SelectedLender | null> {
  let lender: SelectedLender;
  try {
    lender = await apiFetch<SelectedLender>('/api/lenders/selected', { handledStatuses: [404] });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  const link = lender.links?.capabilities;
  if (!link) return lender;
  const capabilities = await apiFetch<Capabilities>(link);
  return { ...lender, capabilities };
}
