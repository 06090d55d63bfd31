import { SIGNATURE_REQUEST_STATUSES, type SignatureRequestStatus } from '@taxlens/contracts';
import { type PageParams, readPageParams, writePageParams } from '../../../shared/navigation/page-params';

/** The list's view, kept in the URL (page from 0, size, statuses) so a link or a reload restores it. */
export type RequestListParams = PageParams & { statuses: SignatureRequestStatus[] };

const isStatus = (s: string): s is SignatureRequestStatus =>
  (SIGNATURE_REQUEST_STATUSES as readonly string[]).includes(s);

export function readRequestListParams(search: URLSearchParams): RequestListParams {
  // An unknown status in a hand-edited URL is dropped rather than sent (the server would refuse it).
  return { ...readPageParams(search), statuses: (search.get('status') ?? '').split(',').filter(isStatus) };
}

/** The URL query of a view; defaults are left out so links stay short. */
export function toRequestListSearch(params: RequestListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.statuses.length > 0) search.set('status', params.statuses.join(','));
  return writePageParams(search, params);
}

/** The API query: the same parameters, page and size always sent. */
export function toRequestListQuery(params: RequestListParams): string {
  return writePageParams(toRequestListSearch(params), params, true).toString();
}
