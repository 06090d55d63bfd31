import {
  LENDER_CAPABILITIES,
  type OpsLenderRow,
  type OpsLenderSettings,
  SERVICE_LEVELS,
  type UpdateLenderSettingsInput,
} from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { hasLenderLogo, syncSandbox } from '../lenders/index.js';
import {
  findLiveLender,
  listCapabilities,
  listLiveLenders,
  saveCapability,
  updateLenderSettingsRow,
} from './lender-settings-repo.js';
import type { Operator } from './report-lifecycle.js';

const SERVICE_LEVEL_CAPABILITIES = [...new Set(SERVICE_LEVELS.map((l) => l.capability))];

export async function listLenders(db: Database): Promise<OpsLenderRow[]> {
  const rows = await listLiveLenders(db);
  return rows.map((l) => ({
    id: l.id,
    companyName: l.company_name,
    lenderType: l.lender_type,
    monitorType: l.monitor_type,
    sso: l.sso,
    openReports: Number(l.open_reports ?? 0),
  }));
}

export async function getLenderSettings(db: Database, lenderId: string): Promise<OpsLenderSettings> {
  const l = await findLiveLender(db, lenderId);
  if (!l) throw notFound('The lender');
  const rows = await listCapabilities(db, lenderId);
  const states = new Map(rows.map((r) => [r.name, r.state]));
  const known = [
    ...LENDER_CAPABILITIES.map((name) => ({ name, group: 'lender' as const })),
    ...SERVICE_LEVEL_CAPABILITIES.map((name) => ({ name, group: 'serviceLevel' as const })),
  ];
  const knownNames = new Set<string>(known.map((k) => k.name));
  const others = rows.filter((r) => !knownNames.has(r.name)).map((r) => ({ name: r.name, group: 'other' as const }));
  return {
    id: l.id,
    companyName: l.company_name,
    lenderType: l.lender_type,
    sso: l.sso,
    monitorType: l.monitor_type as OpsLenderSettings['monitorType'],
    canOrderExpress: l.can_order_express,
    canOrderSameDay: l.can_order_same_day,
    apiRateLimitPerMinute: l.api_rate_limit_per_minute,
    esignExpiryDays: l.esign_expiry_days,
    esignRenewalMode: l.esign_renewal_mode,
    esignIdentityLevels: l.esign_identity_levels,
    capabilities: [...known, ...others].map((c) => ({ ...c, state: states.get(c.name) ?? null })),
    hasLogo: await hasLenderLogo(db, lenderId),
  };
}

/** Saves the lender's settings and capabilities at once, audited with what changed. */
export async function updateLenderSettings(
  ctx: AppContext,
  op: Operator,
  lenderId: string,
  input: UpdateLenderSettingsInput,
): Promise<OpsLenderSettings> {
  const before = await getLenderSettings(ctx.db, lenderId);
  await ctx.db.transaction().execute(async (trx) => {
    await updateLenderSettingsRow(trx, lenderId, input);
    for (const [name, state] of Object.entries(input.capabilities)) await saveCapability(trx, lenderId, name, state);
    const changedCapabilities = Object.entries(input.capabilities)
      .filter(([name, state]) => (before.capabilities.find((c) => c.name === name)?.state ?? null) !== state)
      .map(([name, state]) => ({ name, state }));
    await recordAudit(trx, {
      userId: op.userId,
      lenderId,
      action: 'OPS_LENDER_SETTINGS_CHANGED',
      targetType: 'lender',
      targetId: lenderId,
      ip: op.ip,
      details: {
        from: {
          monitorType: before.monitorType,
          canOrderExpress: before.canOrderExpress,
          canOrderSameDay: before.canOrderSameDay,
          apiRateLimitPerMinute: before.apiRateLimitPerMinute,
          esignRenewalMode: before.esignRenewalMode,
          esignIdentityLevels: before.esignIdentityLevels,
        },
        to: {
          monitorType: input.monitorType,
          canOrderExpress: input.canOrderExpress,
          canOrderSameDay: input.canOrderSameDay,
          apiRateLimitPerMinute: input.apiRateLimitPerMinute ?? before.apiRateLimitPerMinute,
          esignRenewalMode: input.esignRenewalMode ?? before.esignRenewalMode,
          esignIdentityLevels: input.esignIdentityLevels ?? before.esignIdentityLevels,
        },
        capabilities: changedCapabilities,
      },
    });
    await syncSandbox(trx, lenderId);
  });
  return getLenderSettings(ctx.db, lenderId);
}
