import { disableWebhookEndpoint } from './disable-webhook-endpoint';
import { enableWebhookEndpoint } from './enable-webhook-endpoint';
import { testWebhookEndpoint } from './test-webhook-endpoint';
import { useWebhookMutation } from './webhook-mutation';

export type EndpointAction = 'enable' | 'disable' | 'test';

const ACTIONS = { enable: enableWebhookEndpoint, disable: disableWebhookEndpoint, test: testWebhookEndpoint };

/** Enable, disable or send a test message to an endpoint. */
export const useEndpointAction = () =>
  useWebhookMutation(({ id, action }: { id: string; action: EndpointAction }) => ACTIONS[action](id));
