import { displayDate, OPEN_SIGNATURE_STATUSES, type BulkSkippedClient } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { findFormsOnFile, type FormOnFileRule } from '../clients/index.js';
import { listBulkClients } from './client-repo.js';
import { listClientsRequestSigners } from './request-repo.js';

/** Who a bulk send's request goes to; the identity level is the batch's (bulk-send-job.ts). */
export type BulkSigner = {
  signerName: string;
  signerEmail: string;
  signerMobile: string | null;
  signerTitle: string | null;
};

/** A client of a bulk send: the signer its request goes to, or the sentence saying why it is skipped. */
export type BulkClientCheck =
  { clientId: string; businessName: string; signer: BulkSigner; reason: null } | (BulkSkippedClient & { signer: null });

type Options = FormOnFileRule & { onlyWithoutUsableForm: boolean };

const NOT_FOUND = 'No client of yours has this id.';
const PERSON_TYPES = new Set(['individual', 'sole_prop']);

/**
 * Who signs each client's 8821 (docs/decisions/215): the client's contact when it has an e-mail,
 * else the signer of the client's latest request; a person signs for themselves when no contact
 * name is given, an estate's fiduciary for the estate. Skipped with a sentence: not the lender's
 * client, archived or closed, a request still open, no e-mail or no name, and (when asked) a usable
 * 8821 on file. Answers in the order of `clientIds`.
 */
export async function checkBulkClients(
  db: Database,
  lenderId: string,
  clientIds: readonly string[],
  options: Options,
): Promise<BulkClientCheck[]> {
  if (clientIds.length === 0) return [];
  const clients = await listBulkClients(db, lenderId, clientIds);
  const found = clients.map((c) => c.id);
  const requests = found.length === 0 ? [] : await listClientsRequestSigners(db, lenderId, found);
  const open = new Map<string, Date>();
  const lastSigner = new Map<string, (typeof requests)[number]>();
  for (const r of requests) {
    if (OPEN_SIGNATURE_STATUSES.includes(r.status) && !open.has(r.client_id)) open.set(r.client_id, r.sent_at);
    if (!lastSigner.has(r.client_id)) lastSigner.set(r.client_id, r);
  }
  const forms = options.onlyWithoutUsableForm ? await findFormsOnFile(db, lenderId, found, options) : new Map();
  const byId = new Map(clients.map((c) => [c.id, c]));

  return clientIds.map((clientId): BulkClientCheck => {
    const c = byId.get(clientId);
    const skip = (reason: string): BulkClientCheck => ({
      clientId,
      businessName: c?.business_name ?? null,
      signer: null,
      reason,
    });
    if (!c) return skip(NOT_FOUND);
    if (c.status === 'ARCHIVED' || c.status === 'CLOSED') return skip(`The client is ${c.status.toLowerCase()}.`);
    const openSince = open.get(clientId);
    if (openSince)
      return skip(
        `A signature request sent on ${displayDate(openSince.toISOString())} is still open: resend it from Signature requests instead.`,
      );
    const form = forms.get(clientId);
    if (form && form.problem === null)
      return skip(
        `The client has a usable 8821 on file (uploaded ${displayDate(form.uploadedAt.toISOString())}, usable until ${displayDate(form.usableUntil)}).`,
      );
    const last = lastSigner.get(clientId);
    const person = PERSON_TYPES.has(c.client_type);
    const ownName = person
      ? [c.first_name, c.last_name].filter(Boolean).join(' ')
      : c.client_type === 'estates_and_trusts'
        ? c.fiduciary_name
        : null;
    const signer = c.contact_email
      ? {
          signerName: c.contact_name || ownName,
          signerEmail: c.contact_email,
          signerMobile: c.contact_mobile,
          signerTitle: person ? null : c.contact_title,
        }
      : last
        ? {
            signerName: last.signer_name,
            signerEmail: last.signer_email,
            signerMobile: last.signer_mobile,
            signerTitle: last.signer_title,
          }
        : null;
    if (!signer)
      return skip(
        'The client has no contact e-mail: import one (Contact e-mail column) or send a request from the client page.',
      );
    if (!signer.signerName)
      return skip(
        "The client's contact has no name: import one (Contact name column) or send a request from the client page.",
      );
    // A joint filer's spouse signs a form of their own, sent to the spouse's e-mail (docs/decisions/218).
    const joint = c.client_type === 'individual' && c.spouse_tax_id_encrypted !== null;
    if (joint && !c.spouse_email)
      return skip(
        'The client files jointly and the spouse has no e-mail: add it to the client or send a request from the client page.',
      );
    const spouse = joint
      ? {
          spouse: {
            signerName: `${c.spouse_first_name} ${c.spouse_last_name}`,
            signerEmail: c.spouse_email!,
            signerMobile: c.spouse_mobile,
          },
        }
      : {};
    return {
      clientId,
      businessName: c.business_name,
      signer: { ...signer, ...spouse, signerName: signer.signerName },
      reason: null,
    };
  });
}
