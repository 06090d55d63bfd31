import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

// The layout rules (decisions 171, 173) as page checks, shared by the sweep and the journeys.

export const SCREENSHOTS = 'test-results/layout-sweep';
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits until what the user sees has settled: no running finite animation, nothing busy. */
export async function waitForSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** The page does not scroll sideways, and no table cell's content leaves its box. */
export async function expectNoOverflow(page: Page, where: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) {
      // Name the innermost elements that stick out, so a failure says where to look.
      const out = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
        (el) => el.getBoundingClientRect().right > doc.clientWidth + 1,
      );
      const innermost = out.filter((el) => !out.some((other) => other !== el && el.contains(other))).slice(0, 4);
      const names = innermost.map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${el.textContent?.slice(0, 40) ?? ''}"`,
      );
      found.push(`page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}: ${names.join('; ')}`);
    }
    for (const cell of Array.from(document.querySelectorAll<HTMLElement>('td, th'))) {
      if (cell.offsetParent === null) continue;
      const style = getComputedStyle(cell);
      const cut = style.textOverflow === 'ellipsis' && cell.title !== '';
      if (!cut && cell.scrollWidth > cell.clientWidth + 1)
        found.push(`cell overflows: ${cell.textContent?.slice(0, 60)}`);
    }
    return found;
  });
  expect.soft(problems, where).toEqual([]);
}

/**
 * No `<style>` element in the page's body (decision 241): a stylesheet a lazy chunk adds to the head
 * later would come before it, and with Mantine's cascade layer the browser then restyles and lays out
 * the whole page, fonts and all. Mantine's Grid and SimpleGrid write one; the app uses Columns.
 */
export async function expectNoStylesInBody(page: Page, where: string): Promise<void> {
  const styles = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body style')).map((s) => s.textContent?.slice(0, 80) ?? ''),
  );
  expect.soft(styles, `<style> elements in the body of ${where}`).toEqual([]);
}

/** axe with the WCAG 2.2 A/AA rules: no serious or critical violation. */
export async function expectNoSeriousWcagViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
    );
  expect.soft(serious, `axe on ${where}`).toEqual([]);
}

/** Phones: primary (filled, Mantine's default variant) buttons in the page are at least 44 x 44 px. */
export async function expectPhoneTargets(page: Page, where: string): Promise<void> {
  const small = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'main .mantine-Button-root:not([data-variant]), main .mantine-Button-root[data-variant="filled"]',
      ),
    )
      .filter((b) => b.offsetParent !== null)
      .map((b) => ({ text: b.textContent?.trim() ?? '', box: b.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ text, box }) => `${text} ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
  expect.soft(small, `primary actions under 44 px on ${where}`).toEqual([]);
}

/** Fields for codes, phone numbers, ZIP codes, tax ids and money bring up the keyboard that fits them. */
export async function expectInputModes(page: Page, where: string): Promise<number> {
  const fields = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLInputElement>(
        'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file])',
      ),
    )
      .filter((i) => i.offsetParent !== null)
      .map((i) => ({
        name: (i.labels?.[0]?.textContent ?? i.getAttribute('aria-label') ?? '').trim(),
        mode: i.inputMode,
        type: i.type,
      })),
  );
  const wanted = fields.filter((f) => /\b(ZIP|Phone|EIN|SSN|code|Price)\b/i.test(f.name));
  const missing = wanted.filter((f) => !f.mode && f.type !== 'tel' && f.type !== 'number').map((f) => f.name);
  expect.soft(missing, `fields without inputmode on ${where}`).toEqual([]);
  return wanted.length;
}

/**
 * From 1280 px: no menu button, and every top-level item of the header in the one bar, at most
 * 64 px tall.
 */
export async function expectOneRowHeader(page: Page, items: (string | RegExp)[], where: string): Promise<void> {
  await expect(page.getByRole('button', { name: 'Open menu' }), where).toHaveCount(0);
  const bar = page.getByTestId('header-bar');
  const box = await layoutBox(bar, `header bar on ${where}`);
  expect(box.height, `header height on ${where}`).toBeLessThanOrEqual(64);
  const header = page.getByRole('banner');
  for (const name of items) {
    const exact = typeof name === 'string';
    const item = header
      .getByRole(name === 'Search clients' ? 'searchbox' : 'button', { name, exact })
      .or(header.getByRole('link', { name, exact }))
      .first();
    await expect(item, `${name} on ${where}`).toBeVisible();
    const itemBox = await layoutBox(item, `${name} on ${where}`);
    expect(itemBox.y, `${name} in the bar on ${where}`).toBeGreaterThanOrEqual(box.y - 1);
    expect(itemBox.y + itemBox.height, `${name} in the bar on ${where}`).toBeLessThanOrEqual(box.y + box.height + 1);
    expect(itemBox.x + itemBox.width, `${name} within the width on ${where}`).toBeLessThanOrEqual(
      box.x + box.width + 1,
    );
  }
}

/**
 * The element's box once it has one. The header's menus mount after the first paint (decision 231)
 * and may replace an element between a visibility check and the reading of its box.
 */
async function layoutBox(
  locator: Locator,
  what: string,
): Promise<{ x: number; y: number; width: number; height: number }> {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect
    .poll(async () => (box = await locator.boundingBox()) !== null, { message: `${what} laid out` })
    .toBe(true);
  return box!;
}
