import type { SettingsPayload, UserSettings } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const saveSettings = (payload: SettingsPayload) =>
  apiFetch<UserSettings>('/api/myaccount/update', { method: 'POST', json: payload, handledStatuses: [400, 409] });
