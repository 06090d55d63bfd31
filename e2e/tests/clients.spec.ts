import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInWithEmailCode } from '../support/sign-in';

// Unique tax ids per run, so the journey also passes on a shared PostgreSQL database.
const run = String(Date.now()).slice(-6);
const ein = (prefix: string, n: number) => `${prefix}-${run}${n}`;
const ssn = (n: number) => `${String(100 + ((Number(run) + n) % 500))}-${String(10 + n)}-${run.slice(-4)}`;

type Fields = Record<string, string>;
const ADDRESS: Fields = { 'Street address': '400 Commerce Blvd', City: 'Columbus', ZIP: '43215' };

// `classification`: the Tax classification chosen (decision 285), shown only for a corporation or an LLC.
const TYPES: Array<{ menu: string; name: string; fields: Fields; classification?: string }> = [
  {
    menu: 'Corporation',
    name: `Buckeye Tooling ${run} Inc`,
    fields: { 'Legal name': `Buckeye Tooling ${run} Inc`, DBA: 'Buckeye', EIN: ein('31', 1), Phone: '614-555-0101' },
    classification: 'S corporation (Form 1120-S)',
  },
  {
    menu: 'LLC',
    name: `Scioto Freight ${run} LLC`,
    fields: { 'Legal name': `Scioto Freight ${run} LLC`, EIN: ein('31', 2), Phone: '614-555-0102' },
  },
  {
    menu: 'Partnership',
    name: `Olentangy Partners ${run}`,
    fields: { 'Legal name': `Olentangy Partners ${run}`, EIN: ein('31', 3), Phone: '614-555-0103' },
  },
  {
    menu: 'Nonprofit',
    name: `German Village Arts ${run}`,
    fields: { 'Legal name': `German Village Arts ${run}`, EIN: ein('31', 4), Phone: '614-555-0104' },
  },
  {
    menu: 'Sole Proprietorship',
    name: `Nia Brooks${run}`,
    fields: { 'First name': 'Nia', 'Last name': `Brooks${run}`, SSN: ssn(1), 'Business name (DBA)': 'Brooks Bakery' },
  },
  {
    menu: 'Individual',
    name: `Omar Haddad${run}`,
    fields: { 'First name': 'Omar', 'Last name': `Haddad${run}`, SSN: ssn(2) },
  },
  {
    menu: 'Estates and Trusts',
    name: `Estate of June Park ${run}`,
    fields: { 'Estate or trust name': `Estate of June Park ${run}`, EIN: ein('31', 5), 'Fiduciary name': 'Alan Park' },
  },
];

async function openCreateForm(page: Page, menu: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create Client' }).click();
  await page.getByRole('menuitem', { name: menu, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Create Client: ${menu}`);
}

async function fill(page: Page, fields: Fields) {
  for (const [label, value] of Object.entries({ ...ADDRESS, ...fields })) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('OH');
}

test('a loan officer creates a client of every type, meets the validation and duplicate messages, reveals and archives', async ({
  page,
}) => {
  await signInWithEmailCode(page, 'loan.officer', 'loan.officer@acme.example');
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();

  for (const type of TYPES) {
    await openCreateForm(page, type.menu);
    await fill(page, type.fields);
    const classification = page.getByRole('combobox', { name: 'Tax classification' });
    const classified = type.menu === 'Corporation' || type.menu === 'LLC';
    await expect(classification).toHaveCount(classified ? 1 : 0);
    if (type.classification) await classification.selectOption({ label: type.classification });
    await page.getByRole('button', { name: 'Create Client' }).last().click();
    await expect(page.getByRole('heading', { level: 1, name: type.name })).toBeVisible();
    await expect(page).toHaveURL(/\/client\/[0-9a-f-]{36}$/);
    if (classified)
      await expect(page.getByText(`Tax classification: ${type.classification ?? 'Not known'}`)).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // A bad EIN is refused on the form, before any call.
  await openCreateForm(page, 'LLC');
  await fill(page, { 'Legal name': 'Bad Prefix LLC', EIN: '00-1234567', Phone: '614-555-0110' });
  await page.getByRole('button', { name: 'Create Client' }).last().click();
  await expect(page.getByText('This EIN prefix is not one the IRS assigns')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The same EIN again: the server's duplicate message links to the existing client.
  await page.getByRole('textbox', { name: 'EIN', exact: true }).fill(TYPES[1]!.fields.EIN!);
  await page.getByRole('button', { name: 'Create Client' }).last().click();
  // (A toast of the last creation may still be showing: it is an alert too.)
  await expect(page.getByRole('alert').filter({ hasText: 'A client with this EIN already exists.' })).toBeVisible();
  await page.getByRole('link', { name: 'View the existing client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TYPES[1]!.name })).toBeVisible();

  // The tax id is masked until revealed.
  await expect(page.getByText(`**-***${TYPES[1]!.fields.EIN!.slice(-4)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Reveal' }).click();
  await expect(page.getByText(TYPES[1]!.fields.EIN!, { exact: true })).toBeVisible();

  // Archive, after the confirmation: no more ordering for the client.
  await expect(page.getByRole('main').getByRole('link', { name: 'Place Order' })).toBeVisible();
  await page.getByRole('button', { name: 'Archive Client' }).click();
  await expect(page.getByRole('dialog', { name: 'Archive this client?' })).toBeVisible();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByLabel('Status ARCHIVED')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Place Order' })).toHaveCount(0);
});

test('the header search box finds a client by part of its name; Enter lists results with pagination', async ({
  page,
}) => {
  await signInWithEmailCode(page, 'loan.officer', 'loan.officer@acme.example');
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
  const known = await page.evaluate(async () => {
    const res = await fetch('/api/typeahead/clients/placeorder?value=a&size=1', {
      headers: { 'X-CSRF-TOKEN': localStorage.getItem('csrf') ?? '' },
    });
    return ((await res.json()) as { key: string; value: string }[])[0]!;
  });
  const part = known.value.slice(1, 6).toLowerCase();

  const box = page.getByRole('search').getByRole('searchbox', { name: 'Search clients' });
  await box.fill(part);
  const link = page.getByTitle(`${known.value} Information Page`);
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/client/${known.key}$`));
  await expect(page.getByRole('heading', { level: 1, name: known.value })).toBeVisible();

  await box.fill('zzqqxx-no-such-client');
  await expect(page.getByText('No results found')).toBeVisible();

  await box.fill('a');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=a$/);
  await expect(page).toHaveTitle('Search results for "a" | TaxLens Portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'EIN' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
  const pages = page.getByRole('navigation', { name: 'Search results pages' });
  await expect(pages.getByText(/Viewing 10 out of \d+ results/)).toBeVisible();
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=1/);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/search?q=zzqqxx');
  await expect(page.getByText('No search results found for "zzqqxx"')).toBeVisible();
});

test('a lender admin adds, edits and removes a designee', async ({ page }) => {
  await signInWithEmailCode(page, 'lender.admin', 'lender.admin@acme.example');
  await page.getByRole('button', { name: 'Acme Capital' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
  await page.goto('/designees');
  await expect(page.getByRole('heading', { level: 1, name: 'Designees' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Designee' }).click();
  const name = `Riley Stone ${run}, CPA`;
  const fields: Fields = {
    Name: name,
    'CAF number': `${run.slice(0, 4)}-${run.slice(1, 6)}R`,
    PTIN: 'P12345678',
    'Street address': '9 Ledger Ln',
    City: 'Columbus',
    ZIP: '43215',
    Phone: '614-555-0190',
  };
  for (const [label, value] of Object.entries(fields))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByRole('combobox', { name: 'State' }).selectOption('OH');
  await page.getByRole('button', { name: 'Add Designee' }).last().click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('(614) 555-0190');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByRole('textbox', { name: 'Fax', exact: true }).fill('614-555-0191');
  await page.getByRole('button', { name: 'Save Designee' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('(614) 555-0191');
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Remove ${name}` })
    .click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

// Decision 218: an individual who files jointly; the spouse signs a form of their own.
test('a loan officer records a joint filer in the client edit; the spouse is masked, revealed with the client, and gets a signer of their own', async ({
  page,
}) => {
  await signInWithEmailCode(page, 'loan.officer', 'loan.officer@acme.example');
  await openCreateForm(page, 'Individual');
  await fill(page, { 'First name': 'Rosa', 'Last name': `Joint${run}`, SSN: ssn(7) });
  await page.getByRole('button', { name: 'Create Client' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: `Rosa Joint${run}` })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Client' }).click();
  await page.getByRole('checkbox', { name: /Files jointly with a spouse/ }).check();
  // A number of its own (ssn() shares the last 4 within a run), so the masked values differ.
  const spouseSsn = `${200 + (Number(run) % 300)}-41-${((Number(run.slice(-4)) + 1111) % 9000) + 1000}`;
  await page.getByRole('textbox', { name: 'Spouse first name' }).fill('Luis');
  await page.getByRole('textbox', { name: 'Spouse last name' }).fill(`Joint${run}`);
  await page.getByRole('textbox', { name: 'Spouse SSN or ITIN' }).fill(spouseSsn.replaceAll('-', ''));
  await page.getByRole('textbox', { name: 'Spouse e-mail' }).fill(`luis${run}@borrower.test`);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByText(`Luis Joint${run}, luis${run}@borrower.test`)).toBeVisible();
  await expect(page.getByText(`***-**-${spouseSsn.slice(-4)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Reveal' }).click();
  await expect(page.getByText(spouseSsn, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Request signature: the spouse's own signer fields start from the client.
  await page.getByRole('button', { name: 'Request signature' }).click();
  await expect(page.getByRole('group', { name: /spouse's own form/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Spouse signer name' })).toHaveValue(`Luis Joint${run}`);
  await expect(page.getByRole('textbox', { name: 'Spouse e-mail' })).toHaveValue(`luis${run}@borrower.test`);
});
