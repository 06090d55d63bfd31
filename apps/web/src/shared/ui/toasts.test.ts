import { beforeEach, describe, expect, it, vi } from 'vitest';

const show = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show: (n: unknown) => show(n) } }));

const { showToast } = await import('./toasts');

describe('showToast', () => {
  beforeEach(() => show.mockReset());

  it('defaults to an info toast of 3000 ms with a timestamp id', () => {
    const before = Date.now();
    const id = showToast({ message: 'Saved' });
    expect(Number(id)).toBeGreaterThanOrEqual(before);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ id, message: 'Saved', autoClose: 3000, color: 'blue' }),
    );
  });

  it('honours the type and duration', () => {
    showToast({ message: 'Not the right file type', type: 'error', durationMs: 5000 });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ autoClose: 5000, color: 'red' }));
  });

  it('gives distinct ids to toasts shown at once', () => {
    expect(showToast({ message: 'a' })).not.toBe(showToast({ message: 'b' }));
  });
});
