import type { OpsQueuePage, OpsQueueQuery } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import * as repo from './repo.js';

/** The work queue: every lender's pending and in-progress reports, soonest due first. */
export async function listQueue(db: Database, q: OpsQueueQuery): Promise<OpsQueuePage> {
  const [total, rows] = await Promise.all([repo.countQueue(db, q), repo.findQueuePage(db, q)]);
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
    })),
    page: { size: q.size, number: q.page, totalElements: total, totalPages: Math.ceil(total / q.size) },
  };
}
