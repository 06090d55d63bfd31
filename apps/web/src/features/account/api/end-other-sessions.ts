import { apiFetch } from '../../../shared/api/api-client';

export const endOtherSessions = () => apiFetch<object>('/api/myaccount/sessions/end-others', { method: 'POST' });
