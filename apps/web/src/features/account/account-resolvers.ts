import { zodResolver } from '@hookform/resolvers/zod';
import { mailboxProofVerifySchema, passwordPayloadSchema } from '@taxlens/contracts';
import { bodyResolver } from '../../shared/forms/body-resolver';
import { checklistState } from './password/password-checklist';
import type { NewPasswordValue } from './password/new-password-fields';
import { smsCodeSchema, smsPhoneSchema } from './two-factor/sms-rules';

// The account pages' form rules, loaded by their forms on first use (shared/forms/lazy-resolver): zod and the
// contracts' schemas stay out of the account pages' first download (decision 342), as the login page's do.

export const smsPhoneResolver = zodResolver(smsPhoneSchema);
export const smsCodeResolver = zodResolver(smsCodeSchema);
export const mailboxProofResolver = zodResolver(mailboxProofVerifySchema);

// The server's body, and every line of the live checklist met (the server checks the same rules).
const newPasswordSchema = passwordPayloadSchema.superRefine((body, ctx) => {
  for (const line of checklistState(body.newPassword, body.confirmPassword))
    if (!line.met) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: line.label });
});
export const newPasswordResolver = bodyResolver(
  newPasswordSchema,
  (v: NewPasswordValue) => ({ newPassword: v.password, confirmPassword: v.confirmPassword }),
  ([field]) => (field === 'newPassword' ? 'password' : 'confirmPassword'),
);
