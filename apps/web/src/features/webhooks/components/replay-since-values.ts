import { webhookReplaySchema } from '@taxlens/contracts';
import { bodyResolver } from '../../../shared/forms/body-resolver';

/** The field holds the browser's local date and time; the server's body is an ISO time with its offset. */
const toIsoTime = (local: string) => {
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? local : time.toISOString();
};

/** "Replay failed messages since": the local time as the server's body, checked by its schema. */
export const replaySinceResolver = bodyResolver(webhookReplaySchema, ({ since }: { since: string }) => ({
  since: toIsoTime(since),
}));
