import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical accessibility violation of the current page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Scan what the user sees once it has settled: a toast or modal half-way through its fade-in
  // would be measured at part opacity. Endless animations (loaders) are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`,
    );
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
