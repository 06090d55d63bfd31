import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import type { TermsVersion } from './content-types';
import { opsKeys } from './keys';

export type { TermsVersion } from './content-types';

export const getTermsVersions = () => apiFetch<TermsVersion[]>('/api/ops/terms');

export const useTermsVersions = () => useQuery({ queryKey: opsKeys.terms(), queryFn: getTermsVersions });
