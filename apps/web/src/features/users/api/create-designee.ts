import type { Designee, DesigneeInput } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const createDesignee = (input: DesigneeInput) =>
  apiFetch<Designee>('/api/designees', { method: 'POST', json: input, handledStatuses: [400, 409] });
