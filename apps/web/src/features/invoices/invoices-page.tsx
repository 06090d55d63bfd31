import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useConfig } from '../../shared/config/get-config';
import { useSelectedLender } from '../../shared/session/use-session-user';
import { ModalOnDemand } from '../../shared/ui/modal-on-demand';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { showToast } from '../../shared/ui/toasts';
import { exportInvoice } from './api/export-invoice';
import { useInvoiceDashboard } from './api/get-invoice-dashboard';
import { CurrentInvoiceCard } from './components/current-invoice-card';
import { PastInvoicesTable } from './components/past-invoices-table';

/** /invoices (lender admin, sales, admin): this month so far, past invoices, CSV export and PDF view. */
export function InvoicesPage() {
  const dashboard = useInvoiceDashboard();
  const lender = useSelectedLender();
  const { productName } = useConfig();
  const [exporting, setExporting] = useState(false);

  const runExport = async (invoiceDate: string) => {
    setExporting(true);
    try {
      await exportInvoice(invoiceDate, productName);
    } catch {
      showToast({ message: 'The invoice could not be exported. Please try again.', type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack>
      <Title order={1}>Invoices</Title>
      {dashboard.isPending ? (
        <PageSkeleton />
      ) : dashboard.isError ? (
        <Alert color="red" title="Invoices">
          <Text>No invoice information is available.</Text>
          <Anchor component={Link} to="/">
            Back to the dashboard
          </Anchor>
        </Alert>
      ) : (
        <>
          <CurrentInvoiceCard
            invoice={dashboard.data.currentInvoice}
            exporting={exporting}
            onExport={() => void runExport(dashboard.data.currentInvoice.invoiceDate)}
          />
          <PastInvoicesTable
            invoices={dashboard.data.pastInvoices}
            lenderId={lender?.id ?? null}
            exporting={exporting}
            onExport={(date) => void runExport(date)}
          />
        </>
      )}
      {/* Spec 2 §2: shown during an export and cannot be dismissed; its code comes with the first export (decision 308). */}
      <ModalOnDemand id="invoice-exporting" opened={exporting} title="Exporting" progress>
        <Text>Preparing your invoice export...</Text>
      </ModalOnDemand>
    </Stack>
  );
}
