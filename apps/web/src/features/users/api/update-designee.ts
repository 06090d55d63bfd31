import type { Designee, DesigneeInput } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const updateDesignee = (id: string, input: DesigneeInput) =>
  apiFetch<Designee>(`/api/designees/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: input,
    handledStatuses: [400, 409],
  });
