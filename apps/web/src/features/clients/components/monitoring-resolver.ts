import { zodResolver } from '@hookform/resolvers/zod';
import { monitorFrequencyQuerySchema } from '@taxlens/contracts';

// The server's schema of the change (one of the monitor types), loaded by the control on first use
// (shared/forms/lazy-resolver): zod stays out of the client page's parts (decision 326).
export const monitoringResolver = zodResolver(monitorFrequencyQuerySchema);
