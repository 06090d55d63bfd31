/**
 * The body every delivery of a message carries, as the Standard Webhooks specification shapes it:
 * `{ type, timestamp, data }`; written once, so attempts and replays send the same bytes (only the
 * signature headers are made anew).
 */
export const webhookBody = (type: string, occurredAt: Date, data: object): string =>
  JSON.stringify({ type, timestamp: occurredAt.toISOString(), data });
