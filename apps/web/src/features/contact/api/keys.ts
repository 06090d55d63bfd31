/** Every query key of the contact page (decision 297): queries and invalidations use these, never literals. */
export const contactKeys = {
  config: () => ['contact', 'config'] as const,
};
