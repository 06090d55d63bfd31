import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { reportDatabaseTimingsTo } from '../../db/timings.js';
import { LatencyHistogram } from './latency-histogram.js';

/**
 * The instruments of this process, in one registry that GET /metrics answers (decision 150). One
 * per process, not per app: the database is opened before the app is built and may outlive it, and
 * a counter kept per app would reset whenever a test builds another.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

// Seconds, from well under a millisecond (a cached read) to the pool's 30 s wait bound.
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

// Counted per series without prom-client's label hashing: it is observed on every answer (decision 319).
export const httpRequestDuration = new LatencyHistogram(
  'http_request_duration_seconds',
  'Time from the request received to the answer sent, by route pattern (not the URL), method and status',
  LATENCY_BUCKETS,
).registerIn(metricsRegistry);

export const dbPoolWait = new Histogram({
  name: 'db_pool_wait_seconds',
  help: 'Time a query waited for a database connection (the pool on PostgreSQL, the one session on the embedded database)',
  labelNames: ['database'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const dbQueryDuration = new Histogram({
  name: 'db_query_duration_seconds',
  help: 'Time a query took once it held a connection, by outcome',
  labelNames: ['database', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

// The database reports its timings through db/timings.ts; they land in these histograms.
reportDatabaseTimingsTo({
  poolWait: (database, seconds) => dbPoolWait.observe({ database }, seconds),
  query: (database, outcome, seconds) => dbQueryDuration.observe({ database, outcome }, seconds),
});

const cacheHits = new Counter({
  name: 'cache_hits_total',
  help: 'Answers a cache gave from memory',
  labelNames: ['cache'] as const,
  registers: [metricsRegistry],
});
const cacheMisses = new Counter({
  name: 'cache_misses_total',
  help: 'Answers a cache had to compute or load',
  labelNames: ['cache'] as const,
  registers: [metricsRegistry],
});
const cacheInvalidations = new Counter({
  name: 'cache_invalidations_total',
  help: 'Entries a cache dropped because what they were made of changed',
  labelNames: ['cache'] as const,
  registers: [metricsRegistry],
});

export const outboxLag = new Gauge({
  name: 'outbox_lag_seconds',
  help: 'Age of the oldest mail or text not yet sent (0 when none waits); read at scrape time',
  registers: [metricsRegistry],
});
export const outboxPending = new Gauge({
  name: 'outbox_pending',
  help: 'Mails and texts not yet sent; read at scrape time',
  registers: [metricsRegistry],
});
export const jobQueueDepth = new Gauge({
  name: 'job_queue_depth',
  help: 'Scheduled jobs due and not yet taken by any instance; read at scrape time',
  registers: [metricsRegistry],
});

/**
 * What a cache reports, by its name (e.g. 'caller', 'dashboard-figures'): a hit, a miss, or
 * entries dropped by an invalidation (count: how many at once, e.g. a forget-all).
 */
export const cacheMetrics = {
  hit: (cache: string): void => cacheHits.inc({ cache }),
  miss: (cache: string): void => cacheMisses.inc({ cache }),
  invalidated: (cache: string, count = 1): void => cacheInvalidations.inc({ cache }, count),
};
