import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsLenderSettings, UpdateLenderSettingsInput } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export const saveLenderSettings = (lenderId: string, input: UpdateLenderSettingsInput) =>
  apiFetch<OpsLenderSettings>(`/api/ops/lenders/${lenderId}`, { method: 'PUT', json: input });

export function useSaveLenderSettings(lenderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateLenderSettingsInput) => saveLenderSettings(lenderId, input),
    onSuccess: (settings) => {
      client.setQueryData(opsKeys.lender(lenderId), settings);
      void client.invalidateQueries({ queryKey: opsKeys.lenders() });
    },
  });
}
