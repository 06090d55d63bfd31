import { useQuery } from '@tanstack/react-query';
import type { ContactCase } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export const getContactCases = () => apiFetch<ContactCase[]>('/api/ops/contact-cases');

export const useContactCases = () => useQuery({ queryKey: opsKeys.contactCases(), queryFn: getContactCases });
