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
  notifications.show({ id, message, color: COLORS[type], autoClose: durationMs, 'data-toast-type': type });
  return id;
}
