import { rotateWebhookSecret } from './rotate-webhook-secret';
import { showWebhookSecret } from './show-webhook-secret';
import { useWebhookMutation } from './webhook-mutation';

/** Shows the endpoint's signing secret, or replaces it first (`rotate`). */
export const useSecret = () =>
  useWebhookMutation(({ id, rotate }: { id: string; rotate: boolean }) =>
    rotate ? rotateWebhookSecret(id) : showWebhookSecret(id),
  );
