// Zod-free: the server reduces uploaded names with it, the schemas too (docs/decisions/142).

export const FILE_NAME_MAX = 120;
/** Uploads of Form 8821: PDF only, at most this size (here without zod for Place Order's first view, decision 331). */
export const FORM_8821_MAX_BYTES = 10 * 1024 * 1024;
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069<>:"|?*]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A file name as kept for display and downloads: the last path part only (either slash), no
 * control, direction or reserved characters, no leading dots, at most FILE_NAME_MAX characters
 * with the extension kept. What is left empty becomes `fallback`.
 */
export function toSafeFileName(name: string, fallback = 'file'): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base.replace(UNSAFE, '').normalize('NFC').trim().replace(/^\.+/, '').trim();
  if (!clean) return fallback;
  if (clean.length <= FILE_NAME_MAX) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  // Cutting may split a surrogate pair: its first half goes too.
  const stem = clean.slice(0, FILE_NAME_MAX - extension.length).replace(/[\ud800-\udbff]$/, '');
  return `${stem}${extension}`;
}
