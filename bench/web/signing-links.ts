import type { Database } from '../../apps/server/src/db/connection.js';
import { issueLink } from '../../apps/server/src/modules/esign/link-token.js';
import { SIGNING_PASS_COOKIE } from '../../apps/server/src/modules/esign/signing-pass.js';
import { request } from '../support/http.js';
import type { SignedIn } from '../support/sign-in.js';

const SIGNER_EMAIL = 'signer@bench.example';

async function post(url: string, headers: Record<string, string>, body: unknown) {
  const answer = await request(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: [Buffer.from(JSON.stringify(body))],
  });
  if (answer.status >= 300) throw new Error(`POST ${url} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return answer;
}

/**
 * A signing link of a bench client, as a borrower receives it: the lender user sends the request
 * through the server (the esign module's prepareRequest and createRequest, with the server's own
 * file storage, so the page's PDF opens), then the module's issueLink gives one more live link of
 * that request whose token the bench knows (the mailed one stays live too).
 */
export async function sendSigningLink(
  db: Database,
  serverUrl: string,
  lender: SignedIn,
  clientId: string,
): Promise<string> {
  const sent = await post(`${serverUrl}/api/clients/${clientId}/signature-requests`, lender.headers, {
    signerName: 'Bench Signer',
    signerEmail: SIGNER_EMAIL,
    identityLevel: 'KNOWN_BORROWER',
    attestRelationship: true,
  });
  const requestId = (JSON.parse(sent.body) as { id: string }).id;
  return db.transaction().execute((trx) => issueLink(trx, requestId, new Date(), false));
}

/**
 * Passes the link's identity step as the page does (the last 4 digits of the tax id and the mailed
 * code, read from the outbox) and answers the pass the server sets (decision 291): the browser that
 * holds it opens the link on the signing step.
 */
export async function passIdentityStep(
  db: Database,
  serverUrl: string,
  token: string,
  clientId: string,
): Promise<{ name: string; value: string; path: string }> {
  await post(`${serverUrl}/api/sign/${token}/code`, {}, {});
  const mail = await db
    .selectFrom('outbox')
    .select('payload')
    .where('channel', '=', 'mail')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  // The newest code mailed to the bench signer: the one just sent.
  const code = mail
    .map((m) => (typeof m.payload === 'string' ? JSON.parse(m.payload) : m.payload) as { to: string; subject: string })
    .find((p) => p.to === SIGNER_EMAIL && p.subject.includes('signing code'))
    ?.subject.match(/\d{6}/)?.[0];
  if (!code) throw new Error('the signing code was not found in the outbox');
  const client = await db
    .selectFrom('clients')
    .select('tax_id_last4')
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
  const checked = await post(`${serverUrl}/api/sign/${token}/identity`, {}, { last4: client.tax_id_last4, code });
  const setCookie = [checked.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${SIGNING_PASS_COOKIE}=`));
  if (!setCookie) throw new Error('the identity step set no pass');
  return {
    name: SIGNING_PASS_COOKIE,
    value: setCookie.split(';')[0]!.slice(SIGNING_PASS_COOKIE.length + 1),
    path: `/api/sign/${token}`,
  };
}
