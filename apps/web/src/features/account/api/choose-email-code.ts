import type { TwoFactorState } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const chooseEmailCode = (userId: string) =>
  apiFetch<TwoFactorState>(`/api/myaccount/emailtotp/registration/${encodeURIComponent(userId)}`, { method: 'POST' });
