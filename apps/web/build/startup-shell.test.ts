// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import type { User } from '@taxlens/contracts';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StartupFallback } from '../src/app/layout/startup-fallback';
import { providerSettings } from '../src/app/theme';
import { dashboardGreeting } from '../src/features/dashboard/greeting';
import { clearSession, setCsrf, setStoredUser, STORAGE_KEYS } from '../src/shared/storage/local-store';
import { GREETING_SCRIPT, greetingShellHtml, startupShellHtml } from './startup-shell';

const user = {
  id: 'u1',
  username: 'loan.officer',
  selectedLender: { id: 'l1', companyName: 'Acme Capital' },
} as unknown as User;

/** An element tree as text: tags, attributes sorted, inline styles without their spacing (React and the server render write them differently). */
function shape(element: Element): string {
  const attributes = [...element.attributes]
    .map(({ name, value }) =>
      name === 'style'
        ? `style=${value.replace(/\s/g, '').split(';').filter(Boolean).sort().join(';')}`
        : `${name}=${value}`,
    )
    .sort();
  const children = [...element.childNodes].map((node) =>
    node.nodeType === 1 ? shape(node as Element) : (node.textContent ?? ''),
  );
  return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${children.join('')}</${element.tagName.toLowerCase()}>`;
}

function shapeOfHtml(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return shape(holder);
}

/** React's first render of the app at a path: StartupFallback inside the app's provider settings. */
function reactShapeAt(path: string): string {
  window.history.replaceState(null, '', path);
  const { container } = render(createElement(MantineProvider, providerSettings, createElement(StartupFallback)));
  return shape(container);
}

/** Runs the shell's script as the browser would while parsing: `document.currentScript` is the script itself. */
function paintGreetingShell(): HTMLHeadingElement {
  const holder = document.createElement('div');
  holder.innerHTML = greetingShellHtml();
  const script = holder.querySelector('script')!;
  expect(script.textContent).toBe(GREETING_SCRIPT);
  new Function('document', 'localStorage', script.textContent!)({ currentScript: script }, window.localStorage);
  return holder.querySelector('h1')!;
}

describe('the startup shell index.html paints (decision 246)', () => {
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it("is what React's first render shows, so the hand-over moves nothing: the skeleton alone", () => {
    expect(reactShapeAt('/client/c1')).toBe(shapeOfHtml(startupShellHtml(null)));
  });

  it("and the dashboard's greeting, once the shell's script has written it", () => {
    setCsrf('tok');
    setStoredUser(user);
    const heading = paintGreetingShell();
    expect(heading.textContent).toBe(dashboardGreeting('Acme Capital'));
    expect(reactShapeAt('/')).toBe(
      shape(heading.parentElement!.parentElement!.parentElement!).replace(/<script [^>]*>[^<]*<\/script>/, ''),
    );
  });

  it('leaves the heading empty without a session, or with a stored user it cannot read', () => {
    setStoredUser(user);
    expect(paintGreetingShell().textContent).toBe('');
    setCsrf('tok');
    window.localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(paintGreetingShell().textContent).toBe('');
  });

  it("writes a lender's name as text, never as markup", () => {
    setCsrf('tok');
    setStoredUser({
      ...user,
      selectedLender: { ...user.selectedLender, companyName: '<img src=x onerror=alert(1)>' },
    } as User);
    const heading = paintGreetingShell();
    expect(heading.textContent).toBe('Welcome, <img src=x onerror=alert(1)>');
    expect(heading.querySelector('img')).toBeNull();
  });
});
