import type { Database } from '../../apps/server/src/db/connection.js';
import { request } from '../support/http.js';
import type { SignedIn } from '../support/sign-in.js';
import {
  ensureBundleLead,
  firstActiveClient,
  otherLenderId,
  type PageTargets,
  type Visitor,
} from './lighthouse-pages.js';
import { passIdentityStep, sendSigningLink } from './signing-links.js';

/** A signing pass to place in the browser before a visit of the link (signing-links.ts). */
export type PassCookie = { name: string; value: string; path: string };

/** Each target found or made once, on first use (a subset of pages makes only what it needs). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/**
 * The ids and links of the pages, found in (or added to) the data set; `session` signs a visitor
 * in. Also answers the signing pass of the link opened after the identity step.
 */
export function pageTargets(
  db: Database,
  serverUrl: string,
  lenderId: string,
  session: (visitor: Visitor) => Promise<SignedIn>,
): PageTargets & { pass: () => Promise<PassCookie> } {
  const clientId = once(() => firstActiveClient(db, lenderId));
  // Two businesses other than the client page's: a new request voids the client's earlier one.
  const signingClients = once(async () => {
    const except = [await clientId()];
    return Promise.all([0, 1].map((offset) => firstActiveClient(db, lenderId, { except, business: true, offset })));
  });
  const signingLink = (index: 0 | 1) =>
    once(async () => {
      const client = (await signingClients())[index]!;
      return { client, token: await sendSigningLink(db, serverUrl, await session('lender'), client) };
    });
  const firstVisit = signingLink(0);
  const afterIdentity = signingLink(1);
  const pass = once(async () => {
    const { client, token } = await afterIdentity();
    return passIdentityStep(db, serverUrl, token, client);
  });
  return {
    clientId,
    bundleLeadId: once(() => ensureBundleLead(db, lenderId)),
    onDemandClientId: once(async () => firstActiveClient(db, await otherLenderId(db))),
    opsReportId: once(async () => {
      // The queue's first report, as an operator opens it from the queue.
      const answer = await request(`${serverUrl}/api/ops/queue?page=0&size=20`, {
        headers: (await session('operator')).headers,
      });
      if (answer.status !== 200) throw new Error(`the operations queue answered ${answer.status}`);
      const first = (JSON.parse(answer.body) as { content: { reportId: string }[] }).content[0];
      if (!first) throw new Error('the operations queue is empty: no report page to measure');
      return first.reportId;
    }),
    signingToken: async (visitor) => (await (visitor === 'signer' ? firstVisit() : afterIdentity())).token,
    pass,
  };
}
