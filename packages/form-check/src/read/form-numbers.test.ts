import { describe, expect, it } from 'vitest';
import { namesKnownForms } from './form-numbers.js';

describe('line 3 form numbers a fax pass may stop at (decision 321)', () => {
  it('knows the returns a line 3 names, written as people write them', () => {
    for (const text of [
      '1040',
      '1120-S',
      '1120S',
      '1065',
      '990-EZ',
      '941',
      'W-2, 1099',
      '941; 940',
      '1099-NEC',
      '1040 SR',
    ])
      expect(namesKnownForms(text), text).toBe(true);
  });

  it('reads again what has a form number’s shape but names no form: a fax’s broken "4", a stray digit', () => {
    for (const text of ['1010', '1126', '941, 1010', '9411', '', ',']) expect(namesKnownForms(text), text).toBe(false);
  });
});
