// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './modal';
import { decideModalKey } from './modal-keys';

function renderModal(props: Partial<ModalProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <MantineProvider env="test">
      <Modal
        id="test-modal"
        opened
        title="Confirm"
        onConfirm={onConfirm}
        onCancel={onCancel}
        cancelLabel="Cancel"
        {...props}
      >
        <p>Body</p>
      </Modal>
    </MantineProvider>,
  );
  return { onConfirm, onCancel };
}

describe('decideModalKey', () => {
  const all = { canConfirm: true, closeOnEscape: true, confirmOnEnter: true };
  it('maps Escape to cancel and Enter to confirm, each only if allowed', () => {
    expect(decideModalKey('Escape', 'DIV', all)).toBe('cancel');
    expect(decideModalKey('Escape', 'DIV', { ...all, closeOnEscape: false })).toBeNull();
    expect(decideModalKey('Enter', 'INPUT', all)).toBe('confirm');
    expect(decideModalKey('Enter', 'DIV', { ...all, confirmOnEnter: false })).toBeNull();
    expect(decideModalKey('Enter', 'DIV', { ...all, canConfirm: false })).toBeNull();
  });

  it('leaves Enter on buttons and links to their own action', () => {
    expect(decideModalKey('Enter', 'BUTTON', all)).toBeNull();
    expect(decideModalKey('Enter', 'A', all)).toBeNull();
    expect(decideModalKey('a', 'DIV', all)).toBeNull();
  });
});

describe('Modal', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('cancels on Escape and confirms on Enter', () => {
    const { onConfirm, onCancel } = renderModal();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('ignores Escape, Enter and outside clicks when not allowed', () => {
    const { onConfirm, onCancel } = renderModal({
      closeOnEscape: false,
      confirmOnEnter: false,
      closeOnClickOutside: false,
    });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    fireEvent.click(document.querySelector('.mantine-Modal-overlay') as Element);
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('as a progress dialog: no buttons, and Escape, Enter and outside clicks do nothing', () => {
    const { onConfirm, onCancel } = renderModal({ progress: true });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    fireEvent.click(document.querySelector('.mantine-Modal-overlay') as Element);
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels on an outside click when allowed', () => {
    const { onCancel } = renderModal();
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    fireEvent.click(overlay as Element);
    expect(onCancel).toHaveBeenCalled();
  });

  it('confirms and cancels with its buttons', () => {
    const { onConfirm, onCancel } = renderModal({ confirmLabel: 'Continue' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("logs 'Modal must have an id' without one", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderModal({ id: '' });
    expect(error).toHaveBeenCalledWith('Modal must have an id');
  });
});
