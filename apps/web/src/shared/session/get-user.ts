import type { User } from '@taxlens/contracts';
import { apiFetch } from '../api/api-client';

export const getUser = (): Promise<User> => apiFetch<User>('/api/myaccount/get');
