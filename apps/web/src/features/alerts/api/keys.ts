/** Every query key of the alerts (decision 297): queries and invalidations use these, never literals. */
export const alertKeys = {
  all: (lenderId: string) => ['alerts', lenderId] as const,
  lists: (lenderId: string) => [...alertKeys.all(lenderId), 'list'] as const,
  list: (lenderId: string, alertType: string) => [...alertKeys.lists(lenderId), alertType] as const,
  totalUnread: (lenderId: string) => [...alertKeys.all(lenderId), 'total-unread'] as const,
  types: () => ['formdata', 'portal.alertTypes'] as const,
};
