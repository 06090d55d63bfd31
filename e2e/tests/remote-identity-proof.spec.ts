import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoOverflow } from '../support/layout-checks';
import { mailTo, newestOutboxId, signInWithEmailCode } from '../support/sign-in';
import { withRestore } from '../support/restore';

// Decision 214: operations allow the remote identity proof for Acme; a lender sends a
// request with it; the borrower (a phone) passes the code, enters their details, sends a photo ID and
// a selfie, and signs; the form waits for operations, who compare and approve; the lender then sees
// the signed 8821.
test.skip(!process.env.E2E_DATABASE_URL, 'PostgreSQL browser pass only');

const PHONE = { width: 390, height: 844 };
const run = String(Date.now()).slice(-6);
const NAME = `Remote Ridge ${run} LLC`;
const EIN = `34-${run}7`;
const SIGNER = `remote.${run}@example.test`;
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/identity/${name}`, import.meta.url));

/** Operations allow (or withdraw) the remote proof on Acme's lender page. */
async function allowRemoteProof(ops: Page, allow: boolean) {
  await ops.goto('/ops/lenders');
  await ops.getByRole('link', { name: 'Acme Capital', exact: true }).click();
  await ops.getByRole('checkbox', { name: 'Remote identity proof' }).setChecked(allow);
  await ops.getByRole('button', { name: 'Save settings' }).click();
  await expect(ops.getByText('Lender settings saved.')).toBeVisible();
}

test('remote identity proof: the borrower sends a photo ID and a selfie, operations approve, the lender sees the signed 8821', async ({
  page,
  browser,
}) => {
  const opsContext = await browser.newContext({ reducedMotion: 'reduce' });
  const ops = await opsContext.newPage();
  await signInWithEmailCode(ops, 'ops.admin', 'ops.admin@taxlens.example');
  await expect(ops).toHaveURL(/\/set-lender$/);
  await allowRemoteProof(ops, true);

  await withRestore(
    async () => {
      await signInWithEmailCode(page, 'loan.officer', 'loan.officer@acme.example');
      await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
      const csrf = await page.evaluate(() => localStorage.getItem('csrf') ?? '');
      const created = await page.request.post('/api/neoclients/create', {
        headers: { 'X-CSRF-TOKEN': csrf },
        data: {
          clientType: 'llc',
          businessName: NAME,
          ein: EIN,
          addressLine1: '3 Ridge Rd',
          city: 'Boise',
          state: 'ID',
          zip: '83702',
          phone: '208-555-0142',
        },
      });
      expect(created.ok(), await created.text()).toBe(true);
      const { id } = (await created.json()) as { id: string };

      // The lender chooses the remote proof: no relationship to attest.
      await page.goto(`/client/${id}`);
      await page.getByRole('button', { name: 'Request signature' }).click();
      const form = page.getByRole('form', { name: 'Request signature' });
      await form.getByRole('radio', { name: 'Remote identity proof' }).check();
      await expect(form.getByRole('checkbox', { name: /existing business relationship/ })).toHaveCount(0);
      const since = await newestOutboxId(page);
      await form.getByRole('textbox', { name: 'Signer name' }).fill('Casey Ridge');
      await form.getByRole('textbox', { name: 'Signer e-mail' }).fill(SIGNER);
      await form.getByRole('button', { name: 'Send request' }).click();
      await expect(page.getByTestId('signature-request').getByText('Sent', { exact: true })).toBeVisible();

      // The borrower, on a phone: the code, then the details and the two photos, then the signature.
      const link = await mailTo(page, SIGNER, since, /(\/sign\/[A-Za-z0-9_-]{43})/);
      const borrowerContext = await browser.newContext({ viewport: PHONE, hasTouch: true });
      const borrower = await borrowerContext.newPage();
      await borrower.goto(link);
      const codeSince = await newestOutboxId(page);
      await borrower.getByRole('button', { name: 'Send me a code' }).click();
      const code = await mailTo(page, SIGNER, codeSince, /signing code is (\d{6})/);
      await borrower.getByRole('textbox', { name: 'Last 4 digits of the EIN' }).fill(EIN.slice(-4));
      await borrower.getByRole('textbox', { name: 'One-time code' }).fill(code);
      await borrower.getByRole('button', { name: 'Confirm' }).click();

      const proof = borrower.getByRole('form', { name: '2. Show who you are' });
      await expect(proof).toBeVisible();
      await expectNoOverflow(borrower, 'remote identity proof step');
      await expectNoSeriousA11yViolations(borrower);
      await proof.getByRole('textbox', { name: 'Full name' }).fill('Casey Ridge');
      await proof.getByRole('textbox', { name: 'SSN or ITIN' }).fill('123456789');
      await expect(proof.getByRole('textbox', { name: 'SSN or ITIN' })).toHaveValue('123-45-6789');
      await proof.getByLabel('Date of birth').fill('1984-02-29');
      await proof.getByRole('textbox', { name: 'Street address' }).fill('3 Ridge Rd');
      await proof.getByRole('textbox', { name: 'City' }).fill('Boise');
      await proof.getByRole('combobox', { name: 'State' }).selectOption('ID');
      await proof.getByRole('textbox', { name: 'ZIP' }).fill('83702');
      const idInput = proof.getByLabel(/government photo ID/);
      await expect(idInput).toHaveAttribute('capture', 'environment');
      await idInput.setInputFiles(fixture('id-card.jpg'));
      await proof.getByLabel(/selfie/).setInputFiles(fixture('selfie.png'));
      await proof.getByRole('button', { name: 'Send my details and photos' }).click();

      const sign = borrower.getByRole('form', { name: 'Sign the form' });
      await expect(sign.getByRole('heading', { name: '3. Complete and sign' })).toBeVisible();
      await sign.getByRole('checkbox', { name: 'I consent to sign electronically' }).check();
      await sign.getByRole('button', { name: 'Sign Form 8821' }).click();
      await expect(borrower.getByRole('heading', { name: 'Signed. Thank you.' })).toBeVisible();
      await expect(borrower.getByText(/Our staff will now compare your photos/)).toBeVisible();
      await borrowerContext.close();

      // Not usable yet: the lender sees it waiting for operations, and no signed 8821 on file.
      await page.reload();
      await expect(page.getByTestId('signature-request').getByText('Signed, awaiting identity review')).toBeVisible();
      await expect(page.getByText('form-8821-e-signed.pdf')).toHaveCount(0);

      // Operations compare the photos with the details and approve.
      await ops.goto('/ops/identity-reviews');
      await ops.getByRole('link', { name: NAME }).click();
      await expect(ops.getByRole('heading', { level: 1, name: 'Identity review: Casey Ridge' })).toBeVisible();
      await expect(ops.getByRole('table', { name: 'Facts entered by the signer' })).toContainText('***-**-6789');
      const selfie = ops.getByRole('img', { name: 'Selfie sent by Casey Ridge' });
      await expect.poll(() => selfie.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
      await ops.getByRole('button', { name: 'Zoom in: Selfie' }).click();
      await expectNoSeriousA11yViolations(ops);
      await ops.getByRole('button', { name: 'Approve identity' }).click();
      await expect(ops.getByRole('status').filter({ hasText: 'Approved' })).toBeVisible();

      // The lender now has the signed 8821.
      await page.reload();
      await expect(page.getByTestId('signature-request').getByText('Signed', { exact: true })).toBeVisible();
      await expect(page.getByText('Identity approved by our operations staff')).toBeVisible();
      await expect(page.getByText('form-8821-e-signed.pdf')).toBeVisible();
    },
    async () => {
      await allowRemoteProof(ops, false);
      await opsContext.close();
    },
  );
});
