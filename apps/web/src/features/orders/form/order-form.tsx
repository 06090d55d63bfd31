import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import {
  decideAddOns,
  DELIVERY_LABELS,
  initialAddOnValues,
  type PlacedOrder,
  type PlaceOrderFormData,
} from '@taxlens/contracts';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { ZonedDate } from '../../../shared/format/zoned';
import { useIdleFlag } from '../../../shared/hooks/use-idle-flag';
import { whenIdle } from '../../../shared/hooks/when-idle';
import { usePlaceOrder } from '../api/place-order';
import { AddOnsFieldset } from './add-ons-fieldset';
import { ClientSection } from './client-section';
import { PlacerChoice, ProductChoice } from './order-choices';
import { deliveriesOf, isOrderFormValid, onDemandEntry } from './order-form-rules';
import {
  initialOrderValues,
  NO_ADD_ONS,
  type OrderFormValues,
  type OrderInput,
  reasonsGiven,
} from './order-form-values';
import { orderResolver, preloadOrderResolver } from './lazy-order-resolver';
import { preloadFormCheckPanel } from './lazy-form-check-panel';
import { LazyBundleModal, LazyCreatingOrderModal, LazyOrderPlacedModal, preloadOrderModals } from './lazy-order-modals';
import { OrderPriceSummary } from './order-prices';

type Props = { data: PlaceOrderFormData; mode: 'forms' | 'on-demand' };

/** The dialogs' and the pre-check's code is asked for within this long of the form's paint at the latest. */
const PRELOAD_WITHIN_MS = 1000;

/** The order form of spec 2 §2: report type, then delivery, then add-ons, then Place Order (docs/decisions/304). */
export function OrderForm({ data, mode }: Props) {
  const navigate = useNavigate();
  const onDemand = mode === 'on-demand';
  const entryOf = useMemo(
    () => (values: Pick<OrderFormValues, 'reportType' | 'delivery'>) =>
      onDemand
        ? onDemandEntry(data)
        : (deliveriesOf(data, values.reportType).find((d) => d.delivery === values.delivery) ?? null),
    [data, onDemand],
  );
  const resolver = useMemo(
    () => orderResolver((values) => (onDemand ? null : (entryOf(values)?.productIdentifier ?? ''))),
    [entryOf, onDemand],
  );
  const form = useForm<OrderFormValues, unknown, OrderInput>({
    defaultValues: initialOrderValues(data),
    resolver,
    shouldFocusError: false,
  });
  const { setValue, watch } = form;
  const values = watch();
  const { reportType, delivery, clients, files, checks, ownerId, addOns } = values;
  const entry = entryOf(values);

  const states = useMemo(
    () => (entry ? decideAddOns(clients.map((c) => ({ clientType: c.clientType, addOns: entry.addOns }))) : null),
    [entry, clients],
  );
  useEffect(() => setValue('addOns', states ? initialAddOnValues(states) : NO_ADD_ONS), [states, setValue]);

  // The dialogs' and the pre-check's code is asked for once the form has painted (decision 318); the
  // dialogs are mounted once it has come: the bundle offer opens over a form already shown, not in the
  // page's first long task. Each in an idle moment of its own: asking for a chunk writes a preload link
  // for each of its files, and the two together were one long task on a phone (decision 331).
  const [painted, raisePainted] = useIdleFlag(1000);
  const [modalsReady, setModalsReady] = useState(false);
  useEffect(() => {
    if (!painted) return;
    const cancelPanel = whenIdle(() => void preloadFormCheckPanel().catch(() => undefined), PRELOAD_WITHIN_MS);
    const cancelModals = whenIdle(
      () =>
        void preloadOrderModals().then(
          () => setModalsReady(true),
          () => undefined,
        ),
      PRELOAD_WITHIN_MS,
    );
    return () => {
      cancelPanel();
      cancelModals();
    };
  }, [painted]);

  const [bundleAsked, setBundleAsked] = useState(false);
  const offerBundle = !onDemand && !bundleAsked && !data.pendingOrder && data.bundleClients.length > 0;
  const [placed, setPlaced] = useState<PlacedOrder[] | null>(null);
  const mutation = usePlaceOrder();

  // One Idempotency-Key per submission: a repeated click on an unchanged form is the same submission.
  const idempotencyKey = useRef<string | null>(null);
  useEffect(() => {
    idempotencyKey.current = null;
  }, [reportType, delivery, clients, files, ownerId, addOns]);

  // What the pre-check compares line 3 with (decision 285): the chosen product and add-ons.
  const preCheckOrder = useMemo(
    () => (entry ? { product: entry.productIdentifier, ...addOns } : undefined),
    [entry, addOns],
  );

  const placerShown = data.orderPlacers !== null;
  const reasons = reasonsGiven(values);
  const valid = isOrderFormValid({ onDemand, entry, clients, files, placerShown, ownerId }) && reasons;
  // The resolver's schemas are asked for once the order is complete, before the lender presses Place
  // Order: evaluating them at paint would be a long task of its own on a phone (decision 331).
  useEffect(() => {
    if (valid) void preloadOrderResolver().catch(() => undefined);
  }, [valid]);
  const pending = data.pendingOrder;
  const locked = Boolean(pending);
  const refused = form.formState.errors.root?.message;
  const errors = [
    ...(refused ? [{ key: 'ORDER', value: refused }] : []),
    ...(mutation.error instanceof ApiError
      ? mutation.error.messages
      : mutation.error
        ? [{ key: 'NETWORK', value: 'Your order could not be placed. Please try again.' }]
        : []),
  ];

  const submit = form.handleSubmit((order) => {
    if (!valid || mutation.isPending) return;
    raisePainted(); // a submission before the first idle moment still gets its dialogs
    idempotencyKey.current ??= crypto.randomUUID();
    mutation.mutate(
      { ...order, idempotencyKey: idempotencyKey.current },
      { onSuccess: (result) => setPlaced(result.orders) },
    );
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          {errors.map((message, index) => (
            <Alert key={`${message.key}-${index}`} color="red" role="alert">
              {message.value}
            </Alert>
          ))}
          {pending && (
            <Alert color="yellow" title="Pending Order" role="status">
              A {DELIVERY_LABELS[pending.delivery]} order already exists for this client. It was placed on{' '}
              <ZonedDate value={pending.created} />.
            </Alert>
          )}
          {onDemand && !entry && (
            <Alert color="red">No on-demand product is set up for your company. Please contact support.</Alert>
          )}

          {!onDemand && <ProductChoice data={data} locked={locked} />}
          {states && (
            <AddOnsFieldset
              states={states}
              values={addOns}
              disabled={locked}
              onChange={(next) => setValue('addOns', next)}
              prices={data.addOnPrices}
            />
          )}
          {data.orderPlacers !== null && <PlacerChoice placers={data.orderPlacers} locked={locked} />}

          <Fieldset legend={clients.length > 1 ? 'Clients' : 'Client'} disabled={locked}>
            <Stack>
              {clients.map((client, index) => (
                <ClientSection
                  key={client.id}
                  client={client}
                  withUploader={!onDemand}
                  file={files[client.id] ?? null}
                  formOnFile={index === 0 ? data.formOnFile : null}
                  disabled={locked}
                  onFile={(file) => setValue('files', { ...form.getValues('files'), [client.id]: file })}
                  check={checks[client.id]}
                  onCheck={(check) => setValue('checks', { ...form.getValues('checks'), [client.id]: check })}
                  order={preCheckOrder}
                  onRemove={
                    index === 0
                      ? undefined
                      : () =>
                          setValue(
                            'clients',
                            form.getValues('clients').filter((c) => c.id !== client.id),
                          )
                  }
                />
              ))}
            </Stack>
          </Fieldset>

          <OrderPriceSummary
            entry={entry}
            addOns={addOns}
            addOnPrices={data.addOnPrices}
            clientCount={clients.length}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!valid || locked}>
              Place Order
            </Button>
          </Group>
          {!valid && !locked && (
            <Text size="sm" c="dimmed">
              {onDemand
                ? 'Choose the add-ons'
                : reasons
                  ? 'Choose a report type and delivery, and for every client add the signed 8821 or name the signer'
                  : 'Give the reason to send a form the check found likely to be rejected, or replace it,'}
              {placerShown ? ' and the Order Placer' : ''} to place the order.
            </Text>
          )}
        </Stack>

        <Suspense fallback={null}>
          {modalsReady && data.bundleClients.length > 0 && (
            <LazyBundleModal
              opened={offerBundle}
              clientName={data.client.businessName}
              others={data.bundleClients}
              onNoThanks={() => setBundleAsked(true)}
              onContinue={(chosen) => {
                setValue('clients', [...form.getValues('clients'), ...chosen]);
                setBundleAsked(true);
              }}
            />
          )}
          {modalsReady && (
            <>
              <LazyCreatingOrderModal opened={mutation.isPending} plural={clients.length > 1} />
              <LazyOrderPlacedModal orders={placed} onContinue={() => navigate('/')} />
            </>
          )}
        </Suspense>
      </form>
    </FormProvider>
  );
}
