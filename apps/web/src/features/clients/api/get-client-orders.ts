import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientOrder } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { clientKeys } from './keys';

export const getClientOrders = (id: string): Promise<ClientOrder[]> =>
  apiFetch<{ orders: ClientOrder[] }>(`/api/orders/client/${encodeURIComponent(id)}`).then((r) => r.orders);

export const clientOrdersQueryOptions = (id: string) =>
  queryOptions({ queryKey: clientKeys.orders(id), queryFn: () => getClientOrders(id) });

export const useClientOrders = (id: string) => useQuery(clientOrdersQueryOptions(id));
