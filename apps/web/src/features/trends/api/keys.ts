/** Every query key of the trends page (decision 297): queries and invalidations use these, never literals. */
export const trendKeys = {
  all: (lenderId: string) => ['trends', lenderId] as const,
  trends: (lenderId: string, query: string) => [...trendKeys.all(lenderId), query] as const,
  movers: (lenderId: string, query: string) => [...trendKeys.all(lenderId), 'movers', query] as const,
  bundles: (lenderId: string) => [...trendKeys.all(lenderId), 'bundles'] as const,
};
