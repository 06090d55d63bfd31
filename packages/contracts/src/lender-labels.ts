// Without zod, for the pages that only show a client's monitoring (decision 326).

export const MONITOR_TYPES = ['None', 'MONTHLY', 'SEMI_MONTHLY', 'WEEKLY'] as const;
