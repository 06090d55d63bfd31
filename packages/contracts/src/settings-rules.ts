// The settings' notification choices and field limits as data, without zod: the web's settings form imports
// them alone (decision 342).

/** Spec 1 §2: the notification groups; each stored value is `${GROUP}_${ALL|MINE|NONE}`. */
export const NOTIFICATION_CHOICES = ['ALL', 'MINE', 'NONE'] as const;
export type NotificationChoice = (typeof NOTIFICATION_CHOICES)[number];

export const NOTIFICATION_GROUPS = [
  {
    group: 'SAME_NEXT_30_DAY',
    label: 'Completed Report Notifications',
    options: ['ALL', 'MINE', 'NONE'],
    kind: 'orders',
  },
  { group: 'LENDER_ALERTS', label: 'Lender Alert Notifications', options: ['ALL', 'MINE', 'NONE'], kind: 'orders' },
  {
    group: 'REJECTED_8821',
    label: 'Rejected Form 8821 Notifications',
    options: ['ALL', 'MINE', 'NONE'],
    kind: 'orders',
  },
  {
    group: 'MISSING_AUTH',
    label: 'Incomplete Form Authorization Notifications',
    options: ['ALL', 'MINE'],
    kind: 'clients',
  },
  { group: 'CLIENT_CLOSED', label: 'Closed Clients Notifications', options: ['ALL', 'MINE'], kind: 'clients' },
] as const satisfies ReadonlyArray<{
  group: string;
  label: string;
  options: readonly NotificationChoice[];
  kind: 'orders' | 'clients';
}>;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number]['group'];

/** Spec 1 §2 option labels: order groups speak of orders, client groups of clients. */
export function notificationOptionLabel(kind: 'orders' | 'clients', choice: NotificationChoice): string {
  if (choice === 'NONE') return 'None';
  if (kind === 'orders') return choice === 'ALL' ? 'All orders for my organization' : 'My orders only';
  return choice === 'ALL' ? 'All clients for my organization' : 'My clients only';
}

/** Each group with its choices and their labels, as GET /lenders/formdata answers them. */
export const listNotificationGroupOptions = () =>
  NOTIFICATION_GROUPS.map((g) => ({
    group: g.group as string,
    label: g.label as string,
    options: g.options.map((value: NotificationChoice) => ({ value, label: notificationOptionLabel(g.kind, value) })),
  }));

/** The choice a list holds for a group, or null when the group has no entry. */
export function findNotificationChoice(types: readonly string[], group: NotificationGroup): NotificationChoice | null {
  for (const choice of NOTIFICATION_CHOICES) if (types.includes(`${group}_${choice}`)) return choice;
  return null;
}

/** Spec 1 §4: changing a radio replaces the entry of the same group in the list. */
export function replaceNotificationChoice(
  types: readonly string[],
  group: NotificationGroup,
  choice: NotificationChoice,
): string[] {
  const others = types.filter((t) => !NOTIFICATION_CHOICES.some((c) => t === `${group}_${c}`));
  return [...others, `${group}_${choice}`];
}

/** A new user's choices (the demo seed and invitations use them). */
export const DEFAULT_NOTIFICATION_TYPES = [
  'SAME_NEXT_30_DAY_ALL',
  'LENDER_ALERTS_ALL',
  'REJECTED_8821_MINE',
  'MISSING_AUTH_ALL',
  'CLIENT_CLOSED_MINE',
] as const;

/** Every value a notification list may hold. */
export const NOTIFICATION_TYPE_VALUES: readonly string[] = NOTIFICATION_GROUPS.flatMap((g) =>
  g.options.map((o) => `${g.group}_${o}`),
);

/**
 * Spec 1 §3 user settings. username is omitted for single-sign-on lenders; password and
 * currentPassword only on one's own settings (the password change).
 */
/** Length limits of a person's name fields (Settings, Manage Users): the schemas and the forms' hints share them. */
export const PERSON_NAME_MAX = 100;
