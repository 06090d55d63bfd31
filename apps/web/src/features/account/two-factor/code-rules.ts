/** Spec 1 §5: the authenticator code is six single-digit boxes; only digits, Backspace and Tab are accepted. */
export const CODE_LENGTH = 6;
export const emptyCode = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');

/** Keys a box lets through; everything else is blocked (modifier shortcuts such as paste stay allowed). */
export function isAllowedCodeKey(key: string, withModifier: boolean): boolean {
  return withModifier || /^\d$/.test(key) || key === 'Backspace' || key === 'Tab';
}

/** Pasting six digits (spaces or dashes ignored) fills all boxes; anything else is ignored. */
export function digitsFromPaste(text: string): string[] | null {
  const digits = text.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(digits) ? digits.split('') : null;
}

export const isCodeComplete = (boxes: string[]) => boxes.length === CODE_LENGTH && boxes.every((d) => /^\d$/.test(d));
