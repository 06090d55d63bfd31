import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { usePlaceOrderFormData } from './api/get-place-order-form-data';
import { OrderForm } from './form/order-form';

/**
 * Both place-order routes: the lender's ondemandorder capability decides the mode, so a link to the
 * other route is sent to the right one.
 */
export function PlaceOrderView({ mode }: { mode: 'forms' | 'on-demand' }) {
  const { clientId = '' } = useParams();
  const formData = usePlaceOrderFormData(clientId);
  const data = formData.data;

  if (data && data.onDemand !== (mode === 'on-demand')) {
    return <Navigate replace to={data.onDemand ? `/place-order/on-demand/${clientId}` : `/place-order/${clientId}`} />;
  }

  return (
    <Stack maw={960}>
      <Title order={1}>Place Order</Title>
      {formData.isPending && <PageSkeleton />}
      {formData.isError && (
        <>
          <Alert color="red" role="alert">
            {formData.error.message}
          </Alert>
          <Anchor component={Link} to="/">
            Back to the dashboard
          </Anchor>
        </>
      )}
      {data && (
        <>
          <Text size="lg">
            {data.client.businessName}{' '}
            <Text span c="dimmed">
              ({data.clientType})
            </Text>
          </Text>
          <OrderForm key={clientId} data={data} mode={mode} />
        </>
      )}
    </Stack>
  );
}
