import { DELIVERY_OPTIONS, type DeliveryCode } from './domain.js';
import { ADD_ON_LABELS, type AddOnKey, type AddOnValues } from './order-labels.js';
import type { AddOnFrequencies } from './orders.js';

// Spec 2 §4: the add-on rules, pure functions so the form and the server decide exactly alike, and the
// order form's constants. Without zod: Place Order's first view runs them before any schema is loaded
// (decision 331); orders.ts re-exports them beside the order calls' schemas.

export const ADD_ON_FREQUENCIES = ['ALWAYS', 'SELECTED', 'NEVER'] as const;
export type AddOnFrequencyCode = (typeof ADD_ON_FREQUENCIES)[number];

export const WRONG_FILE_TYPE_TOAST = 'Not the right file type';
export const WRONG_FILE_TYPE_TOAST_MS = 5000;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export type AddOnState = { visible: boolean; locked: boolean; initial: boolean };
export type AddOnClient = { clientType: string; addOns: AddOnFrequencies };

const WAGE_INCOME_CLIENT_TYPES = ['individual', 'sole_prop'];

function frequencyState(frequencies: AddOnFrequencyCode[]): AddOnState {
  const visible = frequencies.some((f) => f !== 'NEVER');
  return { visible, locked: frequencies.some((f) => f === 'ALWAYS'), initial: visible };
}

/**
 * Visibility, lock and initial value of each add-on for one client or a bundle (every client of the
 * order). Tax return transcripts and record of account exclude each other: when both would start
 * checked, a locked one wins, otherwise tax return transcripts (docs/decisions/061).
 */
export function decideAddOns(clients: readonly AddOnClient[]): Record<AddOnKey, AddOnState> {
  const trt = frequencyState(clients.map((c) => c.addOns.trtFrequency));
  const roa = frequencyState(clients.map((c) => c.addOns.roaFrequency));
  const wiClients = clients.filter((c) => WAGE_INCOME_CLIENT_TYPES.includes(c.clientType));
  const wi = frequencyState(wiClients.map((c) => c.addOns.wiFrequency));
  if (trt.initial && roa.initial) {
    if (roa.locked && !trt.locked) trt.initial = false;
    else {
      roa.initial = false;
      roa.locked = false;
    }
  }
  return { taxReturnTranscripts: trt, recordOfAccount: roa, wageIncome: wi };
}

export function initialAddOnValues(states: Record<AddOnKey, AddOnState>): AddOnValues {
  return {
    taxReturnTranscripts: states.taxReturnTranscripts.initial,
    recordOfAccount: states.recordOfAccount.initial,
    wageIncome: states.wageIncome.initial,
  };
}

const EXCLUDES: Partial<Record<AddOnKey, AddOnKey>> = {
  taxReturnTranscripts: 'recordOfAccount',
  recordOfAccount: 'taxReturnTranscripts',
};

/** A checkbox is disabled when locked, or when the add-on it excludes is checked. */
export function isAddOnDisabled(key: AddOnKey, states: Record<AddOnKey, AddOnState>, values: AddOnValues): boolean {
  const other = EXCLUDES[key];
  return states[key].locked || (other !== undefined && values[other]);
}

/** Checking one of the exclusive pair unchecks the other. */
export function toggleAddOn(values: AddOnValues, key: AddOnKey, checked: boolean): AddOnValues {
  const next = { ...values, [key]: checked };
  const other = EXCLUDES[key];
  if (checked && other) next[other] = false;
  return next;
}

/** The server's check of submitted flags: the problems as user-facing sentences (empty when valid). */
export function checkAddOns(states: Record<AddOnKey, AddOnState>, values: AddOnValues): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(ADD_ON_LABELS) as AddOnKey[]) {
    if (values[key] && !states[key].visible) problems.push(`${ADD_ON_LABELS[key]} cannot be ordered for this client.`);
    if (!values[key] && states[key].locked)
      problems.push(`${ADD_ON_LABELS[key]} is always included and cannot be removed.`);
  }
  if (values.taxReturnTranscripts && values.recordOfAccount) {
    problems.push('Tax Return Transcripts and Record of Account cannot be ordered together.');
  }
  return problems;
}

/** Delivery options in the priority order of spec 2 §4. */
export function sortDeliveries<T extends { delivery: DeliveryCode }>(entries: readonly T[]): T[] {
  const rank = (d: DeliveryCode) => DELIVERY_OPTIONS.findIndex((o) => o.code === d);
  return [...entries].sort((a, b) => rank(a.delivery) - rank(b.delivery));
}
