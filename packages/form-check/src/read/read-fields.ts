import {
  PDFArray,
  PDFCheckBox,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  PDFTextField,
  decodePDFRawStream,
} from 'pdf-lib';
import { shortName } from './field-names.js';

export type FieldValues = { text: Map<string, string>; checked: Map<string, boolean>; signatureField: boolean };

/**
 * The AcroForm's values by short field name, with the XFA datasets' values where the AcroForm has none (a viewer
 * that honours XFA may write only there). Null when pdf-lib cannot open the file (encrypted) or it has no 8821 fields.
 */
export async function readFields(bytes: Uint8Array): Promise<FieldValues | null> {
  // A broken file pdf-lib opens without a catalog or with a damaged form is read by pdfjs, which says why not.
  return readOpenedFields(bytes).catch(() => null);
}

async function readOpenedFields(bytes: Uint8Array): Promise<FieldValues | null> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  if (doc.isEncrypted) return null;
  const xfa = takeXfa(doc);
  const form = doc.getForm();
  const text = new Map<string, string>();
  const checked = new Map<string, boolean>();
  let signatureField = false;
  for (const field of form.getFields()) {
    const name = shortName(field.getName());
    if (field instanceof PDFTextField) text.set(name, field.getText() ?? '');
    else if (field instanceof PDFCheckBox) checked.set(name, field.isChecked());
    else if (
      field.acroField.dict.get(PDFName.of('FT')) === PDFName.of('Sig') &&
      field.acroField.dict.get(PDFName.of('V'))
    )
      signatureField = true;
  }
  if (!text.has('f1_6')) return null;
  for (const [name, value] of readXfaValues(xfa)) if (!text.get(name)?.trim() && value.trim()) text.set(name, value);
  const anyValue = [...text.values()].some((v) => v.trim()) || [...checked.values()].some(Boolean);
  return anyValue ? { text, checked, signatureField } : null;
}

/**
 * Takes the XFA packets out of the AcroForm dictionary (of this private copy): pdf-lib's getForm() would drop
 * them itself with a console warning.
 */
export function takeXfa(doc: PDFDocument): PDFArray | undefined {
  const acroForm = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  const xfa = acroForm?.lookup(PDFName.of('XFA'));
  acroForm?.delete(PDFName.of('XFA'));
  return xfa instanceof PDFArray ? xfa : undefined;
}

/** `<f1_6>...</f1_6>` elements of the XFA datasets packet. */
function readXfaValues(xfa: PDFArray | undefined): Map<string, string> {
  const values = new Map<string, string>();
  if (!xfa) return values;
  for (let i = 0; i + 1 < xfa.size(); i += 2) {
    const label = xfa.lookup(i);
    const stream = xfa.lookup(i + 1);
    if (!(label instanceof PDFString) || label.asString() !== 'datasets' || !(stream instanceof PDFRawStream)) continue;
    const xml = Buffer.from(decodePDFRawStream(stream).decode()).toString('utf8');
    for (const m of xml.matchAll(/<(f1_\d+)>([^<]*)<\/\1>/g))
      values.set(
        m[1]!,
        m[2]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#xD;/g, '\n'),
      );
  }
  return values;
}
