import { findNotificationChoice, type NotificationChoice, type NotificationGroup } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { findNotificationTypes } from './repo.js';

/**
 * A user's notification choice for one group (spec 1 §2): ALL (everything of the organization),
 * MINE (only the user's own orders or clients) or NONE. Mail senders read this to pick recipients.
 * A user without an entry for the group receives nothing of it (NONE).
 */
export async function readNotificationChoice(
  db: Database,
  userId: string,
  group: NotificationGroup,
): Promise<NotificationChoice> {
  const types = await findNotificationTypes(db, userId);
  return (types && findNotificationChoice(types, group)) ?? 'NONE';
}

/** The same for a list already loaded (e.g. when choosing recipients among a lender's users). */
export function notificationChoiceOf(
  notificationTypes: readonly string[],
  group: NotificationGroup,
): NotificationChoice {
  return findNotificationChoice(notificationTypes, group) ?? 'NONE';
}
