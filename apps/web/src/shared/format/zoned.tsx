import { type DateInput, formatDateInZone, formatInstant } from '@taxlens/contracts';
import { useSessionUser } from '../session/use-session-user';

/** The signed-in user's profile zone (`users.time_zone`); undefined before sign-in (the browser's zone is used). */
export function useTimeZone(): string | undefined {
  return useSessionUser()?.timeZone ?? undefined;
}

/** An instant as the reader reads it: 11.27.2026 7:00 PM EST in their profile zone (docs/decisions/154). */
export function ZonedTime({ value }: { value: DateInput }) {
  return <>{formatInstant(value, useTimeZone())}</>;
}

/** An instant's calendar day in the reader's profile zone, so it agrees with the times next to it. */
export function ZonedDate({ value }: { value: DateInput }) {
  return <>{formatDateInZone(value, useTimeZone())}</>;
}
