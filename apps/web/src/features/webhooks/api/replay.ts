import { replayMessage } from './replay-message';
import { replaySince } from './replay-since';
import { useWebhookMutation } from './webhook-mutation';

/** Replays one message, or every message since a time. */
export const useReplay = () =>
  useWebhookMutation(({ id, messageId, since }: { id: string; messageId?: string; since?: string }) =>
    messageId ? replayMessage(id, messageId) : replaySince(id, since),
  );
