import { apiFetch } from '../../../shared/api/api-client';

export const requestLogout = (): Promise<unknown> => apiFetch('/api/logout');
