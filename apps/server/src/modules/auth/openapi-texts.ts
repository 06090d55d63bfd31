import { F2A_TOKEN_HEADER, F2A_TYPE_HEADER, LOGIN_ACCEPT_TYPE } from '@taxlens/contracts';

// The long OpenAPI descriptions of the sign-in routes (routes.ts), kept here so the routes read as routes.

export const LOGIN_DESCRIPTION = `Basic authorization (username:password) and Accept: ${LOGIN_ACCEPT_TYPE}. For two-factor users the first pass answers 401 MISSING_F2A_TOKEN (and e-mails a code for EMAIL_TOTP); the second pass adds ?second_pass=true, ${F2A_TYPE_HEADER} and ${F2A_TOKEN_HEADER}. Sets the session cookie; the response carries the CSRF token every later call must send in X-CSRF-TOKEN. Also sets the device cookie (taxlens_device) that marks this browser as one the user signed in with. An unknown user, a wrong password, an address refused after 10 failures for that username (15 minutes) and an account that needs a known browser all answer the same 401 BAD_CREDENTIALS; a blocked second factor answers 401 F2A_BLOCKED after a right password.`;
