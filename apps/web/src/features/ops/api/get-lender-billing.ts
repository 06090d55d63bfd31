import { useQuery } from '@tanstack/react-query';
import type { OpsBilling } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';
import { opsLenderPath } from './ops-lender-path';

export const getLenderBilling = (lenderId: string) => apiFetch<OpsBilling>(`${opsLenderPath(lenderId)}/billing`);

export const useLenderBilling = (lenderId: string) =>
  useQuery({ queryKey: opsKeys.billing(lenderId), queryFn: () => getLenderBilling(lenderId) });
