import { displayDate } from '@taxlens/contracts';

/** Why a monitored client cannot be monitored, as its alert and its MISSING_AUTH mail say it. */
export const describeMissingAuthorization = (expiresOn: string | null): string =>
  expiresOn
    ? `The Form 8821 on file covers tax periods through ${displayDate(expiresOn)}.`
    : 'No Form 8821 is on file.';
