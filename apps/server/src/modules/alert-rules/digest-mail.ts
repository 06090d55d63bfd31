import { maskTaxId, type TaxIdKind } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { escapeHtml } from '../../platform/html.js';
import { enqueue } from '../../platform/outbox/enqueue.js';
import { findInvolvedUsers, findRecipients } from '../notifications/index.js';
import { findReportOrderId, listDigestClients } from './history-repo.js';

export type MailConfig = { publicUrl: string; productName: string };
type Digest = { lenderId: string; ruleName: string; firings: Array<{ clientId: string; reportId: string | null }> };

/**
 * The digest's one mail per recipient: users whose Lender Alert Notifications setting is ALL get
 * every client, MINE only theirs (decision 092's "mine"); a user covering none gets nothing.
 */
export async function writeDigestMails(trx: Database, config: MailConfig, digest: Digest, now: Date): Promise<void> {
  const clients = await listDigestClients(
    trx,
    digest.lenderId,
    digest.firings.map((f) => f.clientId),
  );
  const involved = new Map<string, Set<string>>();
  for (const f of digest.firings) {
    const orderId = f.reportId ? await findReportOrderId(trx, f.reportId) : undefined;
    involved.set(f.clientId, await findInvolvedUsers(trx, digest.lenderId, f.clientId, orderId ?? null));
  }
  const anyMine = new Set([...involved.values()].flatMap((s) => [...s]));
  const everything = new Set(
    (await findRecipients(trx, { lenderId: digest.lenderId, group: 'LENDER_ALERTS', mine: new Set() })).map(
      (r) => r.userId,
    ),
  );
  const recipients = await findRecipients(trx, { lenderId: digest.lenderId, group: 'LENDER_ALERTS', mine: anyMine });
  const base = config.publicUrl.replace(/\/$/, '');
  for (const r of recipients) {
    const theirs = everything.has(r.userId) ? clients : clients.filter((c) => involved.get(c.id)?.has(r.userId));
    if (theirs.length === 0) continue;
    const subject = `${config.productName} alert rule: ${digest.ruleName} (${theirs.length} clients)`;
    const lines = theirs.map(
      (c) => `${c.business_name} (${maskTaxId(c.tax_id_last4, c.tax_id_kind as TaxIdKind)}): ${base}/client/${c.id}`,
    );
    const intro = `Your alert rule "${digest.ruleName}" fired for ${theirs.length} clients:`;
    const text = [intro, '', ...lines, '', `${config.productName} Portal`].join('\n');
    const items = theirs.map(
      (c) =>
        `<li><a href="${escapeHtml(`${base}/client/${c.id}`)}">${escapeHtml(c.business_name)}</a> (${escapeHtml(maskTaxId(c.tax_id_last4, c.tax_id_kind as TaxIdKind))})</li>`,
    );
    const html = `<!doctype html><html lang="en"><body><p>${escapeHtml(intro)}</p><ul>${items.join('')}</ul><p>${escapeHtml(config.productName)} Portal</p></body></html>`;
    await enqueue(trx, { channel: 'mail', payload: { to: r.email, subject, text, html } }, now);
  }
}
