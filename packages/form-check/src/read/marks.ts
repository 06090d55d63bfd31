import type { ReadValue } from '../types.js';
import type { Marks } from './assemble.js';
import { SIGNATURE_AREA, type Layout } from './layout.js';
import { darkRatio, type ToPixel } from './pixels.js';
import type { FieldValues } from './read-fields.js';

/** Ink beyond the blank form's own in the signature area: a signature. */
const INK_RATIO = 0.006;
/** A checkbox's inside (1.5 pt in from its border) is this dark when ticked. */
const TICK_RATIO = 0.18;
type Image = Parameters<typeof darkRatio>[0];

/** Checkboxes and the signature by the pixel test on the registered page; a field's own value wins where there is one. */
export function pixelMarks(
  layout: Layout,
  image: Image,
  fields: FieldValues | null,
  signedByAnnotation: boolean,
  toPixel?: ToPixel,
): Marks {
  const checked = (field: string): ReadValue<boolean> => {
    const box = layout.fields.get(field) ?? null;
    const own = fields?.checked.get(field);
    if (own !== undefined) return { value: own, box };
    // On a scan the registered box may sit a little askew: look further in, so its printed border stays out.
    return { value: box ? darkRatio(image, box, toPixel, toPixel ? 2.5 : 1.5) > TICK_RATIO : null, box };
  };
  const ink = darkRatio(image, SIGNATURE_AREA, toPixel) - layout.blankInk.signature;
  const signed = signedByAnnotation || Boolean(fields?.signatureField) || ink > INK_RATIO;
  const values = new Map<string, string>();
  for (const [name, value] of fields?.text ?? []) if (name.startsWith('f1_') && value.trim()) values.set(name, value);
  return { checked, signatureInk: { value: signed, box: SIGNATURE_AREA }, values };
}
