export const CAPABILITY_STATES = ['ACTIVE', 'READ_WRITE', 'HIDDEN', 'READ_ONLY', 'INACTIVE'] as const;
export type CapabilityState = (typeof CAPABILITY_STATES)[number] | (string & {});

export const LENDER_CAPABILITIES = [
  'addclientdesignee',
  'viewkeyinsights',
  'showportfoliorisk',
  'ondemandorder',
  'showprices',
] as const;
export type LenderCapability = (typeof LENDER_CAPABILITIES)[number];

export const USER_CAPABILITIES = ['user2fa', 'userpasswordreset', 'useremailaddress'] as const;
export type UserCapability = (typeof USER_CAPABILITIES)[number];

export type Capabilities = Record<string, CapabilityState>;

/** Spec 1 §4: HIDDEN or missing hides a control. */
export function isCapabilityVisible(caps: Capabilities | undefined, name: string): boolean {
  const state = caps?.[name];
  return state !== undefined && state !== 'HIDDEN';
}

/** Spec 1 §4: ACTIVE or READ_WRITE counts as editable. */
export function isCapabilityEditable(caps: Capabilities | undefined, name: string): boolean {
  const state = caps?.[name];
  return state === 'ACTIVE' || state === 'READ_WRITE';
}

export function isCapabilityActive(caps: Capabilities | undefined, name: string): boolean {
  return caps?.[name] === 'ACTIVE';
}
