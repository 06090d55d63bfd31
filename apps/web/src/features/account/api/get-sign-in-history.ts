import { queryOptions } from '@tanstack/react-query';
import type { SignInEvent } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { accountKeys } from './keys';

export const getSignInHistory = () => apiFetch<SignInEvent[]>('/api/myaccount/signins');

export const signInHistoryQuery = queryOptions({ queryKey: accountKeys.signIns(), queryFn: getSignInHistory });
