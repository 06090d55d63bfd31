// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { DOMAIN_EVENT_TYPES } from '@taxlens/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EndpointForm } from './endpoint-form';

describe('EndpointForm', () => {
  afterEach(cleanup);

  it('keeps Add endpoint disabled without a URL, then sends the body', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(true));
    render(
      <MantineProvider env="test">
        <EndpointForm busy={false} onSubmit={onSubmit} />
      </MantineProvider>,
    );
    const add = screen.getByRole('button', { name: 'Add endpoint' });
    expect(add).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(/Endpoint URL/), { target: { value: 'https://los.example.com/hook' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /For test keys/ }));
    await waitFor(() => expect(add).toHaveProperty('disabled', false));
    fireEvent.click(add);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        url: 'https://los.example.com/hook',
        description: '',
        eventTypes: [...DOMAIN_EVENT_TYPES],
        forTest: true,
      }),
    );
  });
});
