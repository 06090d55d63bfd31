import { notifications } from '@mantine/notifications';

export type ToastType = 'info' | 'success' | 'warning' | 'error';

const COLORS: Record<ToastType, string> = { info: 'blue', success: 'green', warning: 'yellow', error: 'red' };

export type ToastInput = { message: string; type?: ToastType; durationMs?: number };

let lastId = 0;

/** Spec 1 §2: a toast has a timestamp id, a message, a type (default info) and lasts 3000 ms by default. */
export function showToast({ message, type = 'info', durationMs = 3000 }: ToastInput): string {
  // Two toasts in the same millisecond still need distinct ids.
  lastId = Math.max(Date.now(), lastId + 1);
  const id = String(lastId);
  // The close button needs a name (axe button-name); the message keeps the body text colour, as
  // Mantine's dimmed grey falls below 4.5:1 contrast on white (axe color-contrast).
  notifications.show({
    id,
    message,
    color: COLORS[type],
    autoClose: durationMs,
    'data-toast-type': type,
    closeButtonProps: { 'aria-label': 'Close notification' },
    styles: { description: { color: 'var(--mantine-color-text)' } },
  });
  return id;
}
