import { randomBytes } from 'node:crypto';
import type { ChangeChannel, ChangeSubscription } from '../db/change-channel.js';

/** What a committed change concerns (payloads of migration 020's triggers). */
export type CallerChange = { kind: 'session' | 'user' | 'lender'; id: string } | { kind: 'all' };

const KINDS = { s: 'session', u: 'user', l: 'lender' } as const;

export function parseCallerChange(payload: string): CallerChange {
  const kind = KINDS[payload.slice(0, 1) as keyof typeof KINDS];
  // Anything unexpected concerns everyone: forgetting too much is safe, too little is not.
  if (!kind || payload[1] !== ':' || payload.length < 3) return { kind: 'all' };
  return { kind, id: payload.slice(2) };
}

/**
 * One instance's ear on the database's change announcements, with a heartbeat. While it is not
 * confirmed live (starting, a missed heartbeat, a dropped connection) `live()` is false and the
 * memories built on it must not be used; every time it goes down or comes back, `onReset` empties them.
 */
export type CallerEvents = {
  live: () => boolean;
  /** Resolves once every change committed before the call has been heard (or the ear went down). */
  settle: () => Promise<void>;
  close: () => Promise<void>;
};

const HEARTBEAT_PREFIX = 'hb:';

export function startCallerEvents(options: {
  channel: ChangeChannel | undefined;
  heartbeatMs: number;
  onChange: (change: CallerChange) => void;
  onReset: () => void;
  onProblem?: (error: Error) => void;
}): CallerEvents {
  const { channel, heartbeatMs } = options;
  const nonce = `${HEARTBEAT_PREFIX}${randomBytes(6).toString('hex')}:`;
  const waiting = new Map<string, () => void>();
  let subscription: ChangeSubscription | null = null;
  let isLive = false;
  let closed = false;
  let attempt = 0;
  let sequence = 0;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;

  const hear = (payload: string) => {
    if (payload.startsWith(HEARTBEAT_PREFIX)) {
      waiting.get(payload)?.();
      return;
    }
    options.onChange(parseCallerChange(payload));
  };

  /** A round trip through the database: what was committed before it is heard before it returns. */
  async function echo(): Promise<boolean> {
    const current = subscription;
    if (!current) return false;
    const payload = `${nonce}${++sequence}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      waiting.set(payload, () => resolve(true));
      timer = setTimeout(() => resolve(false), heartbeatMs);
    });
    try {
      const sent = current.send(payload).then(
        () => true,
        () => false,
      );
      return (await sent) && (await heard);
    } finally {
      clearTimeout(timer);
      waiting.delete(payload);
    }
  }

  function goDown(error: Error): void {
    if (closed) return;
    const wasLive = isLive;
    isLive = false;
    options.onReset();
    clearInterval(heartbeat);
    const old = subscription;
    subscription = null;
    void old?.close();
    if (wasLive) options.onProblem?.(error);
    if (!retry) retry = setTimeout(connect, Math.min(200 * 2 ** attempt++, 5_000)).unref();
  }

  async function connect(): Promise<void> {
    retry = undefined;
    if (closed || !channel) return;
    try {
      subscription = await channel.subscribe(hear, goDown);
      if (closed) return void (await subscription.close());
      if (!(await echo())) throw new Error('The change listener did not hear its own heartbeat');
      // Whatever changed while nobody listened is unknown: start empty, then trust the ear.
      options.onReset();
      isLive = true;
      attempt = 0;
      heartbeat = setInterval(() => {
        void echo().then((ok) => {
          if (!ok && isLive) goDown(new Error('The change listener missed a heartbeat'));
        });
      }, heartbeatMs).unref();
    } catch (error) {
      goDown(error instanceof Error ? error : new Error(String(error)));
    }
  }

  void connect();

  return {
    live: () => isLive,
    async settle() {
      if (isLive && !(await echo()) && isLive) goDown(new Error('The change listener missed a settle'));
    },
    async close() {
      closed = true;
      isLive = false;
      clearInterval(heartbeat);
      clearTimeout(retry);
      await subscription?.close();
      subscription = null;
    },
  };
}
