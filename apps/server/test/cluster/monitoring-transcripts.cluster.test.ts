import { randomInt } from 'node:crypto';
import { renderText } from '@taxlens/transcripts';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/connection.js';
import { createClient, createReport } from '../../src/demo/seed/factories.js';
import { multipartBody } from '../support/multipart.js';
import { newLienTranscript } from '../support/new-lien-transcript.js';
import { createClusterClient } from './cluster-client.js';
import { signInWithEmailCode } from './sign-in-flows.js';
import { businessDay } from '../../src/domain/business-day.js';

const DAY = 86_400_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Issue 47: "A monitored client's new transcript with a new lien raises exactly one alert naming the line, on
// two instances." The transcript is read by whichever instance's job runner takes the task; then the completion
// reaches both instances at once.
describe('a monitored client’s new lien transcript on two instances behind nginx', () => {
  it('completes the monitoring report once: one alert naming the transcript line, one report.completed', async () => {
    const { db, close } = await openDatabase({ databaseUrl: inject('clusterDatabaseUrl'), poolSize: 2 });
    try {
      const lien = newLienTranscript(businessDay(new Date()));
      const lender = await db
        .selectFrom('lenders')
        .select('id')
        .where('company_name', '=', 'Acme Capital')
        .executeTakeFirstOrThrow();
      const client = await createClient(
        db,
        { piiKey: Buffer.from(inject('clusterPiiKey'), 'hex') },
        {
          lenderId: lender.id,
          clientType: 'corp',
          businessName: 'Exam Fabrication Co',
          taxId: `${randomInt(10, 99)}${randomInt(100, 999)}9876`,
          monitoringFrequency: 'MONTHLY',
          status: 'ACTIVE',
        },
      );
      await createReport(db, {
        lenderId: lender.id,
        clientId: client.id,
        kind: 'MONITORING',
        status: 'COMPLETED',
        completedAt: new Date(Date.now() - 30 * DAY),
        periods: [lien.before],
      });
      const open = await createReport(db, {
        lenderId: lender.id,
        clientId: client.id,
        kind: 'MONITORING',
        status: 'PENDING',
      });

      // An address of its own: each file numbers its clients from 127.0.0.10, and the sign-in limits per
      // address (in Redis, across files) would count this sign-in against another file's client.
      const ops = createClusterClient('127.0.0.150');
      await signInWithEmailCode(ops, 'ops.admin', 'ops.admin@taxlens.example');
      const url = `/api/ops/reports/${open.id}/transcripts`;
      const body = multipartBody([
        {
          name: 'files',
          filename: 'transcript.txt',
          bytes: Buffer.from(renderText([lien.module])),
          contentType: 'text/plain',
        },
      ]);
      const uploaded = await ops.send('POST', url, { body: body.payload, headers: body.headers });
      expect(uploaded.status, uploaded.text).toBe(202);
      for (let tries = 0; ; tries++) {
        const { progress } = (await ops.get(url)).json<{ progress: { files: number; done: number } }>();
        if (progress.done === progress.files) break;
        if (tries > 120) throw new Error(`The transcript was not read: ${JSON.stringify(progress)}`);
        await sleep(250);
      }

      // nginx takes turns: the two calls made together reach both instances.
      const both = await Promise.all([
        ops.send('POST', `${url}/complete`, { together: true }),
        ops.send('POST', `${url}/complete`, { together: true }),
      ]);
      expect(new Set(both.map((r) => r.instance)).size).toBe(2);
      expect(both.map((r) => r.status).sort(), both.map((r) => r.text).join(' ')).toEqual([200, 409]);

      const report = await db
        .selectFrom('reports')
        .select(['status', 'periods'])
        .where('id', '=', open.id)
        .executeTakeFirstOrThrow();
      expect(report).toEqual({ status: 'COMPLETED', periods: [lien.after] });
      const alerts = await db
        .selectFrom('alerts')
        .select(['portal_alert_type', 'title', 'body'])
        .where('report_id', '=', open.id)
        .execute();
      expect(alerts).toEqual([lien.alert]);
      const events = await db
        .selectFrom('domain_events')
        .select(['type', 'payload'])
        .where('type', 'in', ['report.completed', 'alert.raised'])
        .execute();
      const mine = events.filter((e) => (e.payload as { reportId?: string }).reportId === open.id).map((e) => e.type);
      expect(mine.sort()).toEqual(['alert.raised', 'report.completed']);
      ops.close();
    } finally {
      await close();
    }
  });
});
