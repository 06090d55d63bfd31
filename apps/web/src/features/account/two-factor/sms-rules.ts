import { E164_MESSAGE, E164_PATTERN, normalizePhone, smsRegistrationSchema, smsVerifySchema } from '@taxlens/contracts';
import { z } from 'zod';

/**
 * Spec 1 §5: the phone is required and, before anything is sent, in international format (the server
 * checks E.164 by its rule, not by its schema, so the form adds it to the server's body schema).
 */
export const smsPhoneSchema = smsRegistrationSchema.extend({
  f2aPhone: z
    .string()
    .trim()
    .min(1, { error: 'Phone number is required', abort: true })
    .refine((phone) => E164_PATTERN.test(normalizePhone(phone)), { error: E164_MESSAGE, abort: true })
    .pipe(smsRegistrationSchema.shape.f2aPhone),
});

/** Spec 1 §5: the SMS code is required once shown; then the server's rule for the token. */
export const smsCodeSchema = smsVerifySchema.extend({
  token: z.string().trim().min(1, { error: 'SMS Code is required', abort: true }).pipe(smsVerifySchema.shape.token),
});
