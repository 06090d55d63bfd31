import { Stack, Title } from '@mantine/core';

/** /place-order/:clientId; the order form arrives with the ordering issue. */
export function PlaceOrderPage() {
  return (
    <Stack>
      <Title order={1}>Place Order</Title>
    </Stack>
  );
}
