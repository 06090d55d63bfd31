import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_CODE, forgotPasswordSchema, forgotUsernameSchema } from '@taxlens/contracts';
import { z } from 'zod';

// The login page's form rules, loaded by their forms on first use (shared/forms/lazy-resolver).

export const credentialsResolver = zodResolver(
  z.object({
    username: z.string().trim().min(1, 'Username is required'),
    password: z.string().min(1, 'Password is required'),
  }),
);

export const codeResolver = zodResolver(
  z.object({
    token: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${EMAIL_CODE.digits}}$`), `Enter the ${EMAIL_CODE.digits} digits of the code.`),
  }),
);

export const ssoResolver = zodResolver(
  z.object({
    identifier: z.string().trim().min(2, 'Enter your company identifier or work e-mail address'),
  }),
);

// The server's bodies of the two forgot requests (POST /forgot-username, /forgot-password).
export const forgotUsernameResolver = zodResolver(forgotUsernameSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
