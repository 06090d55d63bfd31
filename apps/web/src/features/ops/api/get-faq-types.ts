import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import type { FaqType } from './content-types';
import { opsKeys } from './keys';

export const getFaqTypes = () => apiFetch<FaqType[]>('/api/ops/content/faq-types');

export const useFaqTypes = () => useQuery({ queryKey: opsKeys.faqTypes(), queryFn: getFaqTypes });
