import {
  type AccessStatus,
  DEFAULT_NOTIFICATION_TYPES,
  type F2aType,
  GRANTABLE_ROLES,
  highestRole,
  type InviteUserInput,
  type LenderUser,
  type LenderUserUpdate,
  type LenderUsersPage,
  type Role,
  ROLES,
} from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError, accessDenied, conflict, notFound } from '../../platform/errors.js';
import type { Principal, PrincipalLender } from '../../platform/principal.js';
import { deleteUserSessions } from '../../platform/session-repo.js';
import { createInvitation } from '../account/index.js';
import { applySettings } from '../settings/index.js';
import { resetSecondFactor } from '../twofactor/index.js';
import {
  countOtherLenders,
  findLenderUser,
  findUserIdByUsername,
  insertInvitedUser,
  listLenderUsers,
  setLenderRole,
  setUserStatus,
  STATUS_OF,
} from './repo.js';

export type Caller = { principal: Principal; lender: PrincipalLender; ip: string };

const ACCESS_OF: Record<string, AccessStatus> = { ACTIVE: 'Active', INACTIVE: 'Inactive', INVITED: 'Invited' };

type Row = NonNullable<Awaited<ReturnType<typeof findLenderUser>>>;

function toLenderUser(row: Row, sso: boolean): LenderUser {
  return {
    id: row.id,
    ...(sso ? {} : { username: row.username }),
    display: `${row.first_name} ${row.last_name}`.trim(),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role as Role,
    accessStatus: ACCESS_OF[row.status] ?? 'Inactive',
    lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
    f2aType: row.f2a_type as F2aType,
    timeZone: row.time_zone,
    notificationTypes: row.notification_types,
  };
}

/**
 * Role ceiling: a caller grants only roles at or below its own highest role, and never ROLE_ADMIN
 * (the provider's role is not a lender membership).
 */
function assertGrantable(caller: Caller, role: Role): void {
  const own = highestRole(caller.principal.roles) ?? 'ROLE_VIEWER';
  if (!(GRANTABLE_ROLES as readonly string[]).includes(role) || ROLES.indexOf(role) < ROLES.indexOf(own)) {
    throw AppError.of(403, 'ROLE_CEILING', 'You can only grant roles at or below your own.');
  }
}

/** Nobody may manage a user who holds a higher role than theirs. */
function assertReachable(caller: Caller, target: Row): void {
  const own = highestRole(caller.principal.roles) ?? 'ROLE_VIEWER';
  if (ROLES.indexOf(target.role as Role) < ROLES.indexOf(own)) throw accessDenied();
}

async function loadTarget(ctx: AppContext, caller: Caller, userId: string): Promise<Row> {
  const row = await findLenderUser(ctx.db, caller.lender.id, userId);
  if (!row) throw notFound('The user');
  assertReachable(caller, row);
  return row;
}

export async function listUsers(
  ctx: AppContext,
  caller: Caller,
  query: { limit: number; page: number; accessStatus?: AccessStatus; q?: string },
): Promise<LenderUsersPage> {
  const { rows, total } = await listLenderUsers(ctx.db, {
    lenderId: caller.lender.id,
    ...(query.accessStatus ? { status: STATUS_OF[query.accessStatus] } : {}),
    ...(query.q ? { q: query.q } : {}),
    limit: query.limit,
    offset: query.page * query.limit,
  });
  return {
    content: rows.map((r) => toLenderUser(r, caller.lender.sso)),
    totalElements: total,
    page: query.page,
    size: query.limit,
  };
}

/** Creates an INVITED user at this lender and mails the single-use activation link (valid 7 days). */
export async function inviteUser(ctx: AppContext, caller: Caller, input: InviteUserInput): Promise<LenderUser> {
  assertGrantable(caller, input.role);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email))
    throw AppError.of(400, 'VALIDATION_ERROR', 'Enter a valid e-mail address.', { field: 'email' });
  // The e-mail address is the username: unique, and what the invited person already knows.
  const taken = await findUserIdByUsername(ctx.db, input.email);
  if (taken) throw conflict('A user with this e-mail address already exists.', { field: 'email' });
  const userId = await ctx.db.transaction().execute(async (tx) => {
    const invitedId = await insertInvitedUser(tx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      notificationTypes: [...DEFAULT_NOTIFICATION_TYPES],
      lenderId: caller.lender.id,
      role: input.role,
    });
    await recordAudit(tx, {
      userId: caller.principal.userId,
      lenderId: caller.lender.id,
      action: 'user.invited',
      targetType: 'user',
      targetId: invitedId,
      ip: caller.ip,
      details: { email: input.email, role: input.role },
    });
    return invitedId;
  });
  await createInvitation(ctx, userId);
  return toLenderUser((await findLenderUser(ctx.db, caller.lender.id, userId)) as Row, caller.lender.sso);
}

/** POST /users/lenderadmin/update/{id}: another user's settings (no password) and role here. */
export async function updateUser(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  input: LenderUserUpdate,
): Promise<LenderUser> {
  const target = await loadTarget(ctx, caller, userId);
  const roleChanged = input.role && input.role !== target.role;
  if (input.role && roleChanged) {
    assertGrantable(caller, input.role);
    if (userId === caller.principal.userId) throw conflict('You cannot change your own role.');
  }
  await applySettings(
    ctx,
    {
      userId,
      lenderId: caller.lender.id,
      sso: caller.lender.sso,
      own: false,
      actorId: caller.principal.userId,
      sessionId: caller.principal.sessionId,
      ip: caller.ip,
    },
    input,
    roleChanged ? { role: { from: target.role, to: input.role } } : {},
  );
  if (input.role && roleChanged) {
    await setLenderRole(ctx.db, caller.lender.id, userId, input.role);
  }
  return toLenderUser((await findLenderUser(ctx.db, caller.lender.id, userId)) as Row, caller.lender.sso);
}

/**
 * Deactivation is account-wide (the user row), so it is refused for someone who also works for
 * another lender: one lender's admin must not lock a person out of another lender (decision 071).
 * Sessions end in the same transaction, and the principal check refuses inactive users anyway.
 */
export async function setUserActive(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  active: boolean,
): Promise<LenderUser> {
  const target = await loadTarget(ctx, caller, userId);
  if (userId === caller.principal.userId) throw conflict('You cannot deactivate or reactivate your own account.');
  if (target.status === 'INVITED') throw conflict('This user has not activated the account yet.');
  if (await countOtherLenders(ctx.db, userId, caller.lender.id)) {
    throw conflict('This user also works for another lender. Please contact support to change their access.');
  }
  await ctx.db.transaction().execute(async (tx) => {
    await setUserStatus(tx, userId, active ? 'ACTIVE' : 'INACTIVE');
    if (!active) await deleteUserSessions(tx, userId);
    await recordAudit(tx, {
      userId: caller.principal.userId,
      lenderId: caller.lender.id,
      action: active ? 'user.reactivated' : 'user.deactivated',
      targetType: 'user',
      targetId: userId,
      ip: caller.ip,
    });
  });
  return toLenderUser((await findLenderUser(ctx.db, caller.lender.id, userId)) as Row, caller.lender.sso);
}

/** The user sets up two-factor again at the next sign-in (the guard sends OFF users to setup). */
export async function resetTwoFactor(ctx: AppContext, caller: Caller, userId: string): Promise<LenderUser> {
  await loadTarget(ctx, caller, userId);
  if (userId === caller.principal.userId) throw conflict('Change your own two-factor method in your settings.');
  await ctx.db.transaction().execute(async (tx) => {
    await resetSecondFactor(tx, userId, { productName: ctx.config.productName, now: ctx.clock.now() });
    await recordAudit(tx, {
      userId: caller.principal.userId,
      lenderId: caller.lender.id,
      action: 'user.two_factor_reset',
      targetType: 'user',
      targetId: userId,
      ip: caller.ip,
    });
  });
  ctx.outbox.kick();
  return toLenderUser((await findLenderUser(ctx.db, caller.lender.id, userId)) as Row, caller.lender.sso);
}
