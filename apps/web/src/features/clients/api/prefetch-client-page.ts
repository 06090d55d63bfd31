import type { QueryClient } from '@tanstack/react-query';
import { clientQueryOptions } from './get-client';
import { clientOrdersQueryOptions } from './get-client-orders';
import { clientReportsQueryOptions } from './get-client-reports';
import { clientSummaryQueryOptions } from './get-client-summary';
import { liabilityHistoryQueryOptions } from './get-liability-history';
import { signatureRequestsQueryOptions } from './get-signature-requests';

/**
 * The client page's six calls, together (issue 50, decision 306), the client's first: the first view
 * waits for its answer alone, and a phone's six connections take the calls in the order they are asked
 * for (decision 317). Called at start for a visit that opens on the page (its own small chunk) and by
 * the page; a call already made is not made again.
 */
export function prefetchClientPage(queryClient: QueryClient, clientId: string): void {
  void queryClient.prefetchQuery(clientQueryOptions(clientId));
  void queryClient.prefetchQuery(clientOrdersQueryOptions(clientId));
  void queryClient.prefetchQuery(clientReportsQueryOptions(clientId));
  void queryClient.prefetchQuery(clientSummaryQueryOptions(clientId));
  void queryClient.prefetchQuery(liabilityHistoryQueryOptions(clientId));
  void queryClient.prefetchQuery(signatureRequestsQueryOptions(clientId));
}
