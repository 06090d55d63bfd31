import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';

describe('renderMarkdown', () => {
  it('renders Markdown to HTML', () => {
    expect(renderMarkdown('**Form 8821** lines:\n\n- Section 1\n- Section 2')).toBe(
      '<p><strong>Form 8821</strong> lines:</p>\n<ul>\n<li>Section 1</li>\n<li>Section 2</li>\n</ul>',
    );
  });

  it('removes script, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><img src="x.png" onerror="alert(2)"> [x](javascript:alert(3)) <a href="https://irs.gov" onclick="alert(4)">irs</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(html).toContain('<a href="https://irs.gov" rel="noopener noreferrer" target="_blank">irs</a>');
    expect(html).toContain('<img src="x.png" />');
  });

  it("keeps links, opened safely: other sites in a new tab, the portal's own pages in place", () => {
    const html = renderMarkdown('See [the status page](https://status.example.com) and [Resources](/resources).');
    expect(html).toContain(
      '<a href="https://status.example.com" rel="noopener noreferrer" target="_blank">the status page</a>',
    );
    expect(html).toContain('<a href="/resources" rel="noopener noreferrer">Resources</a>');
  });

  it('keeps raw HTML iframes and styles out', () => {
    expect(renderMarkdown('<iframe src="https://evil.example"></iframe><style>body{}</style>text')).toBe('text');
  });
});
