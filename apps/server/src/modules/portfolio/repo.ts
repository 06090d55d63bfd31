import type { CategoryCode, PortfolioList, PortfolioType } from '@taxlens/contracts';
import { type RawBuilder, sql } from 'kysely';
import { type Database, holdsOneSession } from '../../db/connection.js';
import { yieldTurn } from '../../platform/yield-turn.js';
import { formIsExpiring } from '../../db/queries/expiring-forms.js';
import { groupLatestReportsSince } from '../../db/queries/latest-report-days.js';
import { categoryBit, latestCompletedReports } from '../../db/queries/latest-reports.js';

export type ListFilters = {
  type?: PortfolioType | undefined;
  reports?: CategoryCode | undefined;
  /** [from, to) instants of a yearMonth filter. */
  window?: { from: Date; to?: Date } | undefined;
  /** Today as 'YYYY-MM-DD' in the user's zone (monitoring lists). */
  today: string;
  expiringUntil: string;
};

export type ListQuery = { orderBy: string; limit: number | null; offset: number };

const cond = (on: unknown, fragment: RawBuilder<unknown>) => (on ? fragment : sql``);

type Source = {
  columns: RawBuilder<unknown>;
  /** FROM/WHERE of the count: only what filters need. */
  countFrom: RawBuilder<unknown>;
  /** FROM/WHERE of the rows, with the joins the columns and sorts need. */
  pageFrom: RawBuilder<unknown>;
  /** Rows whose details are joined for the page's rows only (orders: their report): the outer FROM and its key. */
  decorate?: { from: RawBuilder<unknown>; key: string };
  /** Disjoint parts of a list (pageFrom is their union): a page takes the top of each part first, by its own index. */
  topOfEach?: RawBuilder<unknown>[];
};

/**
 * Incomplete authorization, as three disjoint parts that each read one index range (migration 014;
 * one condition with ORs read every matching client's row): clients whose Form 8821 was rejected;
 * monitored open clients whose form's covered periods have all ended (decision 091); and monitored
 * open clients with no form on file. The count reads the indexes only.
 */
function incompleteAuthArms(lenderId: string, today: string): RawBuilder<unknown>[] {
  const monitoredOpen = sql`c.lender_id = ${lenderId} and c.monitoring_frequency <> 'None' and c.status not in ('ARCHIVED', 'CLOSED', 'REJECTED')`;
  return [
    sql`select ${CLIENT_COLUMNS} from clients c where c.lender_id = ${lenderId} and c.status = 'REJECTED'`,
    sql`select ${CLIENT_COLUMNS} from clients c where ${monitoredOpen} and c.authorization_expires_on < ${today}::date`,
    sql`select ${CLIENT_COLUMNS} from clients c where ${monitoredOpen} and c.authorization_expires_on is null and c.form_file_id is null`,
  ];
}

const CLIENT_COLUMNS = sql`c.id, c.business_name, c.client_type, c.tax_id_kind, c.tax_id_last4, c.status, c.monitoring_frequency, c.authorization_expires_on, c.created_at`;
const windowOn = (column: string, f: ListFilters) =>
  cond(
    f.window,
    sql`and ${sql.raw(column)} >= ${f.window?.from} ${cond(f.window?.to, sql`and ${sql.raw(column)} < ${f.window?.to}`)}`,
  );

/** Each list starts from the lender's own rows. */
function sourceOf(list: PortfolioList, lenderId: string, f: ListFilters): Source {
  switch (list) {
    case 'clients': {
      const from = sql`from clients c where c.lender_id = ${lenderId}
        ${cond(f.type === 'rejected', sql`and c.status = 'REJECTED'`)}
        ${cond(f.type === 'pendingorders', sql`and exists (select 1 from orders o where o.client_id = c.id and o.lender_id = c.lender_id and o.status in ('PENDING', 'IN_PROGRESS'))`)}
        ${cond(f.type === 'completed', sql`and exists (select 1 from reports r where r.client_id = c.id and r.lender_id = c.lender_id and r.status = 'COMPLETED')`)}
        ${windowOn('c.created_at', f)}`;
      return { columns: CLIENT_COLUMNS, countFrom: from, pageFrom: from };
    }
    case 'orders': {
      const where = sql`where o.lender_id = ${lenderId}
        ${cond(f.type === 'pendingorders', sql`and o.status in ('PENDING', 'IN_PROGRESS')`)}
        ${cond(f.type === 'completed', sql`and o.status = 'COMPLETED'`)}
        ${cond(f.type === 'rejected', sql`and o.status = 'REJECTED'`)}
        ${cond(f.reports, sql`and exists (select 1 from reports rc where rc.order_id = o.id and rc.lender_id = o.lender_id and rc.categories @> array[${f.reports}]::text[])`)}
        ${windowOn('o.created_at', f)}`;
      return {
        columns: sql`o.id, o.client_id, c.business_name, o.report_type, o.delivery, o.status, o.created_at,
          u.first_name || ' ' || u.last_name as placed_by, r.id as report_id, r.completed_at, r.rejected_at, r.rejection_code`,
        countFrom: sql`from orders o ${where}`,
        pageFrom: sql`from orders o join clients c on c.id = o.client_id and c.lender_id = o.lender_id join users u on u.id = o.placed_by ${where}`,
        decorate: {
          key: 'o.id',
          from: sql`from orders o
            join clients c on c.id = o.client_id and c.lender_id = o.lender_id
            join users u on u.id = o.placed_by
            left join lateral (select r.id, r.completed_at, r.rejected_at, r.rejection_code from reports r
            where r.order_id = o.id and r.lender_id = o.lender_id order by r.created_at desc limit 1) r on true`,
        },
      };
    }
    case 'overview': {
      const filter = sql`where true ${cond(f.reports, sql`and (l.category_bits & ${sql.lit(f.reports ? categoryBit(f.reports) : 0)}) <> 0`)}`;
      const latest = latestCompletedReports(lenderId, f.window ?? {});
      return {
        columns: sql`l.id, l.client_id, c.business_name, l.report_date, l.total_liability_cents, l.risk_level, l.categories`,
        countFrom: sql`from ${latest} l ${filter}`,
        pageFrom: sql`from ${latest} l join clients c on c.id = l.client_id ${filter}`,
      };
    }
    case 'incomplete-auth': {
      const arms = incompleteAuthArms(lenderId, f.today);
      return {
        columns: CLIENT_COLUMNS,
        countFrom: sql`from (${sql.join(arms, sql` union all `)}) c`,
        pageFrom: sql`from (${sql.join(arms, sql` union all `)}) c`,
        topOfEach: arms,
      };
    }
    case 'expiring-forms': {
      // authorization_expires_on is the end of the last tax period the client's 8821 covers (decision 091).
      // Expiring: a monitored client whose form's last covered period ends within EXPIRING_FORM_DAYS.
      const from = sql`from clients c where c.lender_id = ${lenderId} and c.status not in ('ARCHIVED', 'CLOSED')
        and c.monitoring_frequency <> 'None' and c.status <> 'REJECTED'
        and ${formIsExpiring(f)}`;
      return { columns: CLIENT_COLUMNS, countFrom: from, pageFrom: from };
    }
  }
}

export async function countListRows(
  db: Database,
  list: PortfolioList,
  lenderId: string,
  f: ListFilters,
): Promise<number> {
  if (list === 'overview' && !f.window?.to) {
    // The overview over an open window counts what the dashboard sums: the kept day sums (decision 222).
    const groups = await groupLatestReportsSince(db, lenderId, f.window?.from ?? new Date(0));
    const bit = f.reports ? categoryBit(f.reports) : null;
    return groups.filter((g) => bit === null || (g.bits & bit) !== 0).reduce((n, g) => n + g.clients, 0);
  }
  const { countFrom } = sourceOf(list, lenderId, f);
  const result = await sql<{ n: number }>`select count(*)::int as n ${countFrom}`.execute(db);
  return result.rows[0]?.n ?? 0;
}

export async function findListRows(db: Database, list: PortfolioList, lenderId: string, f: ListFilters, q: ListQuery) {
  const { columns, topOfEach } = sourceOf(list, lenderId, f);
  const orderBy = sql.raw(q.orderBy);
  if (topOfEach && q.limit !== null) {
    // The page is within the first offset + limit rows of each part, in the same order.
    const top = q.offset + q.limit;
    const tops = topOfEach.map((part) => sql`(${part} order by ${orderBy} limit ${top})`);
    const result = await sql<Record<string, unknown>>`
      select ${columns} from (${sql.join(tops, sql` union all `)}) c order by ${orderBy} limit ${q.limit} offset ${q.offset}`.execute(
      db,
    );
    return result.rows;
  }
  const result = await sql<Record<string, unknown>>`${listRowsQuery(list, lenderId, f, q)}`.execute(db);
  return result.rows;
}

function listRowsQuery(list: PortfolioList, lenderId: string, f: ListFilters, q: ListQuery): RawBuilder<unknown> {
  const { columns, pageFrom, decorate } = sourceOf(list, lenderId, f);
  const orderBy = sql.raw(q.orderBy);
  const limit = q.limit === null ? sql`` : sql`limit ${q.limit}`;
  return decorate
    ? // Choose the page first, then join the details for its rows only.
      sql`select ${columns} ${decorate.from}
        where ${sql.raw(decorate.key)} in (select ${sql.raw(decorate.key)} ${pageFrom} order by ${orderBy} ${limit} offset ${q.offset})
        order by ${orderBy}`
    : sql`select ${columns} ${pageFrom} order by ${orderBy} ${limit} offset ${q.offset}`;
}

/**
 * Every row of a filtered list, in order, a batch at a time, from a cursor in one read-only
 * snapshot: an export holds the list as it was when it started, and memory holds one batch. The
 * caller pulls the next batch only when it has written the last (docs/decisions/162). Closing the
 * iterator early (the reader went away) closes the cursor with its transaction.
 */
export async function* streamListRows(
  db: Database,
  list: PortfolioList,
  lenderId: string,
  f: ListFilters,
  orderBy: string,
  batchSize: number,
) {
  if (holdsOneSession(db)) {
    yield* pageListRows(db, list, lenderId, f, orderBy, batchSize);
    return;
  }
  const trx = await db.startTransaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute();
  let committed = false;
  try {
    await sql`declare portfolio_export no scroll cursor for ${listRowsQuery(list, lenderId, f, { orderBy, limit: null, offset: 0 })}`.execute(
      trx,
    );
    for (;;) {
      const { rows } = await sql<
        Record<string, unknown>
      >`fetch forward ${sql.lit(batchSize)} from portfolio_export`.execute(trx);
      if (rows.length === 0) break;
      yield rows;
    }
    await trx.commit().execute();
    committed = true;
  } finally {
    if (!committed) await trx.rollback().execute();
  }
}

/**
 * The embedded database's export: a cursor's transaction would hold its one session for the whole
 * download, so each batch is its own short query (the list's order ends with a unique tie-breaker),
 * a turn of the event loop between them (decision 276). Rows changed during the export may show in
 * their new place; the embedded database serves one lender's desk, not a million-client book.
 */
async function* pageListRows(
  db: Database,
  list: PortfolioList,
  lenderId: string,
  f: ListFilters,
  orderBy: string,
  batchSize: number,
) {
  for (let offset = 0; ; offset += batchSize) {
    if (offset > 0) await yieldTurn();
    const rows = await findListRows(db, list, lenderId, f, { orderBy, limit: batchSize, offset });
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
  }
}
