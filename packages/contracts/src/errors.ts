import { z } from 'zod';

/** The one error shape of every failed call (DESIGN.md). */
export const errorMessageSchema = z.object({
  key: z.string(),
  value: z.string(),
  /** The field's path, e.g. `body.firstName` (the sentence in `value` names it by its label). */
  field: z.string().optional(),
  /** The failed rule, e.g. `too_big` (validation failures). */
  code: z.string().optional(),
  /** Where the conflicting record lives (a duplicate client's page). */
  link: z.string().optional(),
  f2aType: z.string().optional(),
  challenge: z.unknown().optional(),
});
export const errorBodySchema = z.object({ messages: z.array(errorMessageSchema) });
export type ErrorMessage = z.infer<typeof errorMessageSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
