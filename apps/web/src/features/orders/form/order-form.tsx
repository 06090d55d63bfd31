import { Alert, Button, Fieldset, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import {
  type AddOnValues,
  decideAddOns,
  DELIVERY_LABELS,
  type DeliveryCode,
  initialAddOnValues,
  type OrderFormClient,
  type PlacedOrder,
  type PlaceOrderFormData,
} from '@taxlens/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { usePlaceOrder } from '../api/place-order';
import { AddOnsFieldset } from './add-ons-fieldset';
import { BundleModal } from './bundle-modal';
import { ClientSection } from './client-section';
import type { SectionCheck } from '../../../shared/form-check/form-check-panel';
import { CreatingOrderModal, OrderPlacedModal } from './order-progress-modals';
import { OrderPriceSummary, PricedLabel } from './order-prices';
import {
  deliveriesOf,
  type FormChoice,
  isOrderFormValid,
  isSignatureChoice,
  isWaitChoice,
  onDemandEntry,
  onlyChoice,
  toSignatureField,
} from './order-form-rules';
import { ZonedDate } from '../../../shared/format/zoned';

type Props = { data: PlaceOrderFormData; mode: 'forms' | 'on-demand' };

const NO_ADD_ONS: AddOnValues = { taxReturnTranscripts: false, recordOfAccount: false, wageIncome: false };

const toSectionFile = (choice: FormChoice) =>
  isSignatureChoice(choice) || isWaitChoice(choice) ? { signature: toSignatureField(choice) } : choice;

/** The order form of spec 2 §2: report type, then delivery, then add-ons, then Place Order. */
export function OrderForm({ data, mode }: Props) {
  const navigate = useNavigate();
  const onDemand = mode === 'on-demand';
  const [reportType, setReportType] = useState<string | null>(() => onlyChoice(data.reportTypes)?.code ?? null);
  const deliveries = deliveriesOf(data, reportType);
  const [delivery, setDelivery] = useState<string | null>(() => onlyChoice(deliveries)?.delivery ?? null);
  const entry = onDemand ? onDemandEntry(data) : (deliveries.find((d) => d.delivery === delivery) ?? null);

  const [clients, setClients] = useState<OrderFormClient[]>([data.client]);
  const [files, setFiles] = useState<Record<string, FormChoice>>({});
  const [checks, setChecks] = useState<Record<string, SectionCheck>>({});
  const [ownerId, setOwnerId] = useState<string | null>(null);
  const states = useMemo(
    () => (entry ? decideAddOns(clients.map((c) => ({ clientType: c.clientType, addOns: entry.addOns }))) : null),
    [entry, clients],
  );
  const [addOns, setAddOns] = useState<AddOnValues>(NO_ADD_ONS);
  useEffect(() => setAddOns(states ? initialAddOnValues(states) : NO_ADD_ONS), [states]);

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
  // A form the pre-check found a likely rejection goes only with a reason (DESIGN.md: it advises, never blocks).
  const reasonsGiven = clients.every((c) => {
    const check = files[c.id] instanceof File ? checks[c.id] : undefined;
    return check?.verdict !== 'likely_rejection' || (check.reason ?? '').trim().length >= 3;
  });
  const valid = isOrderFormValid({ onDemand, entry, clients, files, placerShown, ownerId }) && reasonsGiven;
  const pending = data.pendingOrder;
  const locked = Boolean(pending);
  const errors =
    mutation.error instanceof ApiError
      ? mutation.error.messages
      : mutation.error
        ? [{ key: 'NETWORK', value: 'Your order could not be placed. Please try again.' }]
        : [];

  function chooseReportType(code: string) {
    setReportType(code);
    setDelivery(onlyChoice(deliveriesOf(data, code))?.delivery ?? null);
  }

  function submit() {
    if (!valid || !entry || mutation.isPending) return;
    idempotencyKey.current ??= crypto.randomUUID();
    const common = {
      idempotencyKey: idempotencyKey.current,
      addOns,
      ownerId,
      sections: clients.map((c) => {
        const file = files[c.id] ?? null;
        const check = file instanceof File ? checks[c.id] : undefined;
        return {
          clientId: c.id,
          file: toSectionFile(file),
          formCheckId: check?.checkId ?? undefined,
          sendAnywayReason: check?.verdict === 'likely_rejection' ? (check.reason ?? undefined) : undefined,
        };
      }),
    };
    mutation.mutate(
      onDemand ? { ...common, mode: 'on-demand' } : { ...common, mode: 'forms', product: entry.productIdentifier },
      {
        onSuccess: (result) => setPlaced(result.orders),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
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

        {!onDemand && (
          <Radio.Group label="Report Type" value={reportType} onChange={chooseReportType} withAsterisk>
            <Stack gap="xs" mt="xs">
              {data.reportTypes.map((type) => (
                <Radio key={type.code} value={type.code} label={type.label} disabled={locked} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {!onDemand && reportType && (
          <Radio.Group label="Delivery" value={delivery} onChange={setDelivery} withAsterisk>
            <Stack gap="xs" mt="xs">
              {deliveries.map((d) => (
                <Radio
                  key={d.delivery}
                  value={d.delivery}
                  label={<PricedLabel label={DELIVERY_LABELS[d.delivery as DeliveryCode]} cents={d.priceCents} />}
                  description={d.description}
                  disabled={locked}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {states && (
          <AddOnsFieldset
            states={states}
            values={addOns}
            disabled={locked}
            onChange={setAddOns}
            prices={data.addOnPrices}
          />
        )}

        {placerShown && (
          <NativeSelect
            label="Order Placer"
            required
            disabled={locked}
            value={ownerId ?? ''}
            onChange={(event) => setOwnerId(event.currentTarget.value || null)}
            data={[
              { value: '', label: 'Select a user' },
              ...(data.orderPlacers ?? []).map((p) => ({ value: p.id, label: p.name })),
            ]}
          />
        )}

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
                onFile={(file) => setFiles((all) => ({ ...all, [client.id]: file }))}
                check={checks[client.id]}
                onCheck={(check) => setChecks((all) => ({ ...all, [client.id]: check }))}
                order={preCheckOrder}
                onRemove={index === 0 ? undefined : () => setClients((all) => all.filter((c) => c.id !== client.id))}
              />
            ))}
          </Stack>
        </Fieldset>

        <OrderPriceSummary entry={entry} addOns={addOns} addOnPrices={data.addOnPrices} clientCount={clients.length} />
        <Group justify="flex-end">
          <Button type="submit" disabled={!valid || locked}>
            Place Order
          </Button>
        </Group>
        {!valid && !locked && (
          <Text size="sm" c="dimmed">
            {onDemand
              ? 'Choose the add-ons'
              : reasonsGiven
                ? 'Choose a report type and delivery, and for every client add the signed 8821 or name the signer'
                : 'Give the reason to send a form the check found likely to be rejected, or replace it,'}
            {placerShown ? ' and the Order Placer' : ''} to place the order.
          </Text>
        )}
      </Stack>

      <BundleModal
        opened={offerBundle}
        clientName={data.client.businessName}
        others={data.bundleClients}
        onNoThanks={() => setBundleAsked(true)}
        onContinue={(chosen) => {
          setClients((all) => [...all, ...chosen]);
          setBundleAsked(true);
        }}
      />
      <CreatingOrderModal opened={mutation.isPending} plural={clients.length > 1} />
      <OrderPlacedModal orders={placed} onContinue={() => navigate('/')} />
    </form>
  );
}
