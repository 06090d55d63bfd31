import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { pdfFile } from '../support/orders';
import { openOps } from '../support/sign-in';

// In a file of its own so that the PostgreSQL pass (which runs whole files: docs/decisions/223)
// runs this journey without running operations.spec.ts's again.
test.skip(!process.env.E2E_DATABASE_URL, 'PostgreSQL browser pass only');

// Decision 211: the lender's logo on the signing page. Cedar Credit's, so other journeys' Acme pages stay as they were.
test("operations set a lender's logo (refused when not a PNG or JPEG), see it, and remove it", async ({ browser }) => {
  const ops = await openOps(browser);
  await ops.goto('/ops/lenders');
  await ops.getByRole('link', { name: 'Cedar Credit' }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Cedar Credit' })).toBeVisible();
  const card = ops.getByRole('region', { name: 'Logo' });
  await expect(card).toContainText("No logo: the signing page shows the lender's name only.");

  const renamedPdf = await pdfFile('logo.png');
  await card.locator('input[type="file"]').setInputFiles({ ...renamedPdf, mimeType: 'image/png' });
  await expect(card.getByRole('alert')).toContainText('This file is not a PNG or JPEG image.');

  await card
    .locator('input[type="file"]')
    .setInputFiles(join(import.meta.dirname, '../../apps/server/test/fixtures/images/logo-64x32.jpg'));
  const logo = card.getByRole('img', { name: 'Cedar Credit logo' });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await expectNoSeriousA11yViolations(ops);

  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(card).toContainText("No logo: the signing page shows the lender's name only.");
  await expect(logo).toHaveCount(0);
});
