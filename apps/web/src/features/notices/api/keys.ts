/** Every query key of the global notices (decision 297): queries and invalidations use these, never literals. */
export const noticeKeys = {
  globalNotices: () => ['content', 'global-notices'] as const,
};
