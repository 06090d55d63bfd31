// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    idle = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  });
  afterEach(() => vi.unstubAllGlobals());

  /** The browser's next idle period: one waiting callback runs. */
  const nextIdlePeriod = () => idle.shift()?.();

  it('runs work asked for together one piece per idle period, in the order asked', () => {
    const ran: string[] = [];
    whenIdle(() => ran.push('tables'), 1000);
    whenIdle(() => ran.push('tooltip'), 3000);
    whenIdle(() => ran.push('poll'), 2000);
    expect(idle).toHaveLength(1);
    nextIdlePeriod();
    expect(ran).toEqual(['tables']);
    nextIdlePeriod();
    nextIdlePeriod();
    expect(ran).toEqual(['tables', 'tooltip', 'poll']);
    expect(idle).toHaveLength(0);
  });

  it('skips cancelled work and goes on after work that throws', () => {
    const ran: string[] = [];
    whenIdle(() => {
      throw new Error('broken');
    }, 1000);
    const cancel = whenIdle(() => ran.push('cancelled'), 1000);
    whenIdle(() => ran.push('kept'), 1000);
    cancel();
    expect(() => nextIdlePeriod()).toThrow('broken');
    nextIdlePeriod();
    expect(ran).toEqual(['kept']);
  });
});
