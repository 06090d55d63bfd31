import type { AppContext } from '../../app-context.js';

/** How long an upload waits in memory for its job: a queue of ten scans on one thread is checked within it. */
export const HANDOFF_MS = 2 * 60_000;
/** At most this many bytes wait at once (a dozen 10 MB forms would be too many): past it, the job reads the file. */
export const HANDOFF_MAX_BYTES = 48 * 1024 * 1024;

export type UploadHandoff = {
  /** Keeps a pre-check's plain bytes for its job; false (nothing kept) when the bytes would pass the limit. */
  keep: (checkId: string, bytes: Buffer) => boolean;
  /** The bytes kept for this check, once: taken, they are no longer held. */
  take: (checkId: string) => Buffer | undefined;
  drop: (checkId: string) => void;
  /** How many bytes wait (for tests). */
  heldBytes: () => number;
};

/**
 * Decision 303: the upload call hands its bytes to the check's job in memory, so the job does not read back
 * what was just written. An entry goes when the job takes it or after HANDOFF_MS; a job on another instance,
 * after a restart or past the limit reads the stored file, which is always written (this is only a shortcut).
 */
export function createUploadHandoff(ttlMs = HANDOFF_MS, maxBytes = HANDOFF_MAX_BYTES): UploadHandoff {
  const waiting = new Map<string, { bytes: Buffer; timer: NodeJS.Timeout }>();
  let held = 0;
  const take = (checkId: string) => {
    const entry = waiting.get(checkId);
    if (!entry) return undefined;
    waiting.delete(checkId);
    clearTimeout(entry.timer);
    held -= entry.bytes.length;
    return entry.bytes;
  };
  return {
    keep: (checkId, bytes) => {
      if (held + bytes.length > maxBytes) return false;
      take(checkId);
      const timer = setTimeout(() => take(checkId), ttlMs);
      timer.unref();
      waiting.set(checkId, { bytes, timer });
      held += bytes.length;
      return true;
    },
    take,
    drop: (checkId) => void take(checkId),
    heldBytes: () => held,
  };
}

// One handoff per app (its routes and its job share the context object); two apps in one process (the
// two-instance tests) are two instances, each with its own.
const handoffs = new WeakMap<AppContext, UploadHandoff>();

export function uploadHandoffOf(ctx: AppContext): UploadHandoff {
  let handoff = handoffs.get(ctx);
  if (!handoff) handoffs.set(ctx, (handoff = createUploadHandoff()));
  return handoff;
}
