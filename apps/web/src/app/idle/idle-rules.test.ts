import { describe, expect, it } from 'vitest';
import { normalizeConfig, normalizeKeepaliveSeconds } from '../../shared/config/get-config';
import { computeIdleState, idleWarningText, sameIdleState } from './idle-rules';

const at = (seconds: number) => seconds * 1000;

describe('computeIdleState', () => {
  it('stays active before the idle period ends', () => {
    expect(computeIdleState(at(899.9), 0, 900, 30)).toEqual({ phase: 'active' });
  });

  it('counts down from the countdown seconds once idle', () => {
    expect(computeIdleState(at(900), 0, 900, 30)).toEqual({ phase: 'warning', secondsLeft: 30 });
    expect(computeIdleState(at(900.5), 0, 900, 30)).toEqual({ phase: 'warning', secondsLeft: 30 });
    expect(computeIdleState(at(929), 0, 900, 30)).toEqual({ phase: 'warning', secondsLeft: 1 });
  });

  it('expires when the countdown ends', () => {
    expect(computeIdleState(at(930), 0, 900, 30)).toEqual({ phase: 'expired' });
  });

  it('measures from the last activity', () => {
    expect(computeIdleState(at(1000), at(500), 900, 30)).toEqual({ phase: 'active' });
  });

  it('compares states', () => {
    expect(sameIdleState({ phase: 'warning', secondsLeft: 3 }, { phase: 'warning', secondsLeft: 3 })).toBe(true);
    expect(sameIdleState({ phase: 'warning', secondsLeft: 3 }, { phase: 'warning', secondsLeft: 2 })).toBe(false);
    expect(sameIdleState({ phase: 'active' }, { phase: 'expired' })).toBe(false);
  });

  it('words the warning as specified', () => {
    expect(idleWarningText(30)).toBe('Warning you are idle. Your session will expire in 30 seconds.');
  });
});

describe('keep-alive interval', () => {
  it('defaults to 600 seconds and must be greater than zero', () => {
    expect(normalizeKeepaliveSeconds(120)).toBe(120);
    expect(normalizeKeepaliveSeconds(0)).toBe(600);
    expect(normalizeKeepaliveSeconds(-5)).toBe(600);
    expect(normalizeKeepaliveSeconds(undefined)).toBe(600);
    expect(normalizeConfig({ keepaliveSeconds: 0 }).keepaliveSeconds).toBe(600);
  });

  it('fills a partial config with defaults', () => {
    const config = normalizeConfig({ productName: 'Acme', demo: true });
    expect(config).toMatchObject({ productName: 'Acme', demo: true, idleSeconds: 900, countdownSeconds: 30 });
    expect(config.support.address).toEqual([]);
  });
});
