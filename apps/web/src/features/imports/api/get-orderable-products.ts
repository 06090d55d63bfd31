import { useQuery } from '@tanstack/react-query';
import type { PlaceOrderFormData } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { importKeys } from './keys';

export const getOrderableProducts = (clientId: string) =>
  apiFetch<PlaceOrderFormData>(`/api/formdata/${encodeURIComponent(clientId)}/place-order`);

/** The products the lender may order, as the order form offers them (read for one imported client). */
export const useOrderableProducts = (clientId: string) =>
  useQuery({
    queryKey: importKeys.orderableProducts(clientId),
    queryFn: () => getOrderableProducts(clientId),
    select: (data) =>
      data.reportTypes.flatMap((type) =>
        (data.deliveryMap[type.code] ?? [])
          .filter((d) => d.delivery !== 'ON_DEMAND' && d.delivery !== 'TGR_ONDEMAND')
          .map((d) => ({ value: d.productIdentifier, label: `${type.label}, ${d.label}` })),
      ),
  });
