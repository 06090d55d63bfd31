import { useMutation } from '@tanstack/react-query';
import type { RevealedTaxId } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const revealTaxId = (id: string): Promise<RevealedTaxId> =>
  apiFetch<RevealedTaxId>(`/api/clients/${encodeURIComponent(id)}/pii`, { method: 'POST' });

export const useRevealTaxId = (id: string) => useMutation({ mutationFn: () => revealTaxId(id) });
