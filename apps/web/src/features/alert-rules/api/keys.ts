/** Every query key of the alert-rules page (decision 297): queries and invalidations use these, never literals. */
export const alertRuleKeys = {
  all: ['alert-rules'] as const,
  list: () => [...alertRuleKeys.all, 'list'] as const,
  scopes: () => [...alertRuleKeys.all, 'scopes'] as const,
};
