import { type F2aType, type SettingsPayload, type UserSettings } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError, conflict, notFound } from '../../platform/errors.js';
import { assertAcceptablePassword } from '../../platform/password-policy/password-policy.js';
import { verifyPassword } from '../../platform/passwords.js';
import { recordProof, requireRecentProof } from '../../platform/step-up.js';
import { storeNewPassword, userCapabilities } from '../account/index.js';
import { findUserRow, isUsernameTaken, updateUserColumns } from './repo.js';
import { decideSettingsChanges, type StoredSettings } from './settings-rules.js';

type Target = {
  userId: string;
  lenderId: string;
  sso: boolean;
  own: boolean;
  actorId: string;
  sessionId: string;
  ip: string;
};

async function loadStored(db: Database, userId: string) {
  const row = await findUserRow(db, userId);
  if (!row) throw notFound('The user');
  return row;
}

/** The settings view of a user as the given lender context sees it (username omitted for SSO lenders). */
export async function getSettings(db: Database, userId: string, sso: boolean): Promise<UserSettings> {
  const u = await loadStored(db, userId);
  return {
    id: u.id,
    ...(sso ? {} : { username: u.username }),
    email: u.email,
    firstName: u.first_name,
    lastName: u.last_name,
    timeZone: u.time_zone,
    notificationTypes: u.notification_types,
    f2aType: u.f2a_type as F2aType,
    capabilities: userCapabilities(sso),
  };
}

const COLUMNS: Record<keyof StoredSettings, string> = {
  username: 'username',
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  timeZone: 'time_zone',
  notificationTypes: 'notification_types',
  f2aType: 'f2a_type',
};

/**
 * Saves settings for oneself or (lender admin) another user. The same rules as the form decide
 * which fields count; every refusal is listed at once (spec 1 §8: a list in a red box).
 */
export async function applySettings(
  ctx: AppContext,
  target: Target,
  input: SettingsPayload,
  extra: Record<string, unknown> = {},
): Promise<UserSettings> {
  const stored = await loadStored(ctx.db, target.userId);
  const decision = decideSettingsChanges(input, {
    capabilities: userCapabilities(target.sso),
    sso: target.sso,
    own: target.own,
    stored: {
      username: stored.username,
      email: stored.email,
      firstName: stored.first_name,
      lastName: stored.last_name,
      timeZone: stored.time_zone,
      notificationTypes: stored.notification_types,
      f2aType: stored.f2a_type as F2aType,
    },
  });
  if (decision.errors.length) throw new AppError(400, decision.errors);
  if (decision.password) {
    if (!stored.password_hash || !(await verifyPassword(stored.password_hash, decision.password.currentPassword))) {
      throw AppError.of(400, 'BAD_CURRENT_PASSWORD', 'The current password is not correct.', {
        field: 'currentPassword',
      });
    }
    await assertAcceptablePassword({ ...decision.password, currentHash: stored.password_hash });
    // The current password just checked is the step-up proof: no second prompt for this change.
    await recordProof(ctx.db, target.sessionId, ctx.clock.now());
  } else if (decision.changes.email || decision.changes.f2aType) {
    // The e-mail address receives reset links and codes: changing it (or the method) is a takeover path.
    await requireRecentProof(ctx, { sessionId: target.sessionId });
  }
  if (decision.changes.username) {
    if (await isUsernameTaken(ctx.db, decision.changes.username, target.userId))
      throw conflict('This username is already taken. Please choose another.', { field: 'username' });
  }
  const set = Object.fromEntries(
    Object.entries(decision.changes).map(([k, v]) => [COLUMNS[k as keyof StoredSettings], v]),
  );
  await ctx.db.transaction().execute(async (tx) => {
    if (Object.keys(set).length) await updateUserColumns(tx, target.userId, set);
    if (decision.password)
      await storeNewPassword(tx, {
        userId: target.userId,
        newPassword: decision.password.newPassword,
        keepSessionId: target.sessionId,
      });
    await recordAudit(tx, {
      userId: target.actorId,
      lenderId: target.lenderId,
      action: target.own ? 'settings.updated' : 'user.updated',
      targetType: 'user',
      targetId: target.userId,
      ip: target.ip,
      details: { fields: Object.keys(decision.changes), passwordChanged: Boolean(decision.password), ...extra },
    });
  });
  return getSettings(ctx.db, target.userId, target.sso);
}
