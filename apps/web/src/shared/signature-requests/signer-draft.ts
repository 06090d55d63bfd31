import type { IdentityLevel, SignatureRequestInput, SigningContact } from '@taxlens/contracts';

// The signer of a signature request as a form holds it, and its rules: apart from the fields
// (signer-fields.tsx), so that Place Order's first view, which only checks a draft, loads neither
// the fields nor the contracts' schemas they use (decision 331).

/**
 * The signer as the lender names them; `attestRelationship` stays false until the box is checked.
 * `identityLevel`: how the signer proves who they are (docs/decisions/214), one the lender may use.
 */
export type SignerDraft = {
  signerName: string;
  signerEmail: string;
  signerMobile: string;
  signerTitle: string;
  attestRelationship: boolean;
  identityLevel: IdentityLevel;
  /** A joint filer's spouse, who signs a form of their own (decision 218); null for any other client. */
  spouse: SpouseDraft | null;
};
export type SpouseDraft = { signerName: string; signerEmail: string; signerMobile: string };

export const EMPTY_SIGNER: SignerDraft = {
  signerName: '',
  signerEmail: '',
  signerMobile: '',
  signerTitle: '',
  attestRelationship: false,
  identityLevel: 'KNOWN_BORROWER',
  spouse: null,
};

/** A new request starts from the client's signing contact when it has one (decision 217); every part stays editable. */
export const signerDraftFrom = (contact: SigningContact | null | undefined): SignerDraft =>
  contact
    ? {
        ...EMPTY_SIGNER,
        signerName: contact.name ?? '',
        signerEmail: contact.email ?? '',
        signerMobile: contact.mobile ?? '',
        signerTitle: contact.title ?? '',
        spouse: contact.spouse
          ? {
              signerName: contact.spouse.name,
              signerEmail: contact.spouse.email ?? '',
              signerMobile: contact.spouse.mobile ?? '',
            }
          : null,
      }
    : EMPTY_SIGNER;

export const isKnownBorrower = (s: SignerDraft) => s.identityLevel === 'KNOWN_BORROWER';

/** Ready to send: a name, an address and, for a known borrower, the attestation (the server checks each again). */
export const isSignerComplete = (s: SignerDraft) =>
  (!isKnownBorrower(s) || s.attestRelationship) &&
  Boolean(s.signerName.trim()) &&
  Boolean(s.signerEmail.trim()) &&
  (!s.spouse || (Boolean(s.spouse.signerName.trim()) && Boolean(s.spouse.signerEmail.trim())));

/** The request body of a complete draft (empty optional fields left out). */
export const toSignerInput = (s: SignerDraft): SignatureRequestInput => ({
  signerName: s.signerName,
  signerEmail: s.signerEmail,
  signerMobile: s.signerMobile || null,
  signerTitle: s.signerTitle || null,
  identityLevel: s.identityLevel,
  // A remote identity proof has no relationship to attest.
  ...(isKnownBorrower(s) ? { attestRelationship: true } : {}),
  ...(s.spouse
    ? {
        spouse: {
          signerName: s.spouse.signerName,
          signerEmail: s.spouse.signerEmail,
          signerMobile: s.spouse.signerMobile || null,
        },
      }
    : {}),
});
