/** Every query key of the import pages (decision 297): queries and invalidations use these, never literals. */
export const importKeys = {
  all: ['import'] as const,
  detail: (id: string) => [...importKeys.all, id] as const,
  orderableProducts: (clientId: string) => ['import-order-products', clientId] as const,
};
