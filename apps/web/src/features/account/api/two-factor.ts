import type { AuthenticatorRegistration, MailboxProofSent, TwoFactorState } from '@taxlens/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

const base = '/api/myaccount';
const id = (userId: string) => encodeURIComponent(userId);

/** Spec 1 §7 "Two-factor" calls; `userId` is the signed-in user's own id. */
export const authenticatorRegistrationOptions = (userId: string) =>
  queryOptions({
    queryKey: ['authenticator-registration', userId],
    queryFn: () => apiFetch<AuthenticatorRegistration>(`${base}/authenticator/registration/${id(userId)}`),
    staleTime: Infinity,
    gcTime: 0,
  });

export const authenticatorQrUrl = (userId: string, date: number) =>
  `${base}/authenticator/qrcode/${id(userId)}?date=${date}`;

export const verifyAuthenticator = (userId: string, code: string) =>
  apiFetch<TwoFactorState>(`${base}/authenticator/verify/${id(userId)}`, { method: 'POST', json: { code } });

export const sendSmsCode = (userId: string, f2aPhone: string) =>
  apiFetch<{ sentTo: string }>(`${base}/smstotp/registration/${id(userId)}`, { method: 'POST', json: { f2aPhone } });

export const verifySmsCode = (userId: string, token: string) =>
  apiFetch<TwoFactorState>(`${base}/smstotp/verify/${id(userId)}`, { method: 'POST', json: { token } });

export const chooseEmailCode = (userId: string) =>
  apiFetch<TwoFactorState>(`${base}/emailtotp/registration/${id(userId)}`, { method: 'POST' });

export const startWebauthnRegistration = (userId: string) =>
  apiFetch<unknown>(`${base}/webauthn/registration/start/${id(userId)}`);
export const finishWebauthnRegistration = (userId: string, response: unknown) =>
  apiFetch<TwoFactorState>(`${base}/webauthn/registration/finish/${id(userId)}`, { method: 'POST', json: response });
export const startWebauthnAssertion = (userId: string) =>
  apiFetch<unknown>(`${base}/webauthn/assertion/start/${id(userId)}`);
export const finishWebauthnAssertion = (userId: string, response: unknown) =>
  apiFetch<TwoFactorState>(`${base}/webauthn/assertion/finish/${id(userId)}`, { method: 'POST', json: response });

/** Decision 126: before a first method, the setup code mailed to the address on file. */
export const sendMailboxCode = () => apiFetch<MailboxProofSent>(`${base}/mailbox-proof`, { method: 'POST' });

export const verifyMailboxCode = (code: string) =>
  apiFetch<Record<string, never>>(`${base}/mailbox-proof/verify`, { method: 'POST', json: { code } });
