import { describe, expect, it } from 'vitest';
import { einSchema, optionalPhoneSchema, phoneSchema, ssnSchema, zipSchema } from './client-fields.js';
import { isValidEin, isValidItin, isValidSsn } from './tax-ids.js';

describe('tax id rules', () => {
  it('accepts only EIN prefixes the IRS assigns', () => {
    expect(
      ['01', '06', '10', '27', '30', '48', '50', '68', '71', '77', '80', '88', '90', '95', '98', '99'].every((p) =>
        isValidEin(`${p}1234567`),
      ),
    ).toBe(true);
    expect(
      ['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97'].some((p) =>
        isValidEin(`${p}1234567`),
      ),
    ).toBe(false);
  });

  it('refuses SSN area 000, 666 and 900-999, group 00 and serial 0000', () => {
    expect(isValidSsn('001010001')).toBe(true);
    expect(isValidSsn('899999999')).toBe(true);
    for (const bad of ['000123456', '666123456', '900123456', '999123456', '123004567', '123450000'])
      expect(isValidSsn(bad), bad).toBe(false);
  });

  it('accepts an ITIN (9XX, group 50-65, 70-88, 90-92, 94-99) as its own rule, wherever an SSN is', () => {
    for (const good of [
      '900501234',
      '999651234',
      '912701234',
      '912881234',
      '912901234',
      '912921234',
      '912941234',
      '912991234',
    ])
      expect(isValidItin(good), good).toBe(true);
    for (const bad of ['912491234', '912661234', '912691234', '912891234', '912931234', '812701234'])
      expect(isValidItin(bad), bad).toBe(false);
    expect(isValidSsn('912701234')).toBe(false); // the SSN rule itself is not loosened
    expect(ssnSchema.safeParse('912-70-1234').success).toBe(true);
    expect(ssnSchema.safeParse('912-93-1234').success).toBe(false);
  });

  it('checks the dashed shapes and normalises phones', () => {
    expect(einSchema.safeParse('12-3456789').success).toBe(true);
    expect(einSchema.safeParse('123456789').success).toBe(false);
    expect(ssnSchema.safeParse('123-45-6789').success).toBe(true);
    expect(zipSchema.safeParse('12345-6789').success).toBe(true);
    expect(zipSchema.safeParse('1234').success).toBe(false);
    expect(phoneSchema.parse('+1 (614) 555-0100')).toBe('(614) 555-0100');
    expect(phoneSchema.safeParse('(014) 555-0100').success).toBe(false);
    expect(optionalPhoneSchema.parse('')).toBeNull();
    expect(optionalPhoneSchema.safeParse('12').success).toBe(false);
  });
});
