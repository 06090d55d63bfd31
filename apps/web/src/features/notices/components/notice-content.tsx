import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Where a notice link may go, and whether it leaves the portal; null for a link we will not follow. */
export function toNoticeLink(href: string, origin: string): { href: string; external: boolean } | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (!SAFE_SCHEMES.has(url.protocol)) return null;
  return { href: url.href, external: url.origin !== origin };
}

function toNodes(nodes: NodeListOf<ChildNode>, origin: string, keyPrefix: string): ReactNode[] {
  return Array.from(nodes).flatMap((node, i): ReactNode[] => {
    const key = `${keyPrefix}${i}`;
    if (node.nodeType === Node.TEXT_NODE) return [node.textContent ?? ''];
    if (!(node instanceof Element)) return [];
    const children = toNodes(node.childNodes, origin, `${key}.`);
    if (node.tagName === 'BR') return [' '];
    if (node.tagName !== 'A') return node.tagName === 'P' ? [...children, ' '] : children;
    const link = toNoticeLink(node.getAttribute('href') ?? '', origin);
    if (!link) return children;
    // Links open safely: never hand the notice's page to the target; other sites get their own tab.
    return [
      <Anchor
        key={key}
        href={link.href}
        rel="noopener noreferrer"
        target={link.external ? '_blank' : undefined}
        inherit
        underline="always"
      >
        {children}
      </Anchor>,
    ];
  });
}

/**
 * A notice's HTML as text with its links kept (decision 160: links used to be stripped). Only text and
 * links are rendered, as React nodes: whatever else the content service sends never reaches the page.
 */
export function NoticeContent({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <>{toNodes(body.childNodes, window.location.origin, '')}</>;
}
