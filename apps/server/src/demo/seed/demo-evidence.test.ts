import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPii } from '../../platform/pii.js';
import { demoEvidence } from './demo-evidence.js';
import { CLIENT_TYPE_SHARE, DEMO_LENDERS } from './demo-lenders.js';
import { generatePortfolio } from './demo-portfolio.js';
import { createDemoClock } from './demo-timeline.js';
import { createRandom } from './random.js';

describe("the demo's evidence (decision 281)", () => {
  it("gives each client's latest completed report with a finding its transcript evidence, read back to the same periods, quickly", async () => {
    const demo = DEMO_LENDERS[0]!;
    const piiKey = randomBytes(32);
    const now = new Date('2026-11-25T15:00:00Z');
    const rng = createRandom(demo.seed + 1);
    const portfolio = generatePortfolio(
      {
        lenderId: '00000000-0000-4000-8000-000000000001',
        seed: demo.seed,
        clientCount: demo.clientCount,
        bundleCount: demo.bundleCount,
        designeeCount: demo.designeeCount,
        monitoring: demo.lender.monitorType !== 'None',
        onDemand: demo.lender.capabilities?.ondemandorder === 'ACTIVE',
        products: demo.products,
        placers: demo.placers.map(([, weight], i) => [`user-${i}`, weight] as const),
        clientTypes: CLIENT_TYPE_SHARE,
      },
      { piiKey },
      createDemoClock(now, rng),
      120,
    );
    const started = performance.now();
    const rows = await demoEvidence(portfolio.reports, portfolio.clients, piiKey);
    const ms = performance.now() - started;
    expect(rows.length).toBe(40);
    expect(ms).toBeLessThan(4000);
    const liens = rows
      .map(
        (r) =>
          JSON.parse(decryptPii(piiKey, r.facts_sealed)) as {
            facts: { evidence: Record<string, { code: string }[]> }[];
          },
      )
      .flatMap((f) => f.facts)
      .filter((f) => f.evidence.lienFiledOn?.length);
    expect(liens.length).toBeGreaterThan(0);
    expect(liens.every((f) => f.evidence.lienFiledOn!.some((e) => e.code === '582'))).toBe(true);
  });
});
