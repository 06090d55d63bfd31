import { ACCESS_DENIED_TEXT, ERROR_KEYS, type ErrorMessage } from '@taxlens/contracts';

/** A refusal the client should see: HTTP status plus the one error shape. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messages: ErrorMessage[],
    readonly headers: Record<string, string> = {},
  ) {
    super(messages[0]?.value ?? 'Error');
  }

  static of(status: number, key: string, value: string, extra: Partial<ErrorMessage> = {}): AppError {
    return new AppError(status, [{ key, value, ...extra }]);
  }
}

export const badRequest = (value: string, field?: string) =>
  AppError.of(400, ERROR_KEYS.validation, value, field ? { field } : {});
export const unauthenticated = () =>
  AppError.of(401, ERROR_KEYS.unauthenticated, 'Your session has ended. Please sign in again.');
export const accessDenied = () => AppError.of(403, ERROR_KEYS.accessDenied, ACCESS_DENIED_TEXT);
/** An upload over its size limit: 413 for every kind of file (8821s, imports, logos), the sentence saying the limit. */
export const fileTooLarge = (value: string, field = 'file') => AppError.of(413, 'FILE_TOO_LARGE', value, { field });
/** Missing and foreign records look the same, so ids of other lenders reveal nothing. */
export const notFound = (what = 'The requested item') =>
  AppError.of(404, ERROR_KEYS.notFound, `${what} was not found.`);
/** A file the retention rule deleted (docs/decisions/219): its record stays, its bytes are gone for good. */
export const deletedAfterRetention = (what: string) =>
  AppError.of(410, 'DELETED_AFTER_RETENTION', `${what} was deleted after the retention period.`);
export const conflict = (value: string, extra: Partial<ErrorMessage> = {}) =>
  AppError.of(409, ERROR_KEYS.conflict, value, extra);
/** A service the portal depends on (Redis, the file store) cannot be reached: the client may retry shortly. */
export const serviceUnavailable = (what: string) =>
  new AppError(
    503,
    [{ key: ERROR_KEYS.unavailable, value: `${what} cannot be reached right now. Please try again in a moment.` }],
    { 'retry-after': '5' },
  );
