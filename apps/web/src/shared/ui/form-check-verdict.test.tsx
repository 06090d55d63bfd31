// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormCheckVerdictAlert, FormCheckVerdictBadge } from './form-check-verdict';

afterEach(cleanup);

const inMantine = (node: React.ReactNode) => render(<MantineProvider env="test">{node}</MantineProvider>);

describe('the form check verdict shared by Place Order and the operations report page (decision 287)', () => {
  it('lists each finding as its code and sentence under the title', () => {
    inMantine(
      <FormCheckVerdictAlert
        verdict="likely_rejection"
        title="Likely rejection"
        findings={[
          { code: 'SECTION_4_CHECKED', sentence: 'Line 4 is checked: the IRS does not record it on the CAF.' },
        ]}
        empty="Nothing found."
        data-testid="verdict"
      />,
    );
    const alert = screen.getByTestId('verdict');
    expect(alert.textContent).toContain('Likely rejection');
    expect(screen.getByRole('listitem').textContent).toBe(
      'SECTION_4_CHECKED: Line 4 is checked: the IRS does not record it on the CAF.',
    );
    expect(alert.textContent).not.toContain('Nothing found.');
  });

  it('shows the empty text without findings, and the badge says the verdict or that there was no check', () => {
    inMantine(
      <>
        <FormCheckVerdictAlert verdict="ready" title="Ready" findings={[]} empty="Nothing found." />
        <FormCheckVerdictBadge check={{ status: 'done', verdict: 'check' }} />
        <FormCheckVerdictBadge check={null} />
        <FormCheckVerdictBadge check={{ status: 'running', verdict: null }} />
      </>,
    );
    expect(screen.getByText('Nothing found.')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.getByText('Check these')).toBeTruthy();
    expect(screen.getByText('Not checked')).toBeTruthy();
    expect(screen.getByText('Checking')).toBeTruthy();
  });
});
