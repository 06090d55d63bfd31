import { describe, expect, it } from 'vitest';
import { digitsFromPaste, emptyCode, isAllowedCodeKey, isCodeComplete } from './code-rules';

describe('authenticator code boxes', () => {
  it('accept digits, Backspace and Tab only', () => {
    for (const key of ['0', '7', 'Backspace', 'Tab']) expect(isAllowedCodeKey(key, false)).toBe(true);
    for (const key of ['a', ' ', '-', 'Enter', 'ArrowLeft', 'e']) expect(isAllowedCodeKey(key, false)).toBe(false);
    expect(isAllowedCodeKey('v', true)).toBe(true);
  });
  it('fill all six from a pasted code', () => {
    expect(digitsFromPaste('123 456')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(digitsFromPaste('12345')).toBeNull();
    expect(digitsFromPaste('12a456')).toBeNull();
  });
  it('are complete only with six digits', () => {
    expect(isCodeComplete(emptyCode())).toBe(false);
    expect(isCodeComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
    expect(isCodeComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
  });
});
