import { Typography } from '@mantine/core';

/**
 * Content HTML from the content service. The server sanitizes it (Markdown rendered and cleaned,
 * upstream HTML cleaned), so no script can be in it.
 */
export function HtmlContent({ html }: { html: string }) {
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

/** The text of an HTML fragment, e.g. a WordPress title (which may hold entities). */
export function htmlToText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
