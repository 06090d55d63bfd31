import { describe, expect, it } from 'vitest';
import { decideGotoAction, safeGotoTarget, usableGoto } from './goto-target';

describe('safeGotoTarget', () => {
  it('keeps same-origin paths and sends anything else to /', () => {
    expect(safeGotoTarget('/portfolio/orders?type=completed')).toBe('/portfolio/orders?type=completed');
    expect(safeGotoTarget('https://evil.example/')).toBe('/');
    expect(safeGotoTarget('//evil.example/x')).toBe('/');
    expect(safeGotoTarget('/\\evil.example')).toBe('/');
    expect(safeGotoTarget('/..//evil.example')).toBe('/');
    expect(safeGotoTarget('javascript:alert(1)')).toBe('/');
    expect(safeGotoTarget('')).toBeNull();
    expect(safeGotoTarget(null)).toBeNull();
  });

  it('never returns into sign-in or sign-out', () => {
    expect(usableGoto('/auth/login')).toBeNull();
    expect(usableGoto('/auth/logout')).toBeNull();
    expect(usableGoto('/auth/eula')).toBe('/auth/eula');
    expect(usableGoto('/invoices')).toBe('/invoices');
  });
});

describe('decideGotoAction', () => {
  it('navigates to the goto target when signed in', () => {
    expect(decideGotoAction('?goto=%2Finvoices', true, '/')).toEqual({ kind: 'navigate', to: '/invoices' });
  });

  it('saves the target when signed out', () => {
    expect(decideGotoAction('?goto=%2Finvoices', false, '/auth/login')).toEqual({ kind: 'save', to: '/invoices' });
  });

  it('ignores missing, unsafe or current targets', () => {
    expect(decideGotoAction('', true, '/')).toEqual({ kind: 'none' });
    expect(decideGotoAction('?goto=https%3A%2F%2Fevil.example', true, '/')).toEqual({ kind: 'none' });
    expect(decideGotoAction('?goto=%2F', true, '/')).toEqual({ kind: 'none' });
    expect(decideGotoAction('?goto=%2F..%2F%2Fevil.example', true, '/invoices')).toEqual({ kind: 'navigate', to: '/' });
  });
});
