import { z } from 'zod';
import { text } from './text-fields.js';

export * from './password-rules.js';

/** Spec 1 §3 password payload; the forced change adds the saved username, the reset link its token. */
export const passwordPayloadSchema = z.object({
  newPassword: z.string().min(1).max(200),
  confirmPassword: z.string().max(200),
});
export const requiredPasswordSchema = passwordPayloadSchema.extend({
  username: text('Username', { max: 200, min: 1 }),
});
export const tokenPasswordSchema = passwordPayloadSchema.extend({ token: z.string().min(1).max(200) });
export const forgotUsernameSchema = z.object({ email: text('Email', { max: 200, min: 1 }) });
export const forgotPasswordSchema = z.object({ username: text('Username', { max: 200, min: 1 }) });
/** Answers that say the same whether or not an account matched. */
export const neutralAnswerSchema = z.object({ message: z.string() });

/** The invited user, as the activation page shows it. */
export const invitationSchema = z.object({
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const passwordChangedSchema = z.object({ username: z.string() });

export const RESET_LINK_MINUTES = 60;
export const INVITATION_DAYS = 7;
