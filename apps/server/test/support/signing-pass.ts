import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SIGNING_PASS_COOKIE } from '../../src/modules/esign/signing-pass.js';

/**
 * A signer's browser after its identity check: the pass cookie the check set (docs/decisions/291),
 * sent back by `call` as the browser would on the link's own routes. Without it, a checked
 * request answers as before the check.
 */
export type SigningPass = { cookie: string };

/** The pass a passed check (204) set; throws when the answer set none. */
export function signingPassFrom(response: LightMyRequestResponse): SigningPass {
  const cookie = response.cookies.find((c) => c.name === SIGNING_PASS_COOKIE);
  if (!cookie) throw new Error(`No signing pass in the answer (${response.statusCode}): ${response.body}`);
  return { cookie: `${SIGNING_PASS_COOKIE}=${cookie.value}` };
}

/**
 * The identity check as the signer passes it: a code is mailed, read from the signer's mail
 * (`codeOf`), and entered with the last 4 digits; answers the browser's pass.
 */
export async function passSigningCheck(
  app: FastifyInstance,
  link: { token: string; last4: string },
  codeOf: () => Promise<string>,
): Promise<SigningPass> {
  const sent = await app.inject({ method: 'POST', url: `/api/sign/${link.token}/code` });
  if (sent.statusCode !== 204) throw new Error(`No code sent (${sent.statusCode}): ${sent.body}`);
  const checked = await app.inject({
    method: 'POST',
    url: `/api/sign/${link.token}/identity`,
    payload: { last4: link.last4, code: await codeOf() },
  });
  if (checked.statusCode !== 204) throw new Error(`Identity check refused (${checked.statusCode}): ${checked.body}`);
  return signingPassFrom(checked);
}
