type Waiting = { run: () => void; queuedAt: number; deadline: number };

/** Waiting work, first asked first run. */
const waiting: Waiting[] = [];
let requested = false;

/** Without requestIdleCallback (Safari): this long after the work was asked for. */
const WITHOUT_IDLE_MS = 200;

function runNext(): void {
  requested = false;
  try {
    waiting.shift()?.run();
  } finally {
    requestNext();
  }
}

/**
 * One piece of waiting work per idle period. What a piece starts (a React update) renders in a task
 * of its own before the browser is idle again, so two pieces never make one long task on a phone
 * (decision 231): the dashboard's two tables, its tooltip and the header's poll used to render together.
 */
function requestNext(): void {
  const head = waiting[0];
  if (!head || requested) return;
  requested = true;
  const now = Date.now();
  if (window.requestIdleCallback) window.requestIdleCallback(runNext, { timeout: Math.max(1, head.deadline - now) });
  else window.setTimeout(runNext, Math.max(0, head.queuedAt + WITHOUT_IDLE_MS - now));
}

/**
 * Runs `run` when the browser is first idle, at most about `timeoutMs` from now; returns a cancel.
 * For work the first paint must not wait behind (docs/decisions/119). Work asked for
 * together runs one piece per idle period, in the order asked.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  const now = Date.now();
  const entry: Waiting = { run, queuedAt: now, deadline: now + timeoutMs };
  waiting.push(entry);
  requestNext();
  return () => {
    const at = waiting.indexOf(entry);
    if (at >= 0) waiting.splice(at, 1);
  };
}
