import { CONTACT_REASONS, type ContactCase, type WebToCase } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { enqueue } from '../../platform/outbox/enqueue.js';
import { insertCase, listCases } from './repo.js';

/** Cases one address may open per hour: plenty for a person, a wall for a script. */
const CASES_PER_HOUR = 20;

function supportMail(form: WebToCase, caseNumber: number, productName: string) {
  const reason = CONTACT_REASONS.find((r) => r.value === form.reason)?.label ?? form.reason;
  const lines = [
    `A ${productName} Portal user sent an inquiry through the Contact Us page.`,
    '',
    `Case: ${caseNumber}`,
    `Subject: ${form.subject}`,
    `Reason: ${reason} (${form.reason})`,
    `Company: ${form.company || '(not signed in)'}`,
    `Name: ${form.name || '-'}`,
    `Phone: ${form.phone || '-'}`,
    `E-mail: ${form.email || '-'}`,
    '',
    'Additional Information:',
    form.description || '(none)',
  ];
  return { subject: `[Case ${caseNumber}] ${form.subject}`, text: lines.join('\n') };
}

/** Stores the case and mails support (through the outbox) in one transaction. */
export async function openCase(
  ctx: AppContext,
  form: WebToCase,
  ip: string,
): Promise<{ id: string; caseNumber: number }> {
  const now = ctx.clock.now();
  const limit = await ctx.rateLimits.hit(`web-to-case:${ip}`, CASES_PER_HOUR, 3600, now);
  if (limit.limited)
    throw AppError.of(429, 'TOO_MANY_REQUESTS', 'Too many inquiries from this address. Please call support instead.');
  const created = await ctx.db.transaction().execute(async (tx) => {
    const row = await insertCase(tx, form, ip);
    const caseNumber = Number(row.case_number);
    await enqueue(
      tx,
      {
        channel: 'mail',
        payload: { to: ctx.config.contact.notifyEmail, ...supportMail(form, caseNumber, ctx.config.productName) },
      },
      now,
    );
    await recordAudit(tx, {
      userId: null,
      lenderId: null,
      action: 'contact.case_opened',
      targetType: 'contact_case',
      targetId: row.id,
      ip,
    });
    return { id: row.id, caseNumber };
  });
  ctx.outbox.kick();
  return created;
}

export async function getRecentCases(ctx: AppContext): Promise<ContactCase[]> {
  const rows = await listCases(ctx.db, 500);
  return rows.map((c) => ({
    id: c.id,
    caseNumber: Number(c.case_number),
    subject: c.subject,
    reason: c.reason,
    description: c.description,
    company: c.company,
    name: c.name,
    phone: c.phone,
    email: c.email,
    createdAt: new Date(c.created_at).toISOString(),
  }));
}
