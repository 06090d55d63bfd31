import { createHash } from 'node:crypto';
import type { ActiveSession } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { deleteUserSessions } from '../../platform/session-repo.js';
import { deleteSession, listLiveSessions, listSessionIds } from './repo.js';

/** The id shown to the browser: derived from the stored hash, so the list never reveals a stored key. */
const publicId = (storedId: string) => createHash('sha256').update(`session:${storedId}`).digest('hex').slice(0, 24);

/** A readable device from the user agent: browser and system, enough to recognise one's own. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Mac OS X/.test(userAgent)
      ? 'macOS'
      : /Android/.test(userAgent)
        ? 'Android'
        : /iPhone|iPad/.test(userAgent)
          ? 'iOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

export async function listActiveSessions(
  db: Database,
  userId: string,
  currentSessionId: string,
  now: Date,
): Promise<ActiveSession[]> {
  const rows = await listLiveSessions(db, userId, now);
  return rows.map((r) => ({
    id: publicId(r.id),
    device: describeDevice(r.user_agent),
    ip: r.ip,
    lastActive: new Date(r.last_seen_at).toISOString(),
    current: r.id === currentSessionId,
  }));
}

/** Ends one of the user's own sessions; an id of anyone else's session does not exist. */
export async function endSession(
  db: Database,
  input: { userId: string; lenderId: string | null; id: string; ip: string },
): Promise<void> {
  const rows = await listSessionIds(db, input.userId);
  const match = rows.find((r) => publicId(r.id) === input.id);
  if (!match) throw notFound('The session');
  await deleteSession(db, match.id);
  await recordAudit(db, {
    userId: input.userId,
    lenderId: input.lenderId,
    action: 'session.ended',
    targetType: 'session',
    targetId: input.id,
    ip: input.ip,
  });
}

export async function endOtherSessions(
  db: Database,
  input: { userId: string; lenderId: string | null; keepSessionId: string; ip: string },
): Promise<void> {
  await deleteUserSessions(db, input.userId, input.keepSessionId);
  await recordAudit(db, {
    userId: input.userId,
    lenderId: input.lenderId,
    action: 'session.ended_others',
    targetType: 'user',
    targetId: input.userId,
    ip: input.ip,
  });
}
