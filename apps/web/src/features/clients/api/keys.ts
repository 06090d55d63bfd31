/** Every query key of the client pages (decision 297): queries and invalidations use these, never literals. */
export const clientKeys = {
  all: ['clients'] as const,
  detail: (id: string) => [...clientKeys.all, id] as const,
  orders: (id: string) => [...clientKeys.detail(id), 'orders'] as const,
  reports: (id: string) => [...clientKeys.detail(id), 'reports'] as const,
  summary: (id: string) => [...clientKeys.detail(id), 'summary'] as const,
  find: (text: string) => [...clientKeys.all, 'find', text] as const,
  liabilityHistory: (id: string) => ['client', id, 'liability-history'] as const,
  // The users feature's designee list has the same key: adding a designee there refreshes this select.
  designeeOptions: () => ['designees'] as const,
};
