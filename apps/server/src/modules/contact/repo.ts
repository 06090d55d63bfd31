import type { WebToCase } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';

export async function insertCase(db: Database, form: WebToCase, ip: string) {
  return db
    .insertInto('contact_cases')
    .values({
      org_id: form.orgid,
      subject: form.subject,
      reason: form.reason,
      description: form.description,
      company: form.company,
      name: form.name,
      phone: form.phone,
      email: form.email,
      ip,
    })
    .returning(['id', 'case_number'])
    .executeTakeFirstOrThrow();
}

export async function listCases(db: Database, limit: number) {
  return db
    .selectFrom('contact_cases')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('case_number', 'desc')
    .limit(limit)
    .execute();
}
