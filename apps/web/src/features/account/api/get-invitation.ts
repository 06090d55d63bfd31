import { useQuery } from '@tanstack/react-query';
import type { Invitation } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { accountKeys } from './keys';

/** Spec 1 §7, made without a session: a used or expired invitation is shown on the page. */
export const getInvitation = (token: string) =>
  apiFetch<Invitation>(`/api/myaccount/get/${encodeURIComponent(token)}`, { csrf: false, intercept: false });

export const useInvitation = (token: string) =>
  useQuery({
    queryKey: accountKeys.invitation(token),
    queryFn: () => getInvitation(token),
    enabled: Boolean(token),
    retry: false,
  });
