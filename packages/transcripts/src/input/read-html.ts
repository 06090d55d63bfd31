import { parse } from 'parse5';
import type { SourceLine } from '../types.js';

type Node = {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
};

/** Elements whose text is never shown, or not text at all: skipped with everything inside. */
const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'iframe',
  'object',
  'embed',
  'svg',
  'img',
  'link',
  'meta',
]);
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'ul',
  'caption',
  'center',
]);
const cls = (node: Node) => node.attrs?.find((a) => a.name === 'class')?.value.split(/\s+/) ?? [];

/**
 * The text of an HTML transcript as lines, parsed by parse5 and never rendered: no script runs and no
 * reference (images, styles, frames) is followed. Public parsers see label/value pairs (`.item-container`,
 * `dt`/`dd`) and a transactions table; both become one line each (a pair `label value`, a row its cells),
 * so the same text reader reads them. Other markup is unconfirmed, so no fixed paths are relied on.
 */
export function htmlLines(html: string): SourceLine[] {
  const doc = parse(html) as unknown as Node;
  const out: string[] = [];
  let current = '';
  const flush = () => {
    if (current.trim()) out.push(current);
    current = '';
  };
  const walk = (node: Node) => {
    if (node.nodeName === '#text') {
      current += node.value ?? '';
      return;
    }
    const tag = node.tagName ?? '';
    if (SKIP.has(tag) || node.nodeName === '#comment') return;
    const pair = cls(node).includes('item-container') || tag === 'dt';
    if (tag === 'tr') {
      flush();
      const cells = (node.childNodes ?? []).filter((c) => c.tagName === 'td' || c.tagName === 'th');
      out.push(cells.map((c) => textOf(c)).join('   '));
      return;
    }
    if (pair && tag !== 'dt') {
      flush();
      out.push(textOf(node));
      return;
    }
    if (tag === 'dt') {
      flush();
      current = `${textOf(node)} `;
      return;
    }
    if (tag === 'dd') {
      current += textOf(node);
      flush();
      return;
    }
    if (BLOCK.has(tag)) flush();
    for (const child of node.childNodes ?? []) walk(child);
    if (BLOCK.has(tag)) flush();
  };
  walk(doc);
  flush();
  return out.map((text, i) => ({ page: 1, line: i + 1, text: text.replace(/\s+/g, ' ').trim() }));
}

function textOf(node: Node): string {
  if (node.nodeName === '#text') return node.value ?? '';
  if (SKIP.has(node.tagName ?? '')) return '';
  return (node.childNodes ?? [])
    .map((c) => textOf(c))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
