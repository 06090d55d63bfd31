// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { clientUpdateSchema } from '@taxlens/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CLIENT_FORM } from './client-form-fields';
import { ClientForm } from './client-form';

const person = {
  ...EMPTY_CLIENT_FORM,
  firstName: 'Alex',
  lastName: 'Rivera',
  addressLine1: '12 Elm Street',
  city: 'Dayton',
  state: 'OH',
  zip: '45402',
};

function renderEdit(
  defaults: typeof person,
  maskedSpouseSsn: string | null,
  onSubmit: (payload: Record<string, unknown>) => void,
) {
  render(
    <MantineProvider>
      <MemoryRouter>
        <ClientForm
          clientType="individual"
          defaultValues={defaults}
          editing={{ maskedTaxId: '***-**-6789', maskedSecondEin: null, maskedSpouseSsn }}
          submitLabel="Save Changes"
          busy={false}
          error={null}
          onSubmit={onSubmit}
        />
      </MemoryRouter>
    </MantineProvider>,
  );
  // happy-dom does not select a native option from the default value: the state is chosen as a user would.
  fireEvent.change(screen.getByLabelText(/^State/), { target: { value: defaults.state } });
}
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The client edit's joint filers group (decision 218). */
describe('client edit: joint filers', () => {
  afterEach(cleanup);

  it('ticking "Files jointly" asks for the spouse; the SSN or ITIN is typed with dashes and sent with the name', async () => {
    const onSubmit = vi.fn();
    renderEdit(person, null, onSubmit);
    expect(screen.queryByLabelText(/Spouse first name/)).toBeNull();
    fireEvent.click(screen.getByLabelText(/Files jointly with a spouse/));
    type(/Spouse first name/, 'Sam');
    type(/Spouse last name/, 'Rivera');
    type(/Spouse SSN or ITIN/, '345678912');
    expect((screen.getByLabelText(/Spouse SSN or ITIN/) as HTMLInputElement).value).toBe('345-67-8912');
    type(/Spouse e-mail/, 'sam@borrower.test');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const payload = onSubmit.mock.calls[0]![0];
    expect(payload.jointSpouse).toEqual({
      firstName: 'Sam',
      lastName: 'Rivera',
      ssn: '345-67-8912',
      email: 'sam@borrower.test',
      mobile: '',
    });
    expect(clientUpdateSchema.parse(payload)).toMatchObject({ jointSpouse: { ssn: '345-67-8912', mobile: null } });
  });

  it('a spouse on file: the SSN left empty keeps it; unticking clears the spouse', async () => {
    const onSubmit = vi.fn();
    renderEdit(
      { ...person, filesJointly: 'yes', spouseFirstName: 'Sam', spouseLastName: 'Rivera' },
      '***-**-8912',
      onSubmit,
    );
    expect(screen.getByText('Leave empty to keep ***-**-8912')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].jointSpouse).not.toHaveProperty('ssn');
    fireEvent.click(screen.getByLabelText(/Files jointly with a spouse/));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0].jointSpouse).toBeNull();
  });

  it('a bad spouse SSN is refused on the field, with the label the form shows', async () => {
    const onSubmit = vi.fn();
    renderEdit(
      { ...person, filesJointly: 'yes', spouseFirstName: 'Sam', spouseLastName: 'Rivera', spouseSsn: '000-12-3456' },
      null,
      onSubmit,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByText(/not a valid SSN or ITIN/)).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
