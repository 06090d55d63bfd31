import { renderText } from '@taxlens/transcripts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createReport } from '../src/demo/seed/factories.js';
import { createTranscriptReadTask } from '../src/modules/transcripts/index.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { newLienTranscript } from './support/new-lien-transcript.js';
import { postMultipart } from './support/order-upload.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';
import { businessDay } from '../src/domain/business-day.js';

let t: TestApp;
let acme: string;
let ops: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await lenderIdByName(t.db, 'Acme Capital');
  ops = await openSession(t.app, 'ops.admin', null);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const dotted = (iso: string) => `${iso.slice(5, 7)}.${iso.slice(8, 10)}.${iso.slice(0, 4)}`;

describe('a monitored client’s new transcripts complete its monitoring report through the one path (decision 281)', () => {
  it('a new lien on the transcript raises exactly one alert, naming the transaction line', async () => {
    const today = businessDay(t.app.ctx.clock.now());
    const lien = newLienTranscript(today);
    const client = await createClient(
      t.db,
      { piiKey: t.config.piiKey },
      {
        lenderId: acme,
        clientType: 'corp',
        businessName: 'Exam Fabrication Co',
        taxId: '120459876',
        monitoringFrequency: 'MONTHLY',
        status: 'ACTIVE',
      },
    );
    await createReport(t.db, {
      lenderId: acme,
      clientId: client.id,
      kind: 'MONITORING',
      status: 'COMPLETED',
      completedAt: new Date(Date.now() - 30 * DAY),
      periods: [lien.before],
    });
    const open = await createReport(t.db, {
      lenderId: acme,
      clientId: client.id,
      kind: 'MONITORING',
      status: 'PENDING',
    });

    const url = `/api/ops/reports/${open.id}/transcripts`;
    const uploaded = await postMultipart(t.app, ops, url, [
      { name: 'files', filename: 'transcript.txt', bytes: Buffer.from(renderText([lien.module])) },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(202);
    await createJobRunner({
      db: t.db,
      clock: t.app.ctx.clock,
      log: t.app.log,
      jobs: [],
      tasks: [createTranscriptReadTask(t.app.ctx)],
    }).runTasks();
    // Two operators (or two instances) complete at once: one completes, the other is told it is done.
    const both = await Promise.all([
      call(t.app, ops, 'POST', `${url}/complete`),
      call(t.app, ops, 'POST', `${url}/complete`),
    ]);
    expect(both.map((r) => r.statusCode).sort(), both.map((r) => r.body).join(' ')).toEqual([200, 409]);

    const report = await t.db
      .selectFrom('reports')
      .select(['status', 'periods'])
      .where('id', '=', open.id)
      .executeTakeFirstOrThrow();
    expect(report.status).toBe('COMPLETED');
    expect(report.periods).toEqual([lien.after]);

    const alerts = await t.db
      .selectFrom('alerts')
      .select(['portal_alert_type', 'title', 'body'])
      .where('report_id', '=', open.id)
      .execute();
    expect(alerts).toEqual([lien.alert]);
    // The comparison ran once: one completion event and one alert event for the report.
    const events = await t.db.selectFrom('domain_events').select(['type', 'payload']).execute();
    const mine = events
      .map((e) => ({ type: e.type, ...(e.payload as { reportId?: string }) }))
      .filter((e) => e.reportId === open.id)
      .map((e) => e.type)
      .sort();
    expect(mine).toEqual(['alert.raised', 'report.completed']);
  });
});

describe("the demo's seeded reports (decision 281)", () => {
  it('carry evidence the lender reads as a completion from transcripts stores it', async () => {
    const officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
    const seeded = await t.db
      .selectFrom('report_transcript_facts as f')
      .innerJoin('reports as r', 'r.id', 'f.report_id')
      .select(['r.id', 'r.periods'])
      .where('r.lender_id', '=', acme)
      .where('r.status', '=', 'COMPLETED')
      .execute();
    const withLien = seeded.find((r) => r.periods.some((p) => p.lienFiledOn));
    expect(withLien).toBeDefined();
    const res = await call(t.app, officer, 'GET', `/api/reports/${withLien!.id}/evidence`);
    expect(res.statusCode, res.body).toBe(200);
    const lien = withLien!.periods.find((p) => p.lienFiledOn)!;
    const lines = (res.json() as { periods: { form: string; period: string; lines: string[] }[] }).periods.find(
      (p) => p.form === lien.form && p.period === lien.period,
    )!.lines;
    expect(lines).toContain(
      `Lien filed ${dotted(lien.lienFiledOn!)} — IRS transcript, TC 582, Form ${lien.form}, ${lien.period}`,
    );
  });
});
