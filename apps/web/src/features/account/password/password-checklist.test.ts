import { describe, expect, it } from 'vitest';
import { checklistState } from './password-checklist';

describe('password checklist', () => {
  it('ticks each spec line as it is met', () => {
    const met = (a: string, b: string) =>
      checklistState(a, b)
        .filter((l) => l.met)
        .map((l) => l.label);
    expect(met('', '')).toEqual([]);
    expect(met('abcdefgh', '')).toEqual(['Must be at least 8 characters']);
    expect(met('Abcdefg1!', 'Abcdefg1!')).toEqual([
      'Must be at least 8 characters',
      'Contain at least one upper and lower case letter',
      'Contain at least one number',
      'Contain at least one special character (i.e !@#$% )',
      'Passwords must match',
    ]);
    expect(met('Abc?', 'Abc?')).toEqual(['Contain at least one upper and lower case letter', 'Passwords must match']);
  });
});
