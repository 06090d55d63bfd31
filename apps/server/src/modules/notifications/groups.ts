/**
 * Spec 1 §2 notification groups. A user's users.notification_types holds one `${GROUP}_${CHOICE}`
 * per group (e.g. 'LENDER_ALERTS_MINE'); a group with no entry is NONE.
 */
export const NOTIFICATION_GROUPS = [
  'SAME_NEXT_30_DAY',
  'LENDER_ALERTS',
  'REJECTED_8821',
  'MISSING_AUTH',
  'CLIENT_CLOSED',
] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];
export type NotificationChoice = 'ALL' | 'MINE' | 'NONE';

/** The lender-facing events and the group whose setting decides who hears of each. */
export const EVENT_GROUPS = {
  REPORT_COMPLETED: 'SAME_NEXT_30_DAY',
  LENDER_ALERT: 'LENDER_ALERTS',
  REJECTED_8821: 'REJECTED_8821',
  MISSING_AUTH: 'MISSING_AUTH',
  CLIENT_CLOSED: 'CLIENT_CLOSED',
  // Signature requests' ends are news about the client's authorization (docs/decisions/198).
  ESIGN_SIGNED: 'MISSING_AUTH',
  ESIGN_DECLINED: 'MISSING_AUTH',
  ESIGN_EXPIRED: 'MISSING_AUTH',
  ESIGN_APPROVED: 'MISSING_AUTH',
  ESIGN_REFUSED: 'MISSING_AUTH',
} as const satisfies Record<string, NotificationGroup>;
export type NotificationType = keyof typeof EVENT_GROUPS;

/** The user's choice for a group; the last entry wins should a list ever hold two. */
export function choiceFor(notificationTypes: readonly string[], group: NotificationGroup): NotificationChoice {
  let choice: NotificationChoice = 'NONE';
  for (const entry of notificationTypes) {
    const match = /^(.*)_(ALL|MINE|NONE)$/.exec(entry);
    if (match?.[1] === group) choice = match[2] as NotificationChoice;
  }
  return choice;
}
