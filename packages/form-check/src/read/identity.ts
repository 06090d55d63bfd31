import type { Box, ReadValue } from '../types.js';
import type { TextItem } from './pdfjs.js';

const box = (item: TextItem): Box => ({ page: item.page, x: item.x, y: item.y, w: item.w, h: item.h });

/** Which form this is, by its printed title and number: an 8821, or another the portal gets by mistake. */
export function readIdentity(items: TextItem[]): { formNumber: ReadValue<string>; revision: ReadValue<string> } {
  const all = items
    .map((i) => i.text)
    .join(' ')
    .replace(/\s+/g, ' ');
  const find = (re: RegExp) => items.find((i) => re.test(i.text));
  let formNumber: ReadValue<string> = { value: null, box: null };
  if (/power of attorney/i.test(all) || /\b2848\b/.test(all)) formNumber = { value: '2848', box: null };
  else if (/4506-?C\b/i.test(all)) formNumber = { value: '4506-C', box: null };
  else if (/\b4506-?T\b/i.test(all)) formNumber = { value: '4506-T', box: null };
  else if (/tax information authori[sz]ation/i.test(all) && /8821/.test(all)) {
    const at = find(/8821/);
    formNumber = { value: '8821', box: at ? box(at) : null };
  }
  const rev = /Rev\.?\s*(January\s+2021|0?1-2021)/i.exec(all)
    ? '2021-01'
    : (/Rev\.?\s*([A-Za-z]+\s+\d{4}|\d{1,2}-\d{4})/.exec(all)?.[1] ?? null);
  const revItem = find(/Rev\./);
  return { formNumber, revision: { value: rev, box: revItem ? box(revItem) : null } };
}
