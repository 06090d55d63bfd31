import { Histogram, Registry } from 'prom-client';
import { expect, it } from 'vitest';
import { LatencyHistogram } from './latency-histogram.js';

const BUCKETS = [0.001, 0.01, 0.1, 1];
const ANSWERS: [method: string, route: string, status: number, seconds: number][] = [
  ['GET', '/api/health', 200, 0.0004],
  ['GET', '/api/health', 200, 0.001],
  ['GET', '/api/health', 200, 0.05],
  ['GET', '/api/myaccount/get', 200, 0.002],
  ['GET', '/api/myaccount/get', 401, 3],
  ['POST', '/api/orders/"quoted"\\', 500, 0.2],
  ['GET', 'no route', 404, 0.0001],
];

it('prints what prom-client’s histogram prints for the same answers', async () => {
  const theirs = new Registry();
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Latency',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: BUCKETS,
    registers: [theirs],
  });
  const ours = new Registry();
  const latency = new LatencyHistogram('http_request_duration_seconds', 'Latency', BUCKETS).registerIn(ours);
  for (const [method, route, status, seconds] of ANSWERS) {
    histogram.observe({ method, route, status_code: status }, seconds);
    latency.observe(method, route, status, seconds);
  }
  expect(await ours.metrics()).toBe(await theirs.metrics());
  expect(await ours.metrics()).toContain(
    'http_request_duration_seconds_bucket{le="0.01",method="GET",route="/api/health",status_code="200"} 2',
  );

  ours.resetMetrics();
  expect(await ours.metrics()).not.toContain('_bucket');
});
