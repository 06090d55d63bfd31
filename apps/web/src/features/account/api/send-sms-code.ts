import { apiFetch } from '../../../shared/api/api-client';

export const sendSmsCode = (userId: string, f2aPhone: string) =>
  apiFetch<{ sentTo: string }>(`/api/myaccount/smstotp/registration/${encodeURIComponent(userId)}`, {
    method: 'POST',
    json: { f2aPhone },
  });
