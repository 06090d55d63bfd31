import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/connection.js';
import { makePdf, multipartBody } from '../support/multipart.js';
import { singleOrderParts } from '../support/order-upload.js';
import { createClusterClient } from './cluster-client.js';
import { signInWithEmailCode } from './sign-in-flows.js';

const address = { addressLine1: '12 Harbor Way', city: 'Tampa', state: 'FL', zip: '33602' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an order with its 8821 across two instances behind nginx', () => {
  it('is placed through one instance with a 9.5 MB upload; the order and its file are read through both', async () => {
    const client = createClusterClient();
    await signInWithEmailCode(client, 'loan.officer', 'loan.officer@acme.example');
    const created = await client.post('/api/neoclients/create', {
      clientType: 'llc',
      businessName: 'Cluster Test Holdings LLC',
      ein: `59-${String(randomInt(1_000_000, 9_999_999))}`,
      phone: '(813) 555-0102',
      ...address,
    });
    expect(created.status, created.text).toBe(201);
    const clientId = created.json<{ id: string }>().id;

    const pdf = Buffer.from(await makePdf('Form 8821 - Cluster Test Holdings LLC', 9.5 * 1024 * 1024));
    const body = multipartBody(singleOrderParts({ clientId, file: pdf, trt: true }));
    const placed = await client.send('POST', '/api/forms/upload8821', {
      body: body.payload,
      headers: { ...body.headers, 'idempotency-key': randomUUID() },
    });
    expect(placed.status, placed.text).toBe(201);
    const orderId = placed.json<{ orders: { id: string }[] }>().orders[0]!.id;

    // The lender sees the order, and operations staff open its 8821, through either instance.
    const ops = createClusterClient();
    await signInWithEmailCode(ops, 'ops.admin', 'ops.admin@taxlens.example');
    let reportId = '';
    for (let i = 0; i < 2; i++) {
      const orders = (await client.get(`/api/orders/client/${clientId}`)).json<{
        orders: { id: string; reportId: string }[];
      }>().orders;
      expect(orders.map((o) => o.id)).toEqual([orderId]);
      reportId = orders[0]!.reportId;
    }
    const servedBy = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const form = await ops.get(`/api/ops/reports/${reportId}/form8821`);
      expect(form.status, form.text.slice(0, 300)).toBe(200);
      expect(form.body.equals(pdf), `the 8821 read through ${form.instance} is the uploaded file`).toBe(true);
      servedBy.add(form.instance);
    }
    expect(servedBy.size).toBe(2);
  });
});

describe('the job runner on two instances', () => {
  it('runs each due job exactly once, though both instances look for due jobs every second', async () => {
    const { db, close } = await openDatabase({ databaseUrl: inject('clusterDatabaseUrl'), poolSize: 2 });
    const readJobs = () =>
      db
        .selectFrom('scheduled_jobs')
        .select(['name', 'runs', 'last_finished_at', 'locked_until'])
        .orderBy('name')
        .execute();
    const allFinishedAfter = async (moment: Date) => {
      for (let tries = 0; tries < 120; tries++) {
        const jobs = await readJobs();
        if (
          jobs.length > 0 &&
          jobs.every(
            (j) => j.locked_until === null && j.last_finished_at !== null && new Date(j.last_finished_at) >= moment,
          )
        )
          return jobs;
        await sleep(250);
      }
      throw new Error(`The jobs did not finish: ${JSON.stringify(await readJobs())}`);
    };
    try {
      // Each job was due at the first start; wait until every one has run.
      await allFinishedAfter(new Date(0));
      for (let round = 0; round < 3; round++) {
        const before = await readJobs();
        const dueAt = new Date();
        await db.updateTable('scheduled_jobs').set({ next_run_at: dueAt }).execute();
        await allFinishedAfter(dueAt);
        // Two more polls of each instance: nobody runs a job again before its interval.
        await sleep(2500);
        const after = await readJobs();
        expect(after.map((j) => [j.name, j.runs])).toEqual(before.map((j) => [j.name, j.runs + 1]));
      }
    } finally {
      await close();
    }
  });
});
