import { Stack, Title } from '@mantine/core';

/** /place-order/on-demand/:clientId; the on-demand form arrives with the ordering issue. */
export function OnDemandOrderPage() {
  return (
    <Stack>
      <Title order={1}>Place Order</Title>
    </Stack>
  );
}
