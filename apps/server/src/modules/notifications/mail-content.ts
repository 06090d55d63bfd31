import { rejectionReasonLabel } from '@taxlens/contracts';
import { escapeHtml } from '../../platform/html.js';
import type { NotificationType } from './groups.js';
import { displayDate, formatUsd } from '@taxlens/contracts';

/** What a notification mail may say about its client: never the full tax id (last 4 at most). */
export type MailFacts = {
  type: NotificationType;
  productName: string;
  clientUrl: string;
  businessName: string;
  taxIdKind: string;
  taxIdLast4: string;
  report?:
    | {
        reportDate: string | null;
        totalLiabilityCents: number;
        riskLevel: string | null;
        rejectionCode: string | null;
        rejectionNote: string | null;
      }
    | undefined;
  alerts?: Array<{ title: string; body: string }> | undefined;
  note?: string | undefined;
};

export type RenderedMail = { subject: string; text: string; html: string };

/** Subject and lines of each event; the text and HTML parts are both built from them. */
function compose(f: MailFacts): { subject: string; lines: string[] } {
  const who = `${f.businessName} (${f.taxIdKind} ending ${f.taxIdLast4})`;
  switch (f.type) {
    case 'REPORT_COMPLETED':
      return {
        subject: `Report completed: ${f.businessName}`,
        lines: [
          `The report on ${who} is complete${f.report?.reportDate ? ` as of ${displayDate(f.report.reportDate)}` : ''}.`,
          `Total liability: ${formatUsd(f.report?.totalLiabilityCents ?? 0)}. Risk: ${f.report?.riskLevel ?? 'not rated'}.`,
        ],
      };
    case 'LENDER_ALERT':
      return {
        subject: `${f.productName} alert: ${f.businessName}`,
        lines: [`New alerts on ${who}:`, ...(f.alerts ?? []).map((a) => `${a.title}. ${a.body}`)],
      };
    case 'REJECTED_8821':
      return {
        subject: `Form 8821 rejected: ${f.businessName}`,
        lines: [
          `The Form 8821 for ${who} was rejected: ${rejectionReasonLabel(f.report?.rejectionCode ?? '')}.`,
          ...(f.report?.rejectionNote ? [`Note: ${f.report.rejectionNote}`] : []),
          'Replace the form on the client page to continue.',
        ],
      };
    case 'MISSING_AUTH':
      return {
        subject: `Form 8821 needed: ${f.businessName}`,
        lines: [
          `${who} has no Form 8821 that covers monitoring.`,
          ...(f.note ? [f.note] : []),
          'Upload a new form on the client page.',
        ],
      };
    case 'CLIENT_CLOSED':
      return { subject: `Client closed: ${f.businessName}`, lines: [`${who} was closed; monitoring has stopped.`] };
    case 'ESIGN_SIGNED':
      return {
        subject: `Form 8821 signed: ${f.businessName}`,
        lines: [`The Form 8821 for ${who} was signed electronically and is now on file.`, ...(f.note ? [f.note] : [])],
      };
    case 'ESIGN_DECLINED':
      return {
        subject: `Form 8821 declined: ${f.businessName}`,
        lines: [
          `The signer declined the Form 8821 for ${who}.`,
          ...(f.note ? [f.note] : []),
          'Send a new request or upload a signed form on the client page.',
        ],
      };
    case 'ESIGN_EXPIRED':
      return {
        subject: `Signature request expired: ${f.businessName}`,
        lines: [
          `The signature request for ${who} expired unsigned.`,
          ...(f.note ? [f.note] : []),
          'Send a new request or upload a signed form on the client page.',
        ],
      };
    case 'ESIGN_APPROVED':
      return {
        subject: `Form 8821 identity approved: ${f.businessName}`,
        lines: [
          `Our operations staff approved the signer's identity proof for ${who}. The e-signed Form 8821 is now on file.`,
          ...(f.note ? [f.note] : []),
        ],
      };
    case 'ESIGN_REFUSED':
      return {
        subject: `Form 8821 identity refused: ${f.businessName}`,
        lines: [
          `Our operations staff refused the signer's identity proof for ${who}, so the signed Form 8821 will not be used.`,
          ...(f.note ? [f.note] : []),
          'Send a new request or upload a signed form on the client page.',
        ],
      };
  }
}

export function renderNotificationMail(f: MailFacts): RenderedMail {
  const { subject, lines } = compose(f);
  const text = [...lines, '', `Open the client: ${f.clientUrl}`, '', `${f.productName} Portal`].join('\n');
  const html = `<!doctype html><html lang="en"><body>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(f.clientUrl)}">Open the client</a></p><p>${escapeHtml(f.productName)} Portal</p></body></html>`;
  return { subject, text, html };
}
