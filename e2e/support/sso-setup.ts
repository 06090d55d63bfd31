import { type APIRequestContext, expect, request } from '@playwright/test';
import { DEMO_PASSWORD } from './sign-in';
import type { TestIdp } from './test-idp';

const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

/** Operations staff sign in through the API (password, then the e-mailed code) to configure SSO. */
export async function opsApi(): Promise<{ api: APIRequestContext; csrf: string }> {
  const api = await request.newContext({ baseURL });
  const headers = {
    accept: 'application/vnd.taxlens.v1+json',
    authorization: `Basic ${Buffer.from(`ops.admin:${DEMO_PASSWORD}`).toString('base64')}`,
  };
  const before = ((await (await api.get('/dev/outbox.json')).json()) as { id: number }[])[0]?.id ?? 0;
  expect((await api.get('/api/portal/login', { headers })).status()).toBe(401);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await api.get('/dev/outbox.json')).json()) as {
        id: number;
        recipient: string;
        body: string;
      }[];
      const mail = messages.find((m) => m.recipient === 'ops.admin@taxlens.example' && m.id > before);
      code = mail ? /\b(\d{6})\b/.exec(mail.body)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  const second = await api.get('/api/portal/login?second_pass=true', {
    headers: { ...headers, 'X-F2A-TYPE': 'EMAIL_TOTP', 'X-F2A-TOKEN': code! },
  });
  expect(second.status()).toBe(200);
  return { api, csrf: ((await second.json()) as { csrf: { token: string } }).csrf.token };
}

/** Points Delta Federal's SAML registration at a test identity provider the journey started. */
export async function pointDeltaFederalAt(idp: TestIdp): Promise<void> {
  const { api, csrf } = await opsApi();
  const current = await api.get('/api/ops/saml-registrations/delta-federal', { headers: { 'X-CSRF-TOKEN': csrf } });
  expect(current.status()).toBe(200);
  const saved = await api.put('/api/ops/saml-registrations/delta-federal', {
    headers: { 'X-CSRF-TOKEN': csrf },
    data: {
      lenderId: ((await current.json()) as { lenderId: string }).lenderId,
      idpEntityId: idp.entityId,
      idpSsoUrl: `${idp.url}/sso`,
      idpCertificate: idp.certificate,
      idpLogoutUrl: `${idp.url}/logout`,
      emailDomains: ['deltafederal.example'],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await api.dispose();
}
