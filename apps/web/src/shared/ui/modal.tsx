import { Button, Group, Modal as MantineModal } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { decideModalKey } from './modal-keys';

export type ModalProps = {
  /** Required (spec 1 §2); also names the dialog's title and body for assistive technology. */
  id: string;
  opened: boolean;
  title: ReactNode;
  children?: ReactNode;
  onConfirm?: () => void;
  onCancel?: () => void;
  confirmLabel?: string;
  /** Omit to show no cancel button (e.g. the major-error modal has 'Okay' only). */
  cancelLabel?: string;
  closeOnEscape?: boolean;
  confirmOnEnter?: boolean;
  closeOnClickOutside?: boolean;
  size?: string | number;
  /** Hides the buttons. */
  withActions?: boolean;
  /** A progress dialog ('Creating Order', 'Verifying Token'): no buttons, and no key or click dismisses it. */
  progress?: boolean;
};

/** What `progress` stands for: no buttons, and nothing that dismisses the dialog. */
const PROGRESS = { withActions: false, closeOnEscape: false, confirmOnEnter: false, closeOnClickOutside: false };

/** The generic modal: confirm or cancel; Escape, Enter and outside clicks each only if allowed. */
export function Modal(props: ModalProps) {
  const {
    id,
    opened,
    title,
    children,
    onConfirm,
    onCancel,
    confirmLabel = 'Okay',
    cancelLabel,
    closeOnEscape = true,
    confirmOnEnter = true,
    closeOnClickOutside = true,
    size,
    withActions = true,
  } = props.progress ? { ...props, ...PROGRESS } : props;
  useEffect(() => {
    if (!id) console.error('Modal must have an id');
  }, [id]);

  // Handlers change on every render; the key listener reads the latest ones.
  const latest = useRef({ onConfirm, onCancel, closeOnEscape, confirmOnEnter });
  latest.current = { onConfirm, onCancel, closeOnEscape, confirmOnEnter };

  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const { onConfirm: confirm, onCancel: cancel, ...rules } = latest.current;
      const target = event.target instanceof Element ? event.target.tagName : '';
      const action = decideModalKey(event.key, target, { ...rules, canConfirm: Boolean(confirm) });
      if (action === 'confirm') confirm?.();
      if (action === 'cancel') cancel?.();
      if (action) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened]);

  return (
    <MantineModal.Root
      id={id || undefined}
      opened={opened}
      size={size}
      centered
      // Escape is handled above so its rule lives in one place with Enter's.
      closeOnEscape={false}
      closeOnClickOutside={closeOnClickOutside}
      onClose={() => onCancel?.()}
    >
      <MantineModal.Overlay />
      <MantineModal.Content>
        {/* Mantine renders a <header>, which inside a dialog would be a second banner landmark. */}
        <MantineModal.Header role="presentation">
          <MantineModal.Title>{title}</MantineModal.Title>
        </MantineModal.Header>
        <MantineModal.Body>
          {children}
          {withActions && (onConfirm || (cancelLabel && onCancel)) && (
            <Group justify="flex-end" mt="md">
              {cancelLabel && onCancel && (
                <Button variant="default" onClick={onCancel}>
                  {cancelLabel}
                </Button>
              )}
              {onConfirm && (
                <Button onClick={onConfirm} data-autofocus>
                  {confirmLabel}
                </Button>
              )}
            </Group>
          )}
        </MantineModal.Body>
      </MantineModal.Content>
    </MantineModal.Root>
  );
}
