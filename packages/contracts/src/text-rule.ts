// The one text rule (DESIGN.md "One text rule", docs/decisions/141). Zod-free, so the server's
// cleanup job and the schemas share it; the zod helpers live in text-fields.ts.

export type TextOptions = { multiline?: boolean };

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
// C0 and C1 controls and DEL; multi-line fields keep tab and newline.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS_BUT_TAB_NEWLINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
// Embeddings, overrides and isolates: they reorder what a reader sees (Trojan Source, CVE-2021-42574).
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
// Whitespace, format characters (zero-width space, joiners, BOM, soft hyphen...) and the blank
// letters some fonts draw as nothing (Hangul fillers, braille blank).
const INVISIBLE = /[\s\p{Cf}\u115f\u1160\u3164\uffa0\u2800]/gu;

const controlsOf = (options: TextOptions) => (options.multiline ? CONTROLS_BUT_TAB_NEWLINE : CONTROLS);

/** NFC, and in multi-line fields the CR LF or CR a browser's textarea sends becomes LF. */
export function normalizeText(value: string, options: TextOptions = {}): string {
  const lines = options.multiline ? value.replace(/\r\n?/g, '\n') : value;
  // A lone surrogate makes normalize() meaningless; leave the value for the check to refuse.
  return LONE_SURROGATE.test(lines) ? lines : lines.normalize('NFC');
}

/** Why a value breaks the rule, as the end of a sentence that starts with the field's label; null when it keeps it. */
export function findTextProblem(value: string, options: TextOptions = {}): string | null {
  if (LONE_SURROGATE.test(value)) return 'contains a broken character (a lone UTF-16 surrogate). Please type it again.';
  if (controlsOf(options).test(value)) {
    return options.multiline
      ? 'contains a control character. Only letters, digits, punctuation, spaces, tabs and line breaks are allowed.'
      : 'contains a control character or line break. Please type it on one line without special characters.';
  }
  if (BIDI_CONTROLS.test(value))
    return 'contains a hidden text-direction character. Please remove it and type the text again.';
  if (value.length > 0 && value.replace(INVISIBLE, '') === '')
    return 'contains only invisible characters. Please type a visible value.';
  return null;
}

/**
 * A stored value brought under the rule (the cleanup job): the refused characters stripped and the
 * result normalised. An empty answer means nothing a person could read was left.
 */
export function stripRefusedCharacters(value: string, options: TextOptions = {}): string {
  const controls = new RegExp(controlsOf(options).source, 'g');
  const stripped = normalizeText(value, options)
    .replace(LONE_SURROGATES, '')
    .replace(controls, '')
    .replace(new RegExp(BIDI_CONTROLS.source, 'g'), '')
    .normalize('NFC')
    .trim();
  return stripped.replace(INVISIBLE, '') === '' ? '' : stripped;
}
