import {
  formCoverage,
  maskTaxId,
  type PrefilledForm,
  type ReportTypeCode,
  type SignerRole,
  type TaxIdKind,
} from '@taxlens/contracts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { businessDay } from '../../domain/business-day.js';
import { decryptPii } from '../../platform/pii.js';
import { findJointFiling, findPrefillSource } from './client-repo.js';
import { form8821Designee, FORM_REVISION, providerDesignee, type Prefilled8821 } from './document/index.js';

/**
 * A request is sent before any order, so the form asks for what the lender's standard product reads
 * (docs/decisions/199): the Standard Report's years, reaching into future periods when the client is
 * monitored.
 */
const PREFILL_REPORT_TYPE: ReportTypeCode = 'STANDARD';

/** The prefilled form as kept on the request (JSON): the form and the covered periods it records when signed. */
export type StoredPrefill = Prefilled8821 & { coveredPeriods: string[] };

/** `role` SPOUSE prefills the form of a joint filer's spouse (docs/decisions/218): the spouse as taxpayer, the couple's address. */
export type PrefillSource = {
  config: Config;
  now: Date;
  signer: Prefilled8821['signer'];
  reference: string;
  role?: SignerRole;
};

/**
 * The current Form 8821 prefilled from the client (docs/decisions/199): taxpayer name, tax id and
 * address; as designees the provider and the client's lender designee where one is set; line 3 and
 * the covered periods from formCoverage(). Undefined for a missing or foreign client.
 */
export async function prefillForClient(
  db: Database,
  lenderId: string,
  clientId: string,
  src: PrefillSource,
): Promise<StoredPrefill | undefined> {
  const c = await findPrefillSource(db, lenderId, clientId);
  if (!c) return undefined;
  const spouse = src.role === 'SPOUSE';
  if (
    spouse &&
    !(c.client_type === 'individual' && c.spouse_first_name && c.spouse_last_name && c.spouse_tax_id_encrypted)
  )
    return undefined;
  const person = spouse
    ? `${c.spouse_first_name} ${c.spouse_last_name}`
    : c.client_type === 'individual' && c.first_name && c.last_name
      ? `${c.first_name} ${c.last_name}`
      : c.business_name;
  // Line 1 of the spouse's own form: the spouse's name and SSN or ITIN; the rest is the couple's.
  const taxIdKind = (spouse ? 'SSN' : c.tax_id_kind) as TaxIdKind;
  const sealedTaxId = spouse ? c.spouse_tax_id_encrypted! : c.tax_id_encrypted;
  const designees = [providerDesignee(src.config)];
  if (c.d_name && c.d_caf && c.d_line1 && c.d_city && c.d_state && c.d_zip && c.d_phone) {
    designees.push(
      form8821Designee(
        {
          name: c.d_name,
          cafNumber: c.d_caf,
          ptin: c.d_ptin,
          addressLine1: c.d_line1,
          addressLine2: c.d_line2,
          city: c.d_city,
          state: c.d_state,
          zip: c.d_zip,
          phone: c.d_phone,
          fax: c.d_fax,
        },
        false,
      ),
    );
  }
  // Monitored as the monitoring jobs count it: the lender monitors and the client has a frequency.
  const monitored = c.monitor_type !== 'None' && c.monitoring_frequency !== 'None';
  const coverage = formCoverage({
    reportType: PREFILL_REPORT_TYPE,
    clientType: c.client_type,
    monitored,
    // The day the signer dates the form, on the Eastern calendar (decision 324): on the evening of
    // Dec 31 the form still names that year's periods.
    today: businessDay(src.now),
  });
  return {
    taxpayer: {
      name: person,
      taxIdKind,
      taxId: decryptPii(src.config.piiKey, sealedTaxId).replace(/\D/g, ''),
      address: { line1: c.address_line1, line2: c.address_line2, city: c.city, state: c.state, zip: c.zip },
      phone: c.phone,
    },
    designees,
    matters: coverage.lines,
    signer: src.signer,
    reference: src.reference,
    preparedAt: src.now,
    productName: src.config.productName,
    coveredPeriods: coverage.coveredPeriods,
  };
}

/** An individual with a spouse who filed jointly on file: each spouse signs a form of their own (docs/decisions/218). */
export async function isJointFiler(db: Database, lenderId: string, clientId: string): Promise<boolean> {
  const c = await findJointFiling(db, lenderId, clientId);
  return c?.client_type === 'individual' && c.spouse_tax_id_encrypted !== null;
}

/** The stored JSON back as the renderer's input (dates come back as strings). */
export function fromStored(json: unknown): StoredPrefill {
  const stored = json as StoredPrefill;
  return { ...stored, preparedAt: new Date(stored.preparedAt) };
}

/**
 * The form as shown on a screen: the tax id masked to its last 4 (the PDF carries it whole), or with
 * no digit at all (`last4: false`) where even the last 4 must not show: a signing link before its
 * identity check, which asks for those very digits (docs/decisions/255).
 */
export function maskedForm(form: Prefilled8821, { last4 = true }: { last4?: boolean } = {}): PrefilledForm {
  const { taxpayer: t } = form;
  return {
    revision: FORM_REVISION,
    taxpayer: {
      name: t.name,
      taxIdKind: t.taxIdKind,
      taxId: maskTaxId(last4 ? t.taxId.slice(-4) : '****', t.taxIdKind),
      address: t.address,
      phone: t.phone ?? null,
    },
    designees: form.designees.map((d) => ({
      name: d.name,
      cafNumber: d.cafNumber,
      address: d.address,
      phone: d.phone,
      sendCopies: d.sendCopies,
    })),
    matters: form.matters.map((m) => ({ type: m.type, forms: m.forms, periods: m.periods })),
  };
}
