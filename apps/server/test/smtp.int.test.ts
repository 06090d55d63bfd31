import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/seed/demo-users.js';
import { withAppOnLocalSmtp } from './support/local-smtp-server.js';
import { loginRequest } from './support/test-app.js';

/** With SMTP_URL set, the sign-in code travels over real SMTP (a local server receives it). */
describe('sign-in code over SMTP', () => {
  const mail = withAppOnLocalSmtp();

  it('delivers the code by SMTP and the code signs the user in', async () => {
    const { t, received } = mail;
    const first = await loginRequest(t.app, 'loan.officer');
    expect(first.json().messages[0].key).toBe('MISSING_F2A_TOKEN');
    await t.app.ctx.outbox.drain();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['loan.officer@acme.example']);
    const code = /sign-in code is (\d{6})/.exec(received[0]?.raw.replace(/=\r\n/g, '') ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const devOutbox = await t.db.selectFrom('dev_messages').selectAll().execute();
    expect(devOutbox).toHaveLength(0);
    const second = await loginRequest(t.app, 'loan.officer', DEMO_PASSWORD, { code: code ?? '' });
    expect(second.statusCode).toBe(200);
  });
});
