import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useConfig } from '../../shared/config/get-config';
import { useSelectedLender } from '../../shared/session/use-session-user';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { preloaded } from '../../shared/ui/preloaded';
import { showToast } from '../../shared/ui/toasts';
import { exportInvoice } from './api/export-invoice';
import { useInvoiceDashboard } from './api/get-invoice-dashboard';
import { CurrentInvoiceCard } from './components/current-invoice-card';
import { PastInvoicesTable } from './components/past-invoices-table';

// The export's progress dialog (Mantine's modal, focus trap and scroll area) is its own chunk, asked
// for with the first export (decision 308): the page shows the invoices without it.
const Modal = preloaded(() => import('../../shared/ui/modal').then((m) => m.Modal));

/** /invoices (lender admin, sales, admin): this month so far, past invoices, CSV export and PDF view. */
export function InvoicesPage() {
  const dashboard = useInvoiceDashboard();
  const lender = useSelectedLender();
  const { productName } = useConfig();
  const [exporting, setExporting] = useState(false);
  // Mounted from the first export on, so it closes with its transition like any other.
  const [modalMounted, setModalMounted] = useState(false);

  const runExport = async (invoiceDate: string) => {
    setModalMounted(true);
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
      {/* Spec 2 §2: shown during an export and cannot be dismissed. */}
      {modalMounted && (
        <Suspense fallback={null}>
          <Modal
            id="invoice-exporting"
            opened={exporting}
            title="Exporting"
            withActions={false}
            closeOnEscape={false}
            confirmOnEnter={false}
            closeOnClickOutside={false}
          >
            <Text>Preparing your invoice export...</Text>
          </Modal>
        </Suspense>
      )}
    </Stack>
  );
}
