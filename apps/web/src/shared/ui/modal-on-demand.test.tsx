// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalOnDemand } from './modal-on-demand';

function Page() {
  const [opened, setOpened] = useState(false);
  return (
    <MantineProvider env="test">
      <button onClick={() => setOpened(true)}>Open</button>
      <ModalOnDemand id="on-demand" opened={opened} title="Saved" onConfirm={() => setOpened(false)}>
        Your settings have been saved.
      </ModalOnDemand>
    </MantineProvider>
  );
}

describe('ModalOnDemand', () => {
  afterEach(cleanup);

  it('renders nothing until it first opens, then the dialog, which closes and opens again', async () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.getElementById('on-demand')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect((await screen.findByRole('dialog', { name: 'Saved' })).textContent).toContain(
      'Your settings have been saved.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Okay' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Saved' })).toBeTruthy();
  });
});
