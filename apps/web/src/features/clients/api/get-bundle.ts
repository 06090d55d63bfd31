import type { Bundle } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const getBundle = (id: string) => apiFetch<Bundle>(`/api/neoclients/bundles/${encodeURIComponent(id)}`);
