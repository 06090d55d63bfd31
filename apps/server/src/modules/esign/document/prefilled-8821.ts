import type { TaxIdKind, TaxMatterLine } from '@taxlens/contracts';

/** Where a taxpayer or designee is, as lines 1 and 2 print it. */
export type Form8821Address = { line1: string; line2?: string | null; city: string; state: string; zip: string };

/** Line 1. taxId: the full digits (the form is the taxpayer's own; it is never masked). */
export type Form8821Taxpayer = {
  name: string;
  address: Form8821Address;
  taxId: string;
  taxIdKind: TaxIdKind;
  phone?: string | null;
  planNumber?: string | null;
};

/** Line 2: the provider (from configuration) first, then the client's lender designee where one is set. */
export type Form8821Designee = {
  name: string;
  address: Form8821Address;
  cafNumber: string;
  ptin?: string | null;
  phone: string;
  fax?: string | null;
  /** "Check if to be sent copies of notices and communications". */
  sendCopies: boolean;
};

/** Everything the portal writes on a Form 8821 (Rev. January 2021) before the taxpayer signs it (docs/decisions/193). */
export type Prefilled8821 = {
  taxpayer: Form8821Taxpayer;
  designees: Form8821Designee[];
  /** Line 3 rows, from formCoverage() in contracts. */
  matters: TaxMatterLine[];
  /** Line 3's box "I authorize access to my IRS records via an Intermediate Service Provider"; unchecked unless set. */
  intermediateServiceProvider?: boolean;
  /** Line 4: a specific use not recorded on the CAF. The portal's forms leave it unchecked (a checked box is a rejection). */
  specificUse?: boolean;
  /** Who is to sign (line 6's print name) and, for an entity, their title. */
  signer: { name: string; title?: string | null };
  /** The signature request's reference, printed at the foot of each page so paper and evidence meet. */
  reference: string;
  preparedAt: Date;
  productName: string;
};

/** One fact of the signing's evidence, listed on the certificate page. */
export type EvidenceEvent = { type: string; at: Date; ip?: string; userAgent?: string; detail?: string };

export type SignatureMark = { kind: 'typed'; name: string } | { kind: 'drawn'; png: Uint8Array; name: string };

export type Signed8821Input = {
  prefilled: Prefilled8821;
  signature: SignatureMark;
  title?: string;
  phone?: string;
  signedAt: Date;
  signerTimeZone: string;
  /** Line 5's box: keep the prior tax information authorizations. */
  keepPriorAuthorizations: boolean;
  evidence: EvidenceEvent[];
  /** SHA-256 (hex) of the prefilled PDF exactly as the signer was shown it. */
  presentedSha256: string;
};
