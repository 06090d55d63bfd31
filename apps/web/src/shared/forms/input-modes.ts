/**
 * The phone keyboard that fits a field (decision 173): digits for tax ids, ZIP codes and codes, the
 * dial pad for phone numbers. Keyed by the form field's name, as the client and designee forms use them.
 */
const INPUT_MODES: Record<string, 'numeric' | 'tel' | 'decimal'> = {
  ein: 'numeric',
  secondEin: 'numeric',
  ssn: 'numeric',
  zip: 'numeric',
  phone: 'tel',
  contactMobile: 'tel',
};

export const inputModeFor = (field: string): 'numeric' | 'tel' | 'decimal' | undefined => INPUT_MODES[field];
