import { Alert, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { importOrderSchema, type ImportSummary, ORDERING_ROLES, passesRoleGuard } from '@taxlens/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../../shared/api/api-client';
import { useSessionUser } from '../../../shared/session/use-session-user';
import { useOrderableProducts } from '../api/get-orderable-products';
import { orderImportedClients } from '../api/order-imported-clients';

// The server's schema of the call: the chosen product.
const resolver = zodResolver(importOrderSchema);

type Props = { summary: ImportSummary; ordering: boolean; onStarted: () => void };

/**
 * Step 5 (decision 178): order a report for every imported client in one action, each with its 8821 on
 * file; clients without a usable one are counted, not ordered. Shown to users who may place orders.
 */
export function ThenOrder({ summary, ordering, onStarted }: Props) {
  const user = useSessionUser();
  const result = summary.result;
  const first = result?.clients[0]?.clientId ?? '';
  const products = useOrderableProducts(first);
  const { control, handleSubmit, getValues, setValue } = useForm({ resolver, defaultValues: { product: '' } });
  const [error, setError] = useState<string | null>(null);
  // The first product is chosen until the user picks another.
  const firstProduct = products.data?.[0]?.value;
  useEffect(() => {
    if (firstProduct && !getValues('product')) setValue('product', firstProduct);
  }, [firstProduct, getValues, setValue]);
  if (!result || !first || !passesRoleGuard(user?.userAuthorities ?? [], ORDERING_ROLES)) return null;

  if (result.orders) {
    const { ordered, withoutForm, failed } = result.orders;
    return (
      <Alert color="blue" role="status">
        {`Orders placed: ${ordered}. Without a usable 8821 on file: ${withoutForm}. Not ordered because of an error: ${failed}.`}
      </Alert>
    );
  }
  if (ordering)
    return (
      <Text role="status">
        Ordering for the imported clients in the background. The counts appear here when it is done.
      </Text>
    );

  const choices = products.data ?? [];
  const start = async ({ product }: { product: string }) => {
    setError(null);
    try {
      await orderImportedClients(summary.id, product);
      onStarted();
    } catch (e) {
      setError(
        e instanceof ApiError && e.messages[0]
          ? e.messages[0].value
          : 'The orders could not be started. Please try again.',
      );
    }
  };
  return (
    <Stack
      gap="xs"
      component="form"
      aria-labelledby="then-order-title"
      onSubmit={(event) => void handleSubmit(start)(event)}
    >
      <Title order={2} size="h4" id="then-order-title">
        Then order
      </Title>
      <Text>
        Order one report for each imported client that has a usable 8821 on file. Clients without one are listed as such
        and not ordered.
      </Text>
      <Group align="flex-end">
        <Controller
          control={control}
          name="product"
          render={({ field }) => (
            <NativeSelect
              label="Report and delivery"
              data={choices}
              value={field.value || choices[0]?.value || ''}
              onChange={(e) => field.onChange(e.currentTarget.value)}
              disabled={choices.length === 0}
            />
          )}
        />
        <Button type="submit" disabled={choices.length === 0}>
          Order for imported clients
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
