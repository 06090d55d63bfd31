// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SUCCESS_TEXT } from './contact-success';
import { ContactSuccessBanner } from './contact-success-banner';

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/', Component: ContactSuccessBanner }], { initialEntries: [url] });
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('ContactSuccessBanner', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the inquiry banner for 10 seconds, then goes to /', async () => {
    vi.useFakeTimers();
    const router = renderAt('/?message=contact_success');
    expect(screen.getByText(CONTACT_SUCCESS_TEXT)).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(9_999));
    expect(router.state.location.search).toBe('?message=contact_success');
    await act(async () => vi.advanceTimersByTime(1));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText(CONTACT_SUCCESS_TEXT)).toBeNull();
  });

  it('shows nothing without the message', () => {
    renderAt('/');
    expect(screen.queryByText(CONTACT_SUCCESS_TEXT)).toBeNull();
  });
});
