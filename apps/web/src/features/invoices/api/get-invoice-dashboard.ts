import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceDashboard } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { invoiceKeys } from './keys';

export const getInvoiceDashboard = () => apiFetch<InvoiceDashboard>('/api/invoice/dashboard');

export const invoiceDashboardQuery = () =>
  queryOptions({ queryKey: invoiceKeys.dashboard(), queryFn: getInvoiceDashboard });

export const useInvoiceDashboard = () => useQuery(invoiceDashboardQuery());
