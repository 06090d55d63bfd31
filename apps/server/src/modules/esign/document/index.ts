// The document side of borrower e-signature (docs/decisions/193, 195): the prefilled and signed Form 8821, the
// signature certificate page, and the PAdES seal. Requests, the signing page and identity call these.
export type {
  EvidenceEvent,
  Form8821Address,
  Form8821Designee,
  Form8821Taxpayer,
  Prefilled8821,
  Signed8821Input,
  SignatureMark,
} from './prefilled-8821.js';
export { form8821Designee, providerDesignee } from './designees.js';
export { FORM_REVISION } from './signature-mark.js';
export { renderPrefilled8821, renderSigned8821 } from './render-8821.js';
export { sealPdf, type Sealer } from './seal.js';
export { DEMO_SEAL_CERT_FILE, generateSealPair, loadSealer } from './sealer.js';
