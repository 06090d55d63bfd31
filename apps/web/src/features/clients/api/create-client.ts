import { useMutation } from '@tanstack/react-query';
import type { ClientInput } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** 409 (duplicate tax id) and 400 are shown on the form, not by the global interceptor. */
export const createClient = (input: ClientInput): Promise<{ id: string }> =>
  apiFetch<{ id: string }>('/api/neoclients/create', { method: 'POST', json: input, handledStatuses: [400, 409] });

export const useCreateClient = () => useMutation({ mutationFn: createClient });
