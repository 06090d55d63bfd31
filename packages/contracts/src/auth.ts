import { z } from 'zod';
import { userSchema } from './account.js';
import { selectedLenderSchema } from './lenders.js';

export const loginQuerySchema = z.object({
  second_pass: z.enum(['true', 'false']).optional(),
});

export const loginResponseSchema = z.object({
  user: userSchema,
  csrf: z.object({ token: z.string() }),
  lender: selectedLenderSchema.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
