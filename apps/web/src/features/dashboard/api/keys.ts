/** Every query key of the dashboard (decision 297): queries and invalidations use these, never literals. */
export const dashboardKeys = {
  all: (lenderId: string) => ['dashboard', lenderId] as const,
  portfolio: (lenderId: string) => [...dashboardKeys.all(lenderId), 'portfolio'] as const,
  keyInsights: (lenderId: string) => [...dashboardKeys.all(lenderId), 'key-insights'] as const,
  summary: (lenderId: string) => [...dashboardKeys.all(lenderId), 'summary'] as const,
  // The content service's posts, by address (news, releases).
  contentPosts: (url: string) => ['content', url] as const,
};
