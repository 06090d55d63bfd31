import { ALERT_SEEN_AFTER_MS } from '@taxlens/contracts';

/** Spec 1 §4: an alert counts as seen when it was viewed more than 5 minutes ago. */
export function isAlertSeen(alert: { viewed: boolean; viewedAt: string | null }, now: number): boolean {
  if (!alert.viewed || !alert.viewedAt) return false;
  const viewedAt = new Date(alert.viewedAt).getTime();
  return Number.isFinite(viewedAt) && now - viewedAt > ALERT_SEEN_AFTER_MS;
}
