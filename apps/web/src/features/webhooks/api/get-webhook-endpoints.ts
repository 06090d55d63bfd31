import { useQuery } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { webhookKeys } from './keys';

export const getWebhookEndpoints = () => apiFetch<WebhookEndpoint[]>('/api/webhooks/endpoints');

export const useEndpoints = () => useQuery({ queryKey: webhookKeys.endpoints(), queryFn: getWebhookEndpoints });
