/** Every query key of the IP whitelist page (decision 297): queries and invalidations use these, never literals. */
export const whitelistKeys = {
  all: ['whitelist'] as const,
  lender: (lenderId: string) => [...whitelistKeys.all, 'lender', lenderId] as const,
  users: (lenderId: string) => [...whitelistKeys.all, 'users', lenderId] as const,
  activeUsers: () => [...whitelistKeys.all, 'active-users'] as const,
};
