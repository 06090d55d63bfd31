import type { Database } from '../../db/connection.js';
import { businessDay } from '../../domain/business-day.js';
import { enqueue } from '../../platform/outbox/enqueue.js';
import { activeUserEmail } from './related-repo.js';

type Signer = { signer_email: string; signer_mobile: string | null; signer_name: string };
type MailConfig = { publicUrl: string; productName: string };

export const signingLink = (config: MailConfig, token: string): string =>
  `${config.publicUrl.replace(/\/$/, '')}/sign/${token}`;

/**
 * The link goes only to the signer (mail, and SMS when a mobile is given): it is never answered to
 * the lender, so nobody there can sign in the borrower's place (docs/decisions/198).
 */
export async function mailSigningLink(
  trx: Database,
  config: MailConfig,
  input: {
    signer: Signer;
    lenderName: string;
    token: string;
    expiresAt: Date;
    reminder: boolean;
    note?: string | null;
  },
  now: Date,
): Promise<void> {
  const link = signingLink(config, input.token);
  // The Eastern day (decision 324): a link ending at 9 p.m. Eastern is not said to last into the next day.
  const until = businessDay(input.expiresAt);
  const subject = `${input.reminder ? 'Reminder: ' : ''}${input.lenderName} asks you to sign IRS Form 8821`;
  const text = [
    `Hello ${input.signer.signer_name},`,
    '',
    `${input.lenderName} asks you to review and sign IRS Form 8821 (Tax Information Authorization) electronically.`,
    `Open your personal link (valid until ${until}): ${link}`,
    '',
    // A bulk send's note (decision 215): the lender's own words, marked as theirs.
    ...(input.note ? [`A note from ${input.lenderName}:`, input.note, ''] : []),
    'Do not forward this message: the link is for you alone. If you did not expect it, ignore it or contact the lender.',
    '',
    `${config.productName} Portal`,
  ].join('\n');
  await enqueue(trx, { channel: 'mail', payload: { to: input.signer.signer_email, subject, text } }, now);
  if (input.signer.signer_mobile) {
    await enqueue(
      trx,
      {
        channel: 'sms',
        payload: {
          to: input.signer.signer_mobile,
          text: `${input.lenderName} asks you to sign IRS Form 8821: ${link}`,
        },
      },
      now,
    );
  }
}

/** The one-time code of the known-borrower check, to the signer's mail (and SMS). */
export async function mailSigningCode(
  trx: Database,
  config: MailConfig,
  signer: Signer,
  code: string,
  now: Date,
): Promise<void> {
  const text = `Your ${config.productName} signing code is ${code}. It is valid for 10 minutes. Nobody from the lender will ask you for it.`;
  await enqueue(
    trx,
    { channel: 'mail', payload: { to: signer.signer_email, subject: `Your signing code: ${code}`, text } },
    now,
  );
  if (signer.signer_mobile) await enqueue(trx, { channel: 'sms', payload: { to: signer.signer_mobile, text } }, now);
}

/** Five failed checks locked the request: the lender user who sent it is told (and may send a new one). */
export async function mailRequestLocked(
  trx: Database,
  config: MailConfig,
  input: { senderId: string | null; clientId: string; businessName: string },
  now: Date,
): Promise<void> {
  if (!input.senderId) return;
  const senderEmail = await activeUserEmail(trx, input.senderId);
  if (!senderEmail) return;
  const link = `${config.publicUrl.replace(/\/$/, '')}/client/${input.clientId}`;
  const text = `The signature request for ${input.businessName} was locked after five failed identity checks. The link no longer works. You can send a new request from the client page: ${link}`;
  await enqueue(
    trx,
    {
      channel: 'mail',
      payload: { to: senderEmail, subject: `Signature request locked: ${input.businessName}`, text },
    },
    now,
  );
}
