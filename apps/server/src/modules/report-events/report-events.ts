import type { Database } from '../../db/connection.js';

/**
 * What follows a report's completion or rejection by operations, run inside the same transaction
 * as the status change so nothing is lost: monitoring comparisons, alerts and notification mail.
 * The operations console calls these; the monitoring and notification work fills them in.
 */
export async function onReportCompleted(_trx: Database, _reportId: string): Promise<void> {
  // Filled in by the monitoring and notification-mail work (issue 6, part 2).
}

export async function onReportRejected(_trx: Database, _reportId: string): Promise<void> {
  // Filled in by the monitoring and notification-mail work (issue 6, part 2).
}
