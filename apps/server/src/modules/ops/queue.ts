import type { OpsQueuePage, OpsQueueQuery } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { findChecksOfOrders } from '../form-check/index.js';
import * as repo from './repo.js';

/** The work queue: every lender's pending and in-progress reports, soonest due first. */
export async function listQueue(db: Database, q: OpsQueueQuery): Promise<OpsQueuePage> {
  const [total, rows] = await Promise.all([repo.countQueue(db, q), repo.findQueuePage(db, q)]);
  // Each order's check verdict as a badge (decision 287): the latest check of the page's orders.
  const checks = new Map(
    (
      await findChecksOfOrders(
        db,
        rows.flatMap((r) => (r.order_id ? [r.order_id] : [])),
      )
    ).map((c) => [c.order_id, c]),
  );
  return {
    content: rows.map((r) => ({
      reportId: r.report_id,
      orderId: r.order_id,
      kind: r.kind,
      lenderId: r.lender_id,
      lenderName: r.company_name,
      clientId: r.client_id,
      businessName: r.business_name,
      reportType: r.report_type,
      delivery: r.delivery,
      status: r.status as 'PENDING' | 'IN_PROGRESS',
      createdAt: new Date(r.created_at).toISOString(),
      dueAt: r.due_at ? new Date(r.due_at).toISOString() : null,
      formCheck: (() => {
        const check = r.order_id ? checks.get(r.order_id) : undefined;
        return check ? { status: check.status, verdict: check.verdict } : null;
      })(),
    })),
    page: { size: q.size, number: q.page, totalElements: total, totalPages: Math.ceil(total / q.size) },
  };
}
