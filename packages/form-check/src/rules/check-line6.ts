import { BUSINESS_CLIENT_TYPES } from '@taxlens/contracts';
import type { ClientFacts, FormRead } from '../types.js';
import type { Finder } from './check-lines.js';
import { sameName } from './names.js';

/** The IRS must receive the form within this many days of the signature date. */
export const RECEIPT_DAYS = 120;
/** Closer than this to the limit, the form is "check": it may expire before operations submit it. */
export const MARGIN_DAYS = 15;
const DAY = 86_400_000;

export function checkSignature(form: FormRead, facts: ClientFacts, submitOn: string, add: Finder) {
  if (form.signed.value !== true)
    add(
      'SIGNATURE_MISSING_DECLINED',
      form.signed.unreadable
        ? 'Line 6 may not be signed: the signature area could not be read.'
        : 'Line 6 is not signed; the IRS returns an unsigned form.',
      form.signed.box,
      form.signed.unreadable || form.signed.value === null ? 'check' : undefined,
    );
  checkDate(form, submitOn, add);
  const business =
    (BUSINESS_CLIENT_TYPES as readonly string[]).includes(facts.clientType) ||
    facts.clientType === 'estates_and_trusts';
  if (business && !form.title.value)
    add(
      'MISSING_INCORRECT_TITLE',
      form.title.unreadable
        ? "The signer's title on line 6 could not be read: look at it."
        : 'Line 6 gives no title for the person signing for the business (for example President, Partner, Member).',
      form.title.box,
      form.title.unreadable ? 'check' : undefined,
    );
  if (facts.clientType === 'individual' || facts.clientType === 'sole_prop') {
    const signer = form.signerName.value;
    const people = [facts.clientName, facts.spouse?.name].filter((n): n is string => Boolean(n));
    if (!signer)
      add(
        'SIGNER_NOT_ASSOCIATED_WITH_BUSINESS_INDIVIDUAL',
        'Line 6 gives no printed name, so who signed cannot be told.',
        form.signerName.box,
        'check',
      );
    else if (!people.some((p) => sameName(signer, p)))
      add(
        'SIGNER_NOT_ASSOCIATED_WITH_BUSINESS_INDIVIDUAL',
        `Line 6 is signed by ${signer}, not by the taxpayer ${facts.clientName}.`,
        form.signerName.box,
        form.signerName.unreadable ? 'check' : undefined,
      );
  }
}

function checkDate(form: FormRead, submitOn: string, add: Finder) {
  const date = form.signedOn.value;
  if (!date) {
    add(
      'SIGNATURE_DATE_MISSING_ILLEGIBLE',
      form.signedOn.unreadable
        ? 'The date next to the signature could not be read: look at it.'
        : 'Line 6 has no date next to the signature; the IRS returns an undated form.',
      form.signedOn.box,
      form.signedOn.unreadable ? 'check' : undefined,
    );
    return;
  }
  const left = Math.round(
    (Date.parse(`${date}T00:00:00Z`) + RECEIPT_DAYS * DAY - Date.parse(`${submitOn}T00:00:00Z`)) / DAY,
  );
  if (left < 0)
    add(
      'SIGNATURE_DATE_MISSING_ILLEGIBLE',
      `Signed on ${date}: more than ${RECEIPT_DAYS} days before the form can reach the IRS (${submitOn}). Ask for a newly signed form.`,
      form.signedOn.box,
      // A date the OCR was unsure of may be misread: "check", never a likely rejection.
      form.signedOn.unreadable ? 'check' : undefined,
    );
  else if (left < MARGIN_DAYS)
    add(
      'SIGNATURE_DATE_MISSING_ILLEGIBLE',
      `Signed on ${date}: only ${left} days remain of the IRS's ${RECEIPT_DAYS}-day limit; submit it at once or ask for a new signature.`,
      form.signedOn.box,
      'check',
    );
  else if (Date.parse(date) > Date.parse(submitOn) + DAY)
    add('SIGNATURE_DATE_MISSING_ILLEGIBLE', `The signature date ${date} is in the future.`, form.signedOn.box, 'check');
}
