import { useMutation } from '@tanstack/react-query';
import type { SelectedLender } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const selectLender = (lenderId: string): Promise<SelectedLender> =>
  apiFetch<SelectedLender>(`/api/lenders/selected/${encodeURIComponent(lenderId)}`, { method: 'PUT' });

export const useSelectLender = () => useMutation({ mutationFn: selectLender });
