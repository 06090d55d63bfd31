// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NoticeContent, toNoticeLink } from './notice-content';

afterEach(cleanup);

const show = (html: string) =>
  render(
    <MantineProvider>
      <p data-testid="notice">
        <NoticeContent html={html} />
      </p>
    </MantineProvider>,
  );

describe('NoticeContent', () => {
  it('keeps links: an external one opens in a new tab, both without opener or referrer', () => {
    show(
      '<p>See <a href="https://status.example.com/x">the status page</a> or <a href="/resources">Resources</a>.</p>',
    );
    const external = screen.getByRole('link', { name: 'the status page' });
    expect(external.getAttribute('href')).toBe('https://status.example.com/x');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    const inside = screen.getByRole('link', { name: 'Resources' });
    expect(inside.getAttribute('target')).toBeNull();
    expect(inside.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByTestId('notice').textContent).toContain('See the status page or Resources.');
  });

  it('renders only text and links: other markup and unsafe links are reduced to their text', () => {
    show(
      '<p><img src=x onerror="alert(1)"><b>Bold</b> <a href="javascript:alert(1)">click</a></p><script>alert(2)</script>',
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('notice').querySelector('b, script, img')).toBeNull();
    expect(screen.getByTestId('notice').textContent).toContain('Bold click');
  });
});

describe('toNoticeLink', () => {
  it('resolves relative links against the portal and refuses other schemes', () => {
    expect(toNoticeLink('/news/5', 'http://127.0.0.1:3000')).toEqual({
      href: 'http://127.0.0.1:3000/news/5',
      external: false,
    });
    expect(toNoticeLink('mailto:help@example.com', 'http://127.0.0.1:3000')?.external).toBe(true);
    expect(toNoticeLink('data:text/html,hi', 'http://127.0.0.1:3000')).toBeNull();
  });
});
