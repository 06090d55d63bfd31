import { Alert, Stack, Text, Title } from '@mantine/core';
import { formatUsd, type OpsInvoice } from '@taxlens/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { Modal } from '../../../shared/ui/modal';
import { PageSkeleton } from '../../../shared/ui/page-skeleton';
import { showToast } from '../../../shared/ui/toasts';
import { useLenderBilling } from '../api/get-lender-billing';
import { useMarkPaid } from '../api/mark-invoice-paid';
import { useSavePricing } from '../api/save-pricing';
import { LenderInvoicesTable } from './lender-invoices-table';
import { PricingEditor } from './pricing-editor';

/** /ops/lenders/{id}/billing (ROLE_ADMIN): the lender's pricing schedule and its invoices. */
export function LenderBillingPage() {
  const lenderId = useParams().lenderId ?? '';
  const billing = useLenderBilling(lenderId);
  const savePricing = useSavePricing(lenderId);
  const markPaid = useMarkPaid(lenderId);
  const [paying, setPaying] = useState<OpsInvoice | null>(null);

  if (billing.isPending) return <PageSkeleton />;
  if (billing.isError) return <Alert color="red">The billing of this lender could not be loaded.</Alert>;

  const saveError =
    savePricing.error instanceof ApiError
      ? savePricing.error.messages.map((m) => m.value).join(' ')
      : savePricing.error
        ? 'The prices could not be saved.'
        : null;
  return (
    <Stack>
      <Title order={1}>Billing: {billing.data.lender.companyName}</Title>
      <Text>
        Each order placed is billed at these prices (the product plus each add-on ordered). Month close issues last
        month&apos;s invoice from its lines.
      </Text>
      <PricingEditor
        key={JSON.stringify(billing.data.pricing)}
        pricing={billing.data.pricing}
        saving={savePricing.isPending}
        error={saveError}
        onSave={(pricing) =>
          savePricing.mutate(pricing, { onSuccess: () => showToast({ message: 'Prices saved', type: 'success' }) })
        }
      />
      <LenderInvoicesTable
        lenderId={lenderId}
        invoices={billing.data.invoices}
        busy={markPaid.isPending}
        onMarkPaid={setPaying}
      />
      <Modal
        id="mark-invoice-paid"
        opened={paying !== null}
        title="Mark paid"
        confirmLabel="Mark paid"
        cancelLabel="Cancel"
        onCancel={() => setPaying(null)}
        onConfirm={() => {
          if (paying)
            markPaid.mutate(paying.id, {
              onSuccess: () =>
                showToast({ message: `The ${paying.periodMonth} invoice is marked paid`, type: 'success' }),
            });
          setPaying(null);
        }}
      >
        <Text>{paying && `Mark the ${paying.periodMonth} invoice of ${formatUsd(paying.amount)} as paid?`}</Text>
      </Modal>
    </Stack>
  );
}
