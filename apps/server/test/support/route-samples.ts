import type { Database } from '../../src/db/connection.js';

/**
 * For the generic access test: a value for every path parameter, owned by Acme Capital, so a user of
 * another lender who calls the route with it must be refused. A new route with a new parameter name
 * fails the test until its sample is added here.
 */
export async function acmeOwnedSamples(db: Database): Promise<Record<string, string>> {
  const acme = await db
    .selectFrom('lenders')
    .select('id')
    .where('company_name', '=', 'Acme Capital')
    .executeTakeFirstOrThrow();
  const notice = await db
    .insertInto('notices')
    // Retired at once: an active notice would hold every Acme caller at the notice gate (decision 126).
    .values({ lender_id: acme.id, title: 'Acme-only notice', body: 'For Acme users only.', active: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  const client = await db.selectFrom('clients').select('id').where('lender_id', '=', acme.id).executeTakeFirstOrThrow();
  const bundle = await db.selectFrom('bundles').select('id').where('lender_id', '=', acme.id).executeTakeFirstOrThrow();
  const designee = await db
    .selectFrom('designees')
    .select('id')
    .where('lender_id', '=', acme.id)
    .executeTakeFirstOrThrow();
  const report = await db
    .selectFrom('reports')
    .select('id')
    .where('lender_id', '=', acme.id)
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  const alert = await db.selectFrom('alerts').select('id').where('lender_id', '=', acme.id).executeTakeFirstOrThrow();
  // A user no access test signs in as: routes that reset, deactivate or edit them must not change an actor.
  const user = await db
    .selectFrom('user_lenders')
    .innerJoin('users', 'users.id', 'user_lenders.user_id')
    .select('user_id')
    .where('lender_id', '=', acme.id)
    .where('users.username', '=', 'expired.user')
    .executeTakeFirstOrThrow();
  const invoice = await db
    .selectFrom('invoices')
    .select(['id', 'external_id'])
    .where('lender_id', '=', acme.id)
    .where('external_id', 'is not', null)
    .executeTakeFirstOrThrow();
  const creator = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'loan.officer')
    .executeTakeFirstOrThrow();
  const staged = await db
    .insertInto('imports')
    .values({
      lender_id: acme.id,
      created_by: creator.id,
      file_name: 'acme.csv',
      file_hash: 'sample',
      format: 'csv',
      row_count: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A bulk send of signature requests (decision 215): its job, queued with no client so it sends nothing.
  const bulkJob = await db
    .insertInto('background_jobs')
    .values({
      kind: 'esign-bulk-send',
      lender_id: acme.id,
      created_by: creator.id,
      status: 'DONE',
      payload: JSON.stringify({ clientIds: [] }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('bulk_signature_sends')
    .values({ job_id: bulkJob.id, lender_id: acme.id, idempotency_key: null, created_at: new Date() })
    .execute();
  const rule = await db
    .insertInto('alert_rules')
    .values({ lender_id: acme.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const definition = { match: 'ALL', scope: { kind: 'ALL' }, conditions: [{ kind: 'RISK_BECOMES_HIGH' }] };
  await db
    .insertInto('alert_rule_versions')
    .values({
      rule_id: rule.id,
      lender_id: acme.id,
      version: 1,
      name: 'Acme rule',
      definition: JSON.stringify(definition),
      checked_on: 'REPORT',
      effective_from: new Date(),
    })
    .execute();
  // A finished Form 8821 check of an Acme client (decision 274): its result and page are Acme's only.
  const check = await db
    .insertInto('form_checks')
    .values({
      lender_id: acme.id,
      client_id: client.id,
      file_name: 'acme-8821.pdf',
      file_sha256: 'sample',
      status: 'done',
      verdict: 'ready',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    lenderId: acme.id,
    checkId: check.id,
    page: '1',
    ruleId: rule.id,
    importId: staged.id,
    jobId: bulkJob.id,
    bundleId: bundle.id,
    designeeId: designee.id,
    alertId: alert.id,
    reportId: report.id,
    noticeId: notice.id,
    clientId: client.id,
    id: client.id,
    userId: user.user_id,
    invoiceId: invoice.id,
    fbInvoiceId: invoice.external_id!,
    // Operations-only routes: any registration id (unknown ones answer 404 to ops staff).
    registrationId: 'acme-sso',
    // Own-session routes: an id no session has (another user's session is not found either).
    sessionId: 'no-such-session',
    // Webhook messages are found under their endpoint (`:id`): a message id of no endpoint of this lender.
    messageId: '00000000-0000-4000-8000-000000000000',
    // Signing links (decision 196): a well-formed token no request has (answers 404), and any download id.
    token: 'A'.repeat(43),
    download: 'no-such-download',
    // Identity reviews (decision 214): a request id no review has (operations get 404), and one of the two photos.
    requestId: '00000000-0000-4000-8000-000000000214',
    image: 'selfie',
    // Transcript modules (decision 272): a module id of no report (operations get 404).
    moduleId: '00000000-0000-4000-8000-000000000047',
    // Mailbox list items (decision 283): an item id of no list (operations get 404).
    itemId: '00000000-0000-4000-8000-000000000283',
  };
}

/** Fills `:name` parameters of a route path; `fallback`, when given, fills those without a sample. */
export function fillPath(url: string, samples: Record<string, string>, fallback?: string): string {
  return url.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = samples[name] ?? fallback;
    if (!value) throw new Error(`No sample value for path parameter :${name} (add it to route-samples.ts)`);
    return value;
  });
}
