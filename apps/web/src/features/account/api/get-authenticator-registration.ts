import { queryOptions } from '@tanstack/react-query';
import type { AuthenticatorRegistration } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { accountKeys } from './keys';

/** Spec 1 §7 "Two-factor" calls; `userId` is the signed-in user's own id. */
export const getAuthenticatorRegistration = (userId: string) =>
  apiFetch<AuthenticatorRegistration>(`/api/myaccount/authenticator/registration/${encodeURIComponent(userId)}`);

export const authenticatorRegistrationOptions = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.authenticatorRegistration(userId),
    queryFn: () => getAuthenticatorRegistration(userId),
    staleTime: Infinity,
    gcTime: 0,
  });
