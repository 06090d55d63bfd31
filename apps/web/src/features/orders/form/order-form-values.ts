import type { AddOnValues, OrderFormClient, PlaceOrderFormData } from '@taxlens/contracts';
import type { SectionCheck } from '../../../shared/form-check/form-check-panel';
import type { OrderSection, PlaceOrderInput } from '../api/place-order';
import {
  deliveriesOf,
  type FormChoice,
  isSignatureChoice,
  isWaitChoice,
  onlyChoice,
  toSignatureField,
} from './order-form-rules';

/** Place Order's fields (spec 2 §2), held by react-hook-form (docs/decisions/298, 304). */
export type OrderFormValues = {
  reportType: string | null;
  delivery: string | null;
  addOns: AddOnValues;
  ownerId: string | null;
  /** The client of the page first, then the bundle's clients chosen in the bundle modal. */
  clients: OrderFormClient[];
  /** Each client's 8821 choice and its pre-check, by client id. */
  files: Record<string, FormChoice>;
  checks: Record<string, SectionCheck>;
};

export const NO_ADD_ONS: AddOnValues = { taxReturnTranscripts: false, recordOfAccount: false, wageIncome: false };

/** A choice is made for the user when there is exactly one (a report type, then its delivery). */
export function initialOrderValues(data: PlaceOrderFormData): OrderFormValues {
  const reportType = onlyChoice(data.reportTypes)?.code ?? null;
  return {
    reportType,
    delivery: onlyChoice(deliveriesOf(data, reportType))?.delivery ?? null,
    addOns: NO_ADD_ONS,
    ownerId: null,
    clients: [data.client],
    files: {},
    checks: {},
  };
}

/** The pre-check of a client's uploaded file (only an upload is checked). */
const checkOf = (values: OrderFormValues, clientId: string) =>
  values.files[clientId] instanceof File ? values.checks[clientId] : undefined;

/** A form the pre-check found a likely rejection goes only with a reason (DESIGN.md: it advises, never blocks). */
export const reasonsGiven = (values: OrderFormValues) =>
  values.clients.every((c) => {
    const check = checkOf(values, c.id);
    return check?.verdict !== 'likely_rejection' || (check.reason ?? '').trim().length >= 3;
  });

const toSectionFile = (choice: FormChoice): OrderSection['file'] =>
  isSignatureChoice(choice) || isWaitChoice(choice) ? { signature: toSignatureField(choice) } : choice;

/** The order's client parts: each client's 8821 choice, its pre-check and the reason to send it anyway. */
export const toSections = (values: OrderFormValues): OrderSection[] =>
  values.clients.map((c) => {
    const check = checkOf(values, c.id);
    return {
      clientId: c.id,
      file: toSectionFile(values.files[c.id] ?? null),
      formCheckId: check?.checkId ?? undefined,
      sendAnywayReason: check?.verdict === 'likely_rejection' ? (check.reason ?? undefined) : undefined,
    };
  });

type WithoutKey<T> = T extends unknown ? Omit<T, 'idempotencyKey'> : never;
/** The order the fields make; the submission adds its Idempotency-Key. */
export type OrderInput = WithoutKey<PlaceOrderInput>;

/** The order the fields make: the chosen product (none on demand), add-ons, placer and client parts. */
export function toOrderInput(values: OrderFormValues, product: string | null): OrderInput {
  const common = { addOns: values.addOns, ownerId: values.ownerId, sections: toSections(values) };
  return product === null ? { ...common, mode: 'on-demand' } : { ...common, mode: 'forms', product };
}
