import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveSession, SettingsPayload, SignInEvent, UserSettings } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

const handledStatuses = [400, 409] as const;

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => apiFetch<UserSettings>('/api/myaccount/settings'),
});
export const useSettings = () => useQuery(settingsQuery);

export const saveSettings = (payload: SettingsPayload) =>
  apiFetch<UserSettings>('/api/myaccount/update', { method: 'POST', json: payload, handledStatuses });

export const sessionsQuery = queryOptions({
  queryKey: ['sessions'],
  queryFn: () => apiFetch<ActiveSession[]>('/api/myaccount/sessions'),
});
export const endSession = (id: string) =>
  apiFetch<object>(`/api/myaccount/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', handledStatuses: [404] });
export const endOtherSessions = () => apiFetch<object>('/api/myaccount/sessions/end-others', { method: 'POST' });

export const signInHistoryQuery = queryOptions({
  queryKey: ['sessions', 'sign-ins'],
  queryFn: () => apiFetch<SignInEvent[]>('/api/myaccount/signins'),
});
