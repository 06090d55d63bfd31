import { describe, expect, it } from 'vitest';
import {
  type AddOnFrequencyCode,
  checkAddOns,
  decideAddOns,
  initialAddOnValues,
  isAddOnDisabled,
  toggleAddOn,
} from './orders.js';

const client = (trt: AddOnFrequencyCode, roa: AddOnFrequencyCode, wi: AddOnFrequencyCode, clientType = 'llc') => ({
  clientType,
  addOns: { trtFrequency: trt, roaFrequency: roa, wiFrequency: wi },
});

describe('add-on rules (spec 2 §4)', () => {
  it('hides NEVER, checks ALWAYS and SELECTED, locks ALWAYS', () => {
    const s = decideAddOns([client('ALWAYS', 'NEVER', 'NEVER')]);
    expect(s.taxReturnTranscripts).toEqual({ visible: true, locked: true, initial: true });
    expect(s.recordOfAccount.visible).toBe(false);
    expect(decideAddOns([client('NEVER', 'SELECTED', 'NEVER')]).recordOfAccount).toEqual({
      visible: true,
      locked: false,
      initial: true,
    });
  });

  it('starts the exclusive pair with one checked: a locked one, else tax return transcripts', () => {
    expect(initialAddOnValues(decideAddOns([client('SELECTED', 'SELECTED', 'NEVER')]))).toMatchObject({
      taxReturnTranscripts: true,
      recordOfAccount: false,
    });
    expect(initialAddOnValues(decideAddOns([client('SELECTED', 'ALWAYS', 'NEVER')]))).toMatchObject({
      taxReturnTranscripts: false,
      recordOfAccount: true,
    });
  });

  it('checking one unchecks and disables the other', () => {
    const states = decideAddOns([client('SELECTED', 'SELECTED', 'NEVER')]);
    const values = toggleAddOn(
      { taxReturnTranscripts: true, recordOfAccount: false, wageIncome: false },
      'recordOfAccount',
      true,
    );
    expect(values).toMatchObject({ taxReturnTranscripts: false, recordOfAccount: true });
    expect(isAddOnDisabled('taxReturnTranscripts', states, values)).toBe(true);
    expect(isAddOnDisabled('recordOfAccount', states, values)).toBe(false);
    expect(checkAddOns(states, { ...values, taxReturnTranscripts: true })).toHaveLength(1);
  });

  it('offers wage and income only to Individual and Sole Proprietorship clients', () => {
    expect(decideAddOns([client('NEVER', 'NEVER', 'SELECTED', 'corp')]).wageIncome.visible).toBe(false);
    expect(decideAddOns([client('NEVER', 'NEVER', 'SELECTED', 'individual')]).wageIncome.visible).toBe(true);
    expect(decideAddOns([client('NEVER', 'NEVER', 'SELECTED', 'sole_prop')]).wageIncome.visible).toBe(true);
  });

  it('for a bundle: visible if any client allows it, locked if any has ALWAYS', () => {
    const s = decideAddOns([
      client('NEVER', 'NEVER', 'ALWAYS', 'corp'),
      client('NEVER', 'NEVER', 'SELECTED', 'individual'),
      client('NEVER', 'NEVER', 'ALWAYS', 'sole_prop'),
    ]);
    expect(s.wageIncome).toEqual({ visible: true, locked: true, initial: true });
    const t = decideAddOns([
      client('NEVER', 'NEVER', 'NEVER', 'individual'),
      client('NEVER', 'NEVER', 'SELECTED', 'sole_prop'),
    ]);
    expect(t.wageIncome).toEqual({ visible: true, locked: false, initial: true });
  });
});
