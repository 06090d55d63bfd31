import { queryOptions } from '@tanstack/react-query';
import type { ActiveSession } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { accountKeys } from './keys';

export const getSessions = () => apiFetch<ActiveSession[]>('/api/myaccount/sessions');

export const sessionsQuery = queryOptions({ queryKey: accountKeys.sessions(), queryFn: getSessions });
