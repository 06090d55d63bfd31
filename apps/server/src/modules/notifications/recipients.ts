import type { Database } from '../../db/connection.js';
import { choiceFor, type NotificationGroup } from './groups.js';
import { findClientCreator, findOrderPeople, listActivePeople, listClientOrderPeople } from './repo.js';

export type Recipient = { userId: string; email: string; firstName: string };

/**
 * The users of the lender who asked for this group: ALL hears of every order and client of the
 * lender, MINE only of those in `mine` (the users who placed or own the order or client), NONE
 * nothing. Only active users with an e-mail address receive mail.
 */
export async function findRecipients(
  db: Database,
  input: { lenderId: string; group: NotificationGroup; mine: ReadonlySet<string> },
): Promise<Recipient[]> {
  const users = await listActivePeople(db, input.lenderId);
  return users
    .filter((u) => {
      const choice = choiceFor(u.notification_types, input.group);
      return choice === 'ALL' || (choice === 'MINE' && input.mine.has(u.id));
    })
    .filter((u) => Boolean(u.email))
    .map((u) => ({ userId: u.id, email: u.email, firstName: u.first_name }));
}

/**
 * Whose order or client it is: the order's placer and owner; for an event without an order, the
 * client's creator and everyone who placed or owns one of its orders.
 */
export async function findInvolvedUsers(
  db: Database,
  lenderId: string,
  clientId: string,
  orderId: string | null,
): Promise<Set<string>> {
  const ids = new Set<string>();
  if (orderId) {
    const order = await findOrderPeople(db, lenderId, orderId);
    if (order) [order.placed_by, order.owner_id].forEach((id) => id && ids.add(id));
    return ids;
  }
  const client = await findClientCreator(db, lenderId, clientId);
  if (client?.created_by) ids.add(client.created_by);
  const orders = await listClientOrderPeople(db, lenderId, clientId);
  for (const o of orders) [o.placed_by, o.owner_id].forEach((id) => id && ids.add(id));
  return ids;
}
