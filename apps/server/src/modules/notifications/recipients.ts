import type { Database } from '../../db/connection.js';
import { choiceFor, type NotificationGroup } from './groups.js';

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
  const users = await db
    .selectFrom('users')
    .innerJoin('user_lenders', 'user_lenders.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.notification_types'])
    .where('user_lenders.lender_id', '=', input.lenderId)
    .where('users.status', '=', 'ACTIVE')
    .where('users.kind', '=', 'PERSON')
    .orderBy('users.id')
    .execute();
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
    const order = await db
      .selectFrom('orders')
      .select(['placed_by', 'owner_id'])
      .where('id', '=', orderId)
      .where('lender_id', '=', lenderId)
      .executeTakeFirst();
    if (order) [order.placed_by, order.owner_id].forEach((id) => id && ids.add(id));
    return ids;
  }
  const client = await db
    .selectFrom('clients')
    .select('created_by')
    .where('id', '=', clientId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  if (client?.created_by) ids.add(client.created_by);
  const orders = await db
    .selectFrom('orders')
    .select(['placed_by', 'owner_id'])
    .where('client_id', '=', clientId)
    .where('lender_id', '=', lenderId)
    .execute();
  for (const o of orders) [o.placed_by, o.owner_id].forEach((id) => id && ids.add(id));
  return ids;
}
