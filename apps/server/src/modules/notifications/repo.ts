import type { Database } from '../../db/connection.js';

// SQL of the lender notifications (mails drawn from domain events).

export async function findClientForMail(db: Database, lenderId: string, clientId: string) {
  return db
    .selectFrom('clients')
    .select(['business_name', 'tax_id_kind', 'tax_id_last4'])
    .where('id', '=', clientId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
}

export async function findReportForMail(db: Database, lenderId: string, reportId: string) {
  return db
    .selectFrom('reports')
    .select(['order_id', 'report_date', 'total_liability_cents', 'risk_level', 'rejection_code', 'rejection_note'])
    .where('id', '=', reportId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
}

/** The lender's active people (not service users) with their notification choices, by id. */
export async function listActivePeople(db: Database, lenderId: string) {
  return db
    .selectFrom('users')
    .innerJoin('user_lenders', 'user_lenders.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.notification_types'])
    .where('user_lenders.lender_id', '=', lenderId)
    .where('users.status', '=', 'ACTIVE')
    .where('users.kind', '=', 'PERSON')
    .orderBy('users.id')
    .execute();
}

export async function findOrderPeople(db: Database, lenderId: string, orderId: string) {
  return db
    .selectFrom('orders')
    .select(['placed_by', 'owner_id'])
    .where('id', '=', orderId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
}

export async function findClientCreator(db: Database, lenderId: string, clientId: string) {
  return db
    .selectFrom('clients')
    .select('created_by')
    .where('id', '=', clientId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
}

export async function listClientOrderPeople(db: Database, lenderId: string, clientId: string) {
  return db
    .selectFrom('orders')
    .select(['placed_by', 'owner_id'])
    .where('client_id', '=', clientId)
    .where('lender_id', '=', lenderId)
    .execute();
}

export async function findSigner(db: Database, lenderId: string, signatureRequestId: string) {
  return db
    .selectFrom('signature_requests')
    .select(['signer_name', 'decline_reason'])
    .where('id', '=', signatureRequestId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
}

/** The end of the client's authorization as text ('YYYY-MM-DD'), null when it has none. */
export async function findAuthorizationEnd(db: Database, lenderId: string, clientId: string) {
  return db
    .selectFrom('clients')
    .select((eb) => eb.cast<string | null>('authorization_expires_on', 'text').as('expires_on'))
    .where('id', '=', clientId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
}

export async function listAlertTexts(db: Database, lenderId: string, alertIds: readonly string[]) {
  return db
    .selectFrom('alerts')
    .select(['id', 'title', 'body'])
    .where('id', 'in', alertIds)
    .where('lender_id', '=', lenderId)
    .execute();
}
