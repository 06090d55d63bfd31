import { z } from 'zod';
import { findTextProblem, normalizeText, type TextOptions } from './text-rule.js';

export type TextFieldOptions = TextOptions & { max: number; min?: number };

/**
 * A free-text field under the one text rule (docs/decisions/141): normalised (NFC, line ends),
 * trimmed, then refused with a sentence naming the field when it holds what no person types.
 * Not for passwords, secrets, tokens or certificates: those are compared byte for byte.
 */
export function text(label: string, options: TextFieldOptions) {
  const { max, min = 0, multiline = false } = options;
  const base = z
    .string()
    .overwrite((v) => normalizeText(v, { multiline }))
    .trim()
    .superRefine((value, ctx) => {
      const problem = findTextProblem(value, { multiline });
      if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}` });
    })
    .max(max, `${label} is at most ${max} characters`);
  // The title is the label the server's validation sentences name the field by (docs/decisions/157).
  return (
    min > 0 ? base.min(min, min === 1 ? `${label} is required` : `${label} is at least ${min} characters`) : base
  ).meta({ title: label });
}

/** An optional free-text field: missing, null or blank becomes null. */
export function optionalText(label: string, options: TextFieldOptions) {
  return text(label, options)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
}
