import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { DkimConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { insertDevMessage } from './dev-messages-repo.js';
import type { MailMessage } from './enqueue.js';

export type MailTransport = { send: (message: MailMessage) => Promise<void>; kind: 'smtp' | 'outbox' };

/** Real SMTP when SMTP_URL is set; each message DKIM-signed when DKIM_* are set. */
export function createSmtpTransport(smtpUrl: string, from: string, dkim?: DkimConfig): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (m) => {
      await transporter.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html, dkim });
    },
  };
}

/** Demo mode: messages land in the dev outbox (readable at /dev/outbox); the log names them only. */
export function createDevOutboxTransport(db: Database, log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'outbox',
    send: async (m) => {
      await insertDevMessage(db, { channel: 'mail', recipient: m.to, subject: m.subject, body: m.text });
      log.info({ to: m.to, subject: m.subject }, 'demo mail stored: read it at /dev/outbox');
    },
  };
}
