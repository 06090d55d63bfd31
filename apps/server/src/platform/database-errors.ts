/**
 * Whether an error means "the database cannot be reached right now" (stopped, restarting, failing
 * over, out of connections, network down) rather than a fault of the request or of our code. Such
 * errors answer 503 so clients and load balancers retry; the pool opens new connections by itself
 * once the database is back (docs/decisions/117).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down), too_many_connections.
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
// pg's own errors for a connection lost or never made carry no code, only these texts.
const DRIVER_TEXTS = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  // The connect timeout of db/connection.ts's client: the server accepted but never answered.
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; message?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || SERVER_STATES.has(code) || code.startsWith('08')) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  if (DRIVER_TEXTS.some((text) => message.startsWith(text))) return true;
  // A host with several addresses fails with one error per address.
  return Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable);
}

// SQLSTATE: character_not_in_repertoire (a NUL byte in text), untranslatable_character.
const UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05']);

/**
 * Whether the database refused a character the request carried (PostgreSQL text cannot hold U+0000).
 * It is the request's fault, so it answers 400, wherever the text came from.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNSTORABLE_TEXT_STATES.has(code);
}

type Logger = { warn: (details: object, message: string) => void; error: (details: object, message: string) => void };

/**
 * Logs a failed run of a background loop (outbox, jobs, housekeeping). While the database is
 * unreachable each loop fails every round: one warning line, not a stack per round.
 */
export function logBackgroundFailure(log: Logger, error: unknown, message: string): void {
  if (isDatabaseUnavailable(error)) log.warn({ reason: (error as Error).message }, `${message}: database unavailable`);
  else log.error({ err: error }, message);
}

/** A unique index refused the row (PostgreSQL and PGlite: SQLSTATE 23505), e.g. two creations of one tax id at once. */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';
