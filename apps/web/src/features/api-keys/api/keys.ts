/** Every query key of the API access page (decision 297): queries and invalidations use these, never literals. */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
};
