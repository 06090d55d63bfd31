import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// What editors may produce: text formatting, lists, tables, links and images. No script, no style,
// no event handlers, no javascript: links; links open safely.
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
    '*': ['id'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // Every link opens without opener or referrer; one to another site opens in its own tab.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        rel: 'noopener noreferrer',
        ...(/^https?:\/\//i.test(attribs.href ?? '') ? { target: '_blank' } : {}),
      },
    }),
  },
};

/** Markdown (as operations staff write it) to HTML that is safe to put into a lender's page. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, SANITIZE).trim();
}

/** Any HTML (e.g. from an upstream content site) reduced to what renderMarkdown would allow. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

/**
 * A title as WordPress's `title.rendered` carries it: text, HTML-escaped (docs/decisions/143). Tags
 * an upstream site put in are dropped, their text kept; entities it wrote stay entities.
 */
export function toTitleHtml(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
}
