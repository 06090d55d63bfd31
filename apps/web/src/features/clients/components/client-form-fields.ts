import {
  CLIENT_TEXT_LIMITS,
  CONTACT_LIMITS,
  type ClientDetail,
  type ClientTypeCode,
  taxClassificationsOf,
} from '@taxlens/contracts';

export type ClientFieldName =
  | 'businessName'
  | 'dba'
  | 'firstName'
  | 'lastName'
  | 'fiduciaryName'
  | 'ein'
  | 'ssn'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'zip'
  | 'phone'
  | ContactFieldName
  | SpouseFieldName
  | 'filesJointly'
  | 'taxClassification';

type ContactFieldName = 'contactName' | 'contactEmail' | 'contactMobile' | 'contactTitle';
type SpouseFieldName = 'spouseFirstName' | 'spouseLastName' | 'spouseSsn' | 'spouseEmail' | 'spouseMobile';

export type ClientFormValues = Record<ClientFieldName, string>;

type Field = { name: ClientFieldName; label: string; required: boolean; placeholder?: string; maxLength?: number };

const ADDRESS: Field[] = [
  { name: 'addressLine1', label: 'Street address', required: true },
  { name: 'addressLine2', label: 'Address line 2', required: false },
  { name: 'city', label: 'City', required: true },
  { name: 'state', label: 'State', required: true },
  { name: 'zip', label: 'ZIP', required: true, placeholder: '12345 or 12345-6789' },
];
const EIN: Field = { name: 'ein', label: 'EIN', required: true, placeholder: 'NN-NNNNNNN' };
const SSN: Field = { name: 'ssn', label: 'SSN', required: true, placeholder: 'NNN-NN-NNNN' };
const PERSON: Field[] = [
  { name: 'firstName', label: 'First name', required: true },
  { name: 'lastName', label: 'Last name', required: true },
  SSN,
];

/** The signing contact (decision 217): optional, for every client type, shown as a group of its own. */
export const CONTACT_FIELDS: Field[] = [
  { name: 'contactName', label: 'Contact name', required: false, maxLength: CONTACT_LIMITS.name },
  {
    name: 'contactEmail',
    label: 'Contact e-mail',
    required: false,
    maxLength: CONTACT_LIMITS.email,
    placeholder: 'name@example.com',
  },
  { name: 'contactMobile', label: 'Contact mobile', required: false, placeholder: '10-digit US number' },
  { name: 'contactTitle', label: 'Contact title', required: false, maxLength: CONTACT_LIMITS.title },
];
const CONTACT_NAMES = CONTACT_FIELDS.map((f) => f.name);

/** An individual's spouse who filed jointly (decision 218): shown when "Files jointly" is ticked. */
export const SPOUSE_FIELDS: Field[] = [
  { name: 'spouseFirstName', label: 'Spouse first name', required: true, maxLength: CLIENT_TEXT_LIMITS.firstName },
  { name: 'spouseLastName', label: 'Spouse last name', required: true, maxLength: CLIENT_TEXT_LIMITS.lastName },
  { name: 'spouseSsn', label: 'Spouse SSN or ITIN', required: true, placeholder: 'NNN-NN-NNNN' },
  {
    name: 'spouseEmail',
    label: 'Spouse e-mail',
    required: false,
    maxLength: CONTACT_LIMITS.email,
    placeholder: 'name@example.com',
  },
  { name: 'spouseMobile', label: 'Spouse mobile', required: false, placeholder: '10-digit US number' },
];
/** The form field a schema issue under `jointSpouse` belongs to. */
export const spouseFieldOf = (part: string): ClientFieldName =>
  `spouse${part.charAt(0).toUpperCase()}${part.slice(1)}` as ClientFieldName;

/** What each client type's Form 8821 needs (line 1 of the form), in the order the form asks. */
export function fieldsFor(type: ClientTypeCode): Field[] {
  switch (type) {
    case 'individual':
      return [...PERSON, ...ADDRESS, { name: 'phone', label: 'Phone', required: false }];
    case 'sole_prop':
      return [
        ...PERSON,
        { name: 'dba', label: 'Business name (DBA)', required: false },
        { ...EIN, required: false },
        ...ADDRESS,
        { name: 'phone', label: 'Phone', required: false },
      ];
    case 'estates_and_trusts':
      return [
        { name: 'businessName', label: 'Estate or trust name', required: true },
        EIN,
        { name: 'fiduciaryName', label: 'Fiduciary name', required: true },
        ...ADDRESS,
        { name: 'phone', label: 'Phone', required: false },
      ];
    default:
      return [
        { name: 'businessName', label: 'Legal name', required: true },
        { name: 'dba', label: 'DBA', required: false },
        EIN,
        ...ADDRESS,
        { name: 'phone', label: 'Phone', required: true },
      ];
  }
}

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  businessName: '',
  dba: '',
  firstName: '',
  lastName: '',
  fiduciaryName: '',
  ein: '',
  ssn: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  contactName: '',
  contactEmail: '',
  contactMobile: '',
  contactTitle: '',
  filesJointly: '',
  taxClassification: '',
  spouseFirstName: '',
  spouseLastName: '',
  spouseSsn: '',
  spouseEmail: '',
  spouseMobile: '',
};

/** An edit form starts from the client; tax ids start empty (left empty, they stay as they are). */
export function valuesFromClient(c: ClientDetail): ClientFormValues {
  return {
    ...EMPTY_CLIENT_FORM,
    businessName: c.clientType === 'individual' || c.clientType === 'sole_prop' ? '' : c.businessName,
    dba: c.dba ?? '',
    firstName: c.firstName ?? '',
    lastName: c.lastName ?? '',
    fiduciaryName: c.fiduciaryName ?? '',
    addressLine1: c.addressLine1,
    addressLine2: c.addressLine2 ?? '',
    city: c.city,
    state: c.state,
    zip: c.zip,
    phone: c.phone ?? '',
    contactName: c.contactName ?? '',
    contactEmail: c.contactEmail ?? '',
    contactMobile: c.contactMobile ?? '',
    contactTitle: c.contactTitle ?? '',
    filesJointly: c.jointSpouse ? 'yes' : '',
    taxClassification: c.taxClassification ?? '',
    spouseFirstName: c.jointSpouse?.firstName ?? '',
    spouseLastName: c.jointSpouse?.lastName ?? '',
    spouseEmail: c.jointSpouse?.email ?? '',
    spouseMobile: c.jointSpouse?.mobile ?? '',
  };
}

/**
 * The payload of one type: only its own fields, empty optional ones left out. The contact is
 * always sent: on an edit an emptied part is cleared (left out, the server would keep it).
 */
export function payloadFor(type: ClientTypeCode, values: ClientFormValues, editing: boolean): Record<string, unknown> {
  const payload: Record<string, unknown> = { clientType: type };
  for (const field of fieldsFor(type)) {
    const value = values[field.name].trim();
    const taxId = field.name === 'ein' || field.name === 'ssn';
    if (value !== '' || (!taxId && field.required) || (taxId && field.required && !editing))
      payload[field.name] = value;
  }
  for (const name of CONTACT_NAMES) {
    const value = values[name].trim();
    if (value !== '' || editing) payload[name] = value;
  }
  // Decision 285: only for the types that have one; always sent there, so "Not known" clears it on an edit.
  if (taxClassificationsOf(type).length > 0) payload.taxClassification = values.taxClassification || null;
  if (type === 'individual') {
    const spouse = spousePayload(values, editing);
    if (spouse !== undefined) payload.jointSpouse = spouse;
  }
  return payload;
}

/** The spouse (decision 218): unticked clears it on an edit; the SSN left empty on an edit keeps the one on file. */
function spousePayload(values: ClientFormValues, editing: boolean): Record<string, string> | null | undefined {
  if (values.filesJointly !== 'yes') return editing ? null : undefined;
  const spouse: Record<string, string> = {
    firstName: values.spouseFirstName.trim(),
    lastName: values.spouseLastName.trim(),
  };
  const ssn = values.spouseSsn.trim();
  if (ssn !== '' || !editing) spouse.ssn = ssn;
  for (const [part, value] of [
    ['email', values.spouseEmail.trim()],
    ['mobile', values.spouseMobile.trim()],
  ] as const) {
    if (value !== '' || editing) spouse[part] = value;
  }
  return spouse;
}

/** Types digits into the dashed shape as the user goes: 12-3456789, 123-45-6789. */
export function formatTaxIdInput(name: 'ein' | 'ssn', value: string): string {
  if (/[^\d-]/.test(value)) return value;
  const d = value.replace(/\D/g, '').slice(0, 9);
  if (name === 'ein') return d.length > 2 ? `${d.slice(0, 2)}-${d.slice(2)}` : d;
  if (d.length > 5) return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
  return d.length > 3 ? `${d.slice(0, 3)}-${d.slice(3)}` : d;
}
