import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaceOrderFormData } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { orderKeys } from './keys';

export const getPlaceOrderFormData = (clientId: string): Promise<PlaceOrderFormData> =>
  // A missing client is shown on the page itself, not as the 404 page.
  apiFetch<PlaceOrderFormData>(`/api/formdata/${encodeURIComponent(clientId)}/place-order`, {
    handledStatuses: [400, 404],
  });

export const placeOrderFormDataQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: orderKeys.placeOrderFormData(clientId),
    queryFn: () => getPlaceOrderFormData(clientId),
    // Fresh for a few seconds only: the answer prefetched at start (prefetch-landing-page.ts) is used by the
    // page that mounts just after, not asked for twice; a later visit asks again (prices, forms on file).
    staleTime: 10_000,
  });

export const usePlaceOrderFormData = (clientId: string) => useQuery(placeOrderFormDataQueryOptions(clientId));
