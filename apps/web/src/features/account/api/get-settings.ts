import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSettings } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { accountKeys } from './keys';

export const getSettings = () => apiFetch<UserSettings>('/api/myaccount/settings');

export const settingsQuery = queryOptions({ queryKey: accountKeys.settings(), queryFn: getSettings });
export const useSettings = () => useQuery(settingsQuery);
