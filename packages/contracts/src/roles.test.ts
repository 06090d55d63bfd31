import { describe, expect, it } from 'vitest';
import { isCapabilityActive, isCapabilityEditable, isCapabilityVisible } from './capabilities.js';
import { expandRoles, highestRole, passesRoleGuard } from './roles.js';

describe('role inheritance (spec 1 §6)', () => {
  it('expands each role to what it includes', () => {
    expect(expandRoles(['ROLE_ADMIN'])).toEqual([
      'ROLE_ADMIN',
      'ROLE_LENDERADMIN',
      'ROLE_SALES',
      'ROLE_QC',
      'ROLE_CALLER',
    ]);
    expect(expandRoles(['ROLE_LENDERADMIN'])).toEqual(['ROLE_LENDERADMIN', 'ROLE_SALES', 'ROLE_QC', 'ROLE_CALLER']);
    expect(expandRoles(['ROLE_SALES'])).toEqual(['ROLE_SALES', 'ROLE_QC', 'ROLE_CALLER']);
    expect(expandRoles(['ROLE_QC'])).toEqual(['ROLE_QC', 'ROLE_CALLER']);
    expect(expandRoles(['ROLE_LENDER'])).toEqual(['ROLE_LENDER']);
    expect(expandRoles(['ROLE_VIEWER'])).toEqual(['ROLE_VIEWER']);
  });

  it('takes the highest role held as the effective one', () => {
    expect(highestRole(['ROLE_VIEWER', 'ROLE_SALES'])).toBe('ROLE_SALES');
    expect(highestRole([])).toBeUndefined();
  });

  it('lets admin pass every guard and others only with a listed role', () => {
    const invoices = ['ROLE_LENDERADMIN', 'ROLE_SALES', 'ROLE_ADMIN'] as const;
    expect(passesRoleGuard(['ROLE_ADMIN'], ['ROLE_VIEWER'])).toBe(true);
    expect(passesRoleGuard(['ROLE_LENDERADMIN'], invoices)).toBe(true);
    expect(passesRoleGuard(['ROLE_SALES'], invoices)).toBe(true);
    expect(passesRoleGuard(['ROLE_LENDER'], invoices)).toBe(false);
    expect(passesRoleGuard(['ROLE_VIEWER'], invoices)).toBe(false);
    expect(passesRoleGuard(['ROLE_QC'], ['ROLE_SALES'])).toBe(false);
    expect(passesRoleGuard(['ROLE_VIEWER'], undefined)).toBe(true);
  });
});

describe('capability states (spec 1 §4)', () => {
  const caps = { a: 'ACTIVE', rw: 'READ_WRITE', h: 'HIDDEN', ro: 'READ_ONLY' };
  it('hides HIDDEN and missing capabilities', () => {
    expect(isCapabilityVisible(caps, 'a')).toBe(true);
    expect(isCapabilityVisible(caps, 'ro')).toBe(true);
    expect(isCapabilityVisible(caps, 'h')).toBe(false);
    expect(isCapabilityVisible(caps, 'missing')).toBe(false);
  });
  it('counts ACTIVE or READ_WRITE as editable, and only ACTIVE as active', () => {
    expect(isCapabilityEditable(caps, 'a')).toBe(true);
    expect(isCapabilityEditable(caps, 'rw')).toBe(true);
    expect(isCapabilityEditable(caps, 'ro')).toBe(false);
    expect(isCapabilityActive(caps, 'rw')).toBe(false);
    expect(isCapabilityActive(caps, 'a')).toBe(true);
  });
});
