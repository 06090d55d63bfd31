/** Every query key of the webhooks page (decision 297): queries and invalidations use these, never literals. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: () => [...webhookKeys.all, 'endpoints'] as const,
  deliveryLog: (endpointId: string) => [...webhookKeys.all, 'log', endpointId] as const,
};
