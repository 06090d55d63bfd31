// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompleteForm } from './complete-form';

function renderForm() {
  const mutate = vi.fn();
  const action = { mutate, isPending: false, error: null } as unknown as Parameters<typeof CompleteForm>[0]['action'];
  render(
    <MantineProvider env="test">
      <CompleteForm action={action} />
    </MantineProvider>,
  );
  return mutate;
}

describe('CompleteForm', () => {
  afterEach(cleanup);

  it('is a form: submitting it (as Enter in a field does) completes the report with the periods as the server reads them', async () => {
    const mutate = renderForm();
    fireEvent.change(screen.getByLabelText('Period, row 1'), { target: { value: '2023' } });
    fireEvent.change(screen.getByLabelText('Balance, row 1'), { target: { value: '1,250.50' } });
    fireEvent.change(screen.getByLabelText('Business name on the IRS record'), { target: { value: '  Birch LLC ' } });
    fireEvent.submit(screen.getByLabelText('Period, row 1').closest('form')!);
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    const [{ kind, input }] = mutate.mock.calls[0]!;
    expect(kind).toBe('complete');
    expect(input.irsName).toBe('Birch LLC');
    expect(input.periods).toEqual([expect.objectContaining({ form: '1120', period: '2023', balanceCents: 125050 })]);
  });

  it("lists each refused row's message and sends nothing", async () => {
    const mutate = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add period' }));
    fireEvent.change(screen.getByLabelText('Balance, row 2'), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete report' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Row 2/);
    expect(mutate).not.toHaveBeenCalled();
  });
});
