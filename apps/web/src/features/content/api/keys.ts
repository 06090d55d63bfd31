/** Every query key of the content pages (decision 297): queries and invalidations use these, never literals. */
export const contentKeys = {
  all: ['content'] as const,
  faq: () => [...contentKeys.all, 'faq'] as const,
  terms: () => [...contentKeys.all, 'terms'] as const,
  resources: () => [...contentKeys.all, 'resources'] as const,
  newsPost: (id: string) => [...contentKeys.all, 'news', id] as const,
};
