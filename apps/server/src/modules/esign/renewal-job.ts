import { BUSINESS_TIME_ZONE, displayDate } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { recordEvent } from '../../platform/events/record-event.js';
import type { Job } from '../../platform/jobs/runner.js';
import { raiseAlert } from '../alerts/index.js';
import { expiringWindowOf } from '../monitoring/index.js';
import { claimRenewal, findRenewalCandidates, noteRenewalAlert, type RenewalCandidate } from './renewal-repo.js';
import { RenewalAlreadyClaimed, sendRequest } from './request-service.js';

const DAY_MS = 86_400_000;

/**
 * ASK: one alert for the lender per client and expiring form, in the transaction that claims it.
 * `why` says why an AUTO lender is asked instead (the original sender can no longer send).
 */
async function askLender(db: Database, c: RenewalCandidate, now: Date, why = ''): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claim = {
      clientId: c.client_id,
      formFileId: c.form_file_id,
      lenderId: c.lender_id,
      mode: 'ASK' as const,
      formExpiresOn: c.form_expires_on,
      now,
    };
    if (!(await claimRenewal(trx, claim))) return false;
    const alertId = await raiseAlert(trx, {
      lenderId: c.lender_id,
      clientId: c.client_id,
      reportId: null,
      userId: null,
      type: 'LENDER_ALERT',
      at: now,
      title: `8821 renewal: ${c.business_name}`,
      body: `The e-signed Form 8821 of ${c.business_name} expires on ${displayDate(c.form_expires_on)}.${why} Send a renewal request to ${c.signer_name} from the client page.`,
    });
    await noteRenewalAlert(trx, c.client_id, c.form_file_id, alertId);
    await recordEvent(
      trx,
      {
        type: 'alert.raised',
        lenderId: c.lender_id,
        payload: { clientId: c.client_id, reportId: null, alertIds: [alertId], cause: 'ESIGN_RENEWAL' },
      },
      now,
    );
    return true;
  });
}

/** AUTO: a new request to the last signer through the one send path, on behalf of the user who attested them. */
async function sendRenewal(ctx: AppContext, c: RenewalCandidate & { sender_id: string }): Promise<boolean> {
  const signer = {
    signerName: c.signer_name,
    signerEmail: c.signer_email,
    signerMobile: c.signer_mobile,
    signerTitle: c.signer_title,
    identityLevel: c.identity_level,
    attestRelationship: true,
    ...(c.spouse_name && c.spouse_email
      ? { spouse: { signerName: c.spouse_name, signerEmail: c.spouse_email, signerMobile: c.spouse_mobile } }
      : {}),
  };
  try {
    await sendRequest(ctx, { userId: c.sender_id, lenderId: c.lender_id, ip: null }, c.client_id, signer, {
      renewal: { requestId: c.request_id, formFileId: c.form_file_id, formExpiresOn: c.form_expires_on },
    });
    return true;
  } catch (error) {
    if (error instanceof RenewalAlreadyClaimed) return false;
    throw error;
  }
}

/**
 * Renews the e-signed 8821s that entered the expiring-forms window (or ended), once per client and
 * form (docs/decisions/212): AUTO lenders' clients get a new request to the last signer, ASK
 * lenders an alert. The claim row (esign_renewals) is written in the transaction that acts, so a
 * repeated run, a second instance or a run after a crash never acts twice. One client's failure
 * does not stop the others; the run then fails and the runner tries again (the rest are claimed).
 */
export async function runEsignRenewals(ctx: AppContext, now: Date): Promise<{ sent: number; asked: number }> {
  const at: AppContext = { ...ctx, clock: { now: () => now } };
  const counts = { sent: 0, asked: 0 };
  const failures: unknown[] = [];
  for (const c of await findRenewalCandidates(ctx.db, expiringWindowOf(now, BUSINESS_TIME_ZONE))) {
    try {
      if (c.mode === 'AUTO' && c.sender_id) {
        if (await sendRenewal(at, { ...c, sender_id: c.sender_id })) counts.sent += 1;
        continue;
      }
      const why =
        c.mode === 'AUTO'
          ? ` It was not sent by itself: ${c.attested_by_name}, who attested the relationship with the signer, can no longer send requests.`
          : '';
      if (await askLender(ctx.db, c, now, why)) counts.asked += 1;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} renewal(s) failed: ${String(failures[0])}`);
  return counts;
}

export function createEsignRenewalJob(ctx: AppContext, intervalMs = DAY_MS): Job {
  return {
    name: 'esign-renewals',
    intervalMs,
    run: async (db, now) => void (await runEsignRenewals({ ...ctx, db }, now)),
  };
}
