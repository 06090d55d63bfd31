import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LenderFormData, OpenFormData } from '@taxlens/contracts';
import { apiFetch } from './api-client';
import { sharedKeys } from './keys';

/** Spec 1 §7 GET /formdata/open: no headers, usable before sign-in (password rules, contact reasons, time zones). */
export const openFormDataQuery = queryOptions({
  queryKey: sharedKeys.openFormData(),
  queryFn: () => apiFetch<OpenFormData>('/api/formdata/open', { csrf: false, intercept: false }),
  staleTime: Infinity,
});
export const useOpenFormData = () => useQuery(openFormDataQuery);
export const useTimeZoneList = () => useQuery({ ...openFormDataQuery, select: (d) => d.timeZones });

/** Spec 1 §7 GET /lenders/formdata: the selected lender's form data in one call. */
export const lenderFormDataQuery = queryOptions({
  queryKey: sharedKeys.lenderFormData(),
  queryFn: () => apiFetch<LenderFormData>('/api/lenders/formdata'),
  staleTime: 60_000,
});
export const useLenderFormData = () => useQuery(lenderFormDataQuery);
