import { expect, type Page } from '@playwright/test';

/**
 * Creates an LLC in Ohio through the Create Client menu, as a lender does, and returns its id from
 * the client page the form opens.
 */
export async function createLlcClient(page: Page, client: { name: string; ein: string }): Promise<string> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create Client' }).click();
  await page.getByRole('menuitem', { name: 'LLC', exact: true }).click();
  const fields: Record<string, string> = {
    'Legal name': client.name,
    EIN: client.ein,
    Phone: '740-555-0142',
    'Street address': '12 Mill Street',
    City: 'Logan',
    ZIP: '43138',
  };
  for (const [label, value] of Object.entries(fields))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('OH');
  await page.getByRole('button', { name: 'Create Client' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
  return /\/client\/([0-9a-f-]{36})/.exec(page.url())![1]!;
}
