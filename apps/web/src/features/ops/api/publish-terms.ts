import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TermsInput } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import type { TermsVersion } from './content-types';
import { opsKeys } from './keys';

export const publishTerms = (input: TermsInput) =>
  apiFetch<TermsVersion>('/api/ops/terms', { method: 'POST', json: input });

export function usePublishTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishTerms,
    onSuccess: () => client.invalidateQueries({ queryKey: opsKeys.terms() }),
  });
}
