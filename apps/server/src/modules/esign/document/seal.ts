import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import { CadesDetachedSigner, type SealerPems } from './cades-signer.js';

/** Room for the CMS (bytes): the signer's certificate, a chain of a few more, and the signature. */
const SIGNATURE_ROOM = 16_384;

export type Sealer = SealerPems & { name?: string };

/**
 * Seals a finished PDF with the provider's certificate: one PAdES baseline B-B signature covering the
 * whole file (docs/decisions/195). Anything appended afterwards leaves the signature valid but no
 * longer "total", and any changed byte breaks it; pdfsig shows both.
 */
export async function sealPdf(pdf: Uint8Array, sealer: Sealer): Promise<Uint8Array> {
  // The placeholder is added through pdf-lib: the official form already has an AcroForm, whose fields
  // signpdf's plain placeholder rewrites into a broken dictionary (docs/decisions/289).
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: 'Sealed: the document is as signed',
    contactInfo: '',
    name: sealer.name ?? 'Signature certificate',
    location: '',
    signatureLength: SIGNATURE_ROOM,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  const withPlaceholder = Buffer.from(await doc.save({ useObjectStreams: false }));
  const sealed = await new SignPdf().sign(withPlaceholder, new CadesDetachedSigner(sealer));
  return new Uint8Array(sealed);
}
