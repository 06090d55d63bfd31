import { useQuery } from '@tanstack/react-query';
import type { WebhookMessage } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { webhookKeys } from './keys';
import { endpointPath } from './webhook-mutation';

export const getDeliveryLog = (id: string) => apiFetch<WebhookMessage[]>(`${endpointPath(id)}/messages`);

/** The delivery log, refreshed every few seconds while it is open (deliveries happen in the background). */
export const useDeliveryLog = (id: string) =>
  useQuery({ queryKey: webhookKeys.deliveryLog(id), queryFn: () => getDeliveryLog(id), refetchInterval: 3000 });
