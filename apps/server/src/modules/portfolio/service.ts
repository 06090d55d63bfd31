import {
  DASHBOARD_WINDOW_DAYS,
  type Page,
  PORTFOLIO_SORT_FIELDS,
  type PortfolioClientRow,
  type PortfolioList,
  type PortfolioQuery,
} from '@taxlens/contracts';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/connection.js';
import { streamCsv } from '../../platform/csv.js';
import type { AnswerCache } from '../../platform/answer-cache.js';
import { badRequest } from '../../platform/errors.js';
import { monthRange, windowStartMinute } from '../../platform/time-window.js';
import { formLivesOfClients } from '../form-check/index.js';
import { expiringWindowOf } from '../monitoring/index.js';
import { readLenderDataVersions } from '../reports/index.js';
import { countVersionOf } from './count-version.js';
import { DEFAULT_SORT, LIST_FILTERS, SORT_COLUMNS } from './list-definitions.js';
import { countListRows, findListRows, type ListFilters, streamListRows } from './repo.js';
import { csvColumnsOf, LISTS_WITH_FORM_STAGE, type ListRow, toListRow } from './rows.js';

/** `counts` keeps each list's row count per version of what it reads (decisions 125, 222). */
type Caller = { db: Database; counts: AnswerCache; lenderId: string; timeZone: string; now: Date };
type Filters = Omit<PortfolioQuery, 'page' | 'size'>;

/** The whitelisted ORDER BY of a `sort=field` / `sort=field,desc` parameter. */
export function orderByFor(list: PortfolioList, sort: string | undefined): string {
  const fallback = DEFAULT_SORT[list];
  // Only the form expiry can be empty; elsewhere a plain direction lets the list's index give the order.
  const nulls = (column: string) => (column.includes('authorization_expires_on') ? ' nulls last' : '');
  if (!sort)
    return `${fallback.column} ${fallback.desc ? 'desc' : 'asc'}${nulls(fallback.column)}, ${fallback.tieBreaker}`;
  const [field, direction] = sort.split(',');
  const column = SORT_COLUMNS[list][field ?? ''];
  if (!column || !(PORTFOLIO_SORT_FIELDS[list] as readonly string[]).includes(field ?? '')) {
    throw badRequest(
      `This list cannot be sorted by "${field}". Sort by one of: ${PORTFOLIO_SORT_FIELDS[list].join(', ')}.`,
      'sort',
    );
  }
  return `${column} ${direction === 'desc' ? 'desc' : 'asc'}${nulls(column)}, ${fallback.tieBreaker}`;
}

function filtersFor(list: PortfolioList, query: Filters, caller: Caller): ListFilters {
  for (const name of ['type', 'reports', 'yearMonth'] as const) {
    if (query[name] !== undefined && !LIST_FILTERS[list].includes(name)) {
      throw badRequest(`This list does not filter by ${name}.`, name);
    }
  }
  const window = !query.yearMonth
    ? undefined
    : query.yearMonth === 'LAST_30_DAYS'
      ? { from: windowStartMinute(caller.now, DASHBOARD_WINDOW_DAYS) }
      : monthRange(query.yearMonth, caller.timeZone);
  return {
    type: query.type,
    reports: query.reports,
    window,
    ...expiringWindowOf(caller.now, caller.timeZone),
  };
}

/**
 * Each client's form's stage on the lists that show it (decision 287): these rows only, after the list chose
 * them (a page, or one batch of an export).
 */
async function withFormStages(list: PortfolioList, rows: ListRow[], caller: Caller, filters: ListFilters) {
  if (!LISTS_WITH_FORM_STAGE.includes(list)) return rows;
  const clientRows = rows as PortfolioClientRow[];
  const lives = await formLivesOfClients(
    caller.db,
    caller.lenderId,
    clientRows.map((row) => row.id),
    filters,
  );
  for (const row of clientRows) {
    const life = lives.get(row.id);
    row.formStage = life?.stage ?? null;
    row.formRejectionCode = life?.rejectionCode ?? null;
  }
  return rows;
}

export async function listPortfolio(
  list: PortfolioList,
  query: PortfolioQuery,
  caller: Caller,
): Promise<Page<unknown>> {
  const filters = filtersFor(list, query, caller);
  const orderBy = orderByFor(list, query.sort);
  const versions = await readLenderDataVersions(caller.db, caller.lenderId);
  // The filters name every other input of the count: the window, today and the expiry horizon.
  const countKey = `count:${caller.lenderId}:${countVersionOf(list, filters, versions)}:${list}:${JSON.stringify(filters)}`;
  const [total, rows] = await Promise.all([
    caller.counts.get(countKey, () => countListRows(caller.db, list, caller.lenderId, filters)),
    findListRows(caller.db, list, caller.lenderId, filters, {
      orderBy,
      limit: query.size,
      offset: query.page * query.size,
    }),
  ]);
  const content = await withFormStages(
    list,
    rows.map((row) => toListRow(list, row)),
    caller,
    filters,
  );
  return {
    content,
    page: { size: query.size, number: query.page, totalElements: total, totalPages: Math.ceil(total / query.size) },
  };
}

/** Rows fetched from the export cursor at a time: memory holds one batch, whatever the list's size. */
export const EXPORT_BATCH_ROWS = 1000;

/** The whole filtered list as a CSV stream (no cap: a lender with a million clients exports them all). */
export function exportPortfolio(list: PortfolioList, query: Filters, caller: Caller): Readable {
  const filters = filtersFor(list, query, caller);
  const rows = streamListRows(
    caller.db,
    list,
    caller.lenderId,
    filters,
    orderByFor(list, query.sort),
    EXPORT_BATCH_ROWS,
  );
  async function* listRows() {
    for await (const batch of rows)
      yield await withFormStages(
        list,
        batch.map((row) => toListRow(list, row)),
        caller,
        filters,
      );
  }
  return streamCsv(csvColumnsOf(list), listRows(), caller.timeZone);
}
