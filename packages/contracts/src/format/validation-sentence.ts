// One function that turns a validation failure into a sentence a person can act on (DESIGN.md
// "Errors", docs/decisions/157): the field's label and, for a size rule, the limit. Zod-free: it
// reads the plain properties of an issue, so the web app can use it without loading zod.

import { formatCount } from './money.js';

/** The parts of a validation issue the sentence needs (a zod issue has all of them). */
export type ValidationIssue = {
  code: string;
  message: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  expected?: string;
  values?: readonly unknown[];
  format?: string;
  keys?: readonly string[];
  divisor?: number | bigint;
};

const ACRONYMS: Record<string, string> = {
  faq: 'FAQ',
  ein: 'EIN',
  ssn: 'SSN',
  zip: 'ZIP',
  id: 'ID',
  ids: 'IDs',
  url: 'URL',
  ip: 'IP',
  pdf: 'PDF',
  csv: 'CSV',
  sso: 'SSO',
  saml: 'SAML',
  otp: 'OTP',
  totp: 'TOTP',
  sms: 'SMS',
};
const WHERE_LABELS: Record<string, string> = {
  body: 'The request',
  querystring: 'The query',
  params: 'The address',
  headers: 'The headers',
};

/** A label from a path when the schema names none: 'body.owner.firstName' -> 'First name', 'ein' -> 'EIN'. */
export function labelFromPath(path: readonly (string | number)[]): string {
  const name = [...path].reverse().find((p): p is string => typeof p === 'string' && !/^\d+$/.test(p));
  if (!name) return 'This value';
  if (WHERE_LABELS[name] && path.length === 1) return WHERE_LABELS[name]!;
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((w) => ACRONYMS[w.toLowerCase()] ?? w.toLowerCase());
  const first = words[0]!;
  words[0] = first === first.toUpperCase() ? first : first[0]!.toUpperCase() + first.slice(1);
  return words.join(' ');
}

const UNITS: Record<string, [string, string]> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  file: ['byte', 'bytes'],
};
const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
  null: 'empty',
  file: 'a file',
};
const FORMATS: Record<string, string> = {
  email: 'a valid e-mail address',
  uuid: 'a valid ID',
  guid: 'a valid ID',
  url: 'a valid web address',
  datetime: 'a valid date and time',
  date: 'a valid date (YYYY-MM-DD)',
  time: 'a valid time',
  ipv4: 'a valid IP address',
  ipv6: 'a valid IP address',
  cidrv4: 'a valid address range',
  cidrv6: 'a valid address range',
};

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
// Zod's own wording (English locale): never shown to a person, replaced by a sentence of ours.
const isLibraryWording = (message: string) =>
  /^(Invalid|Too (big|small)|Expected|Unrecognized|Required$)/.test(message);

function limitOf(bound: number | bigint | undefined, inclusive: boolean | undefined, direction: 1 | -1): number {
  const n = Number(bound);
  return inclusive === false && Number.isInteger(n) ? n + direction : n;
}

function sizeSentence(label: string, issue: ValidationIssue, most: boolean): string {
  const limit = most ? limitOf(issue.maximum, issue.inclusive, -1) : limitOf(issue.minimum, issue.inclusive, 1);
  const unit = UNITS[issue.origin ?? ''];
  if (!most && limit === 1 && (issue.origin === 'string' || issue.origin === 'array')) {
    return issue.origin === 'string' ? `${label} is required.` : `${label} needs at least one item.`;
  }
  const amount = unit ? `${formatCount(limit)} ${limit === 1 ? unit[0] : unit[1]}` : String(limit);
  if (issue.origin === 'date')
    return `${label} must be ${most ? 'on or before' : 'on or after'} ${new Date(limit).toISOString().slice(0, 10)}.`;
  return `${label} must ${unit === UNITS.array ? 'have' : 'be'} at ${most ? 'most' : 'least'} ${amount}.`;
}

function listOf(values: readonly unknown[]): string {
  const shown = values.map((v) => String(v));
  return shown.length === 2
    ? `${shown[0]} or ${shown[1]}`
    : `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
}

/** The sentence for one failed rule of the field named `label`: "First name must be at most 100 characters." */
export function describeValidationIssue(issue: ValidationIssue, label: string): string {
  switch (issue.code) {
    case 'too_big':
      return sizeSentence(label, issue, true);
    case 'too_small':
      return sizeSentence(label, issue, false);
    case 'invalid_type':
      if (/received undefined/.test(issue.message)) return `${label} is required.`;
      return `${label} must be ${EXPECTED[issue.expected ?? ''] ?? 'of another kind'}.`;
    case 'invalid_value': {
      const values = issue.values ?? [];
      if (values.length === 1) return `${label} must be ${String(values[0])}.`;
      return values.length > 0 && values.length <= 8
        ? `${label} must be ${listOf(values)}.`
        : `${label} is not one of the allowed values.`;
    }
    case 'invalid_format':
      if (!isLibraryWording(issue.message)) return sentence(issue.message);
      return FORMATS[issue.format ?? '']
        ? `${label} must be ${FORMATS[issue.format ?? '']}.`
        : `${label} is not in the expected format.`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys': {
      const keys = issue.keys ?? [];
      return `${label} has ${keys.length === 1 ? 'a field' : 'fields'} it does not accept: ${keys.join(', ')}.`;
    }
    default:
      return isLibraryWording(issue.message) || !issue.message ? `${label} is not valid.` : sentence(issue.message);
  }
}
