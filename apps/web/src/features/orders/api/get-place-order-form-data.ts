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
    staleTime: 0,
  });

export const usePlaceOrderFormData = (clientId: string) => useQuery(placeOrderFormDataQueryOptions(clientId));
