/** Every query key of the user-administration pages (decision 297): queries and invalidations use these, never literals. */
export const userKeys = {
  lenderUsers: () => ['lender-users'] as const,
  lenderUsersPage: (params: string) => [...userKeys.lenderUsers(), params] as const,
  auditLog: () => ['audit-log'] as const,
  auditLogPage: (params: string) => [...userKeys.auditLog(), params] as const,
  auditFilters: () => [...userKeys.auditLog(), 'filters'] as const,
  // The clients feature's designee select has the same key: an edit here refreshes it.
  designees: () => ['designees'] as const,
};
