import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { alertKeys } from './keys';

type Option = { key: string; value: string };

export const getAlertTypes = () => apiFetch<{ alertType: Option[] }>('/api/formdata?types=portal.alertTypes');

export const alertTypesQueryOptions = () =>
  queryOptions({ queryKey: alertKeys.types(), queryFn: getAlertTypes, staleTime: 0 });

export const useAlertTypes = () => useQuery(alertTypesQueryOptions());
