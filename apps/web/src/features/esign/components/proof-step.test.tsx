// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProofStep } from './proof-step';

const TOO_YOUNG = 'You must be at least 18 years old to sign';

function renderStep() {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <ProofStep token={'T'.repeat(43)} retentionDays={30} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function submitWithBirthday(dateOfBirth: string) {
  fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: dateOfBirth } });
  fireEvent.submit(screen.getByRole('form', { name: '2. Show who you are' }));
  // The full name is always missing here: its message shows that the check has run.
  await screen.findAllByText(/./, { selector: '.mantine-InputWrapper-error' });
}

describe('the identity step', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  // 02:00 UTC on 1 December is still 30 November in New York, the server's day (decision 324): a
  // signer born on 1 December 2008 turns 18 only at the Eastern midnight, and the server refuses them.
  it('counts the signer’s age on the Eastern day, as the server does', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T02:00:00Z') });
    renderStep();
    await submitWithBirthday('2008-12-01');
    expect(screen.getByText(TOO_YOUNG)).toBeTruthy();
  });

  it('accepts the signer once it is their 18th birthday in New York', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T06:00:00Z') });
    renderStep();
    await submitWithBirthday('2008-12-01');
    expect(screen.queryByText(TOO_YOUNG)).toBeNull();
  });
});
