import { createHash } from 'node:crypto';
import {
  LENDER_LOGO_MAX_BYTES,
  LENDER_LOGO_MAX_PIXELS,
  LENDER_LOGO_MIN_PIXELS,
  LENDER_LOGO_RULE,
} from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { badRequest, fileTooLarge, notFound } from '../../platform/errors.js';
import { readImageInfo, type ImageInfo } from '../../platform/storage/image-check.js';
import { deleteLogo, findLogo, findRealLender, logoExists, saveLogo } from './logo-repo.js';

/** Who changes the logo (operations staff) and from where, for the audit row. */
export type LogoEditor = { userId: string; ip: string | null };
export type LenderLogo = { contentType: string; bytes: Uint8Array };

/** A lender's logo is refused with what was wrong, then what is allowed, in one sentence pair. */
export const logoRefusal = (what: string) => badRequest(`${what} ${LENDER_LOGO_RULE}`, 'file');

/** Also the multipart reader's refusal when it stops at the limit: 413, as every upload over its limit. */
export const tooLargeLogo = () =>
  fileTooLarge(`This file is larger than ${LENDER_LOGO_MAX_BYTES / 1024} KB. ${LENDER_LOGO_RULE}`);

const inRange = (px: number) => px >= LENDER_LOGO_MIN_PIXELS && px <= LENDER_LOGO_MAX_PIXELS;

/** The image a logo upload holds, or the refusal (decision 211: PNG or JPEG by content, sizes bounded). */
export function checkLogoImage(bytes: Buffer): ImageInfo {
  if (bytes.length > LENDER_LOGO_MAX_BYTES) throw tooLargeLogo();
  const image = readImageInfo(bytes);
  if (!image) throw logoRefusal('This file is not a PNG or JPEG image.');
  if (!inRange(image.width) || !inRange(image.height))
    throw logoRefusal(`This image is ${image.width} × ${image.height} pixels.`);
  return image;
}

/** Sandboxes (decision 189) are not operations' to change: they answer as unknown lenders. */
async function assertRealLender(db: Database, lenderId: string): Promise<void> {
  const lender = await findRealLender(db, lenderId);
  if (!lender) throw notFound('The lender');
}

export async function setLenderLogo(
  ctx: AppContext,
  editor: LogoEditor,
  lenderId: string,
  bytes: Buffer,
): Promise<void> {
  await assertRealLender(ctx.db, lenderId);
  const image = checkLogoImage(bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const row = {
    content_type: image.contentType,
    bytes,
    sha256,
    width: image.width,
    height: image.height,
    updated_at: ctx.clock.now(),
    updated_by: editor.userId,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await saveLogo(trx, lenderId, row);
    await recordAudit(trx, {
      userId: editor.userId,
      lenderId,
      action: 'OPS_LENDER_LOGO_SET',
      targetType: 'lender',
      targetId: lenderId,
      ip: editor.ip,
      details: {
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        sizeBytes: bytes.length,
        sha256,
      },
    });
  });
}

/** Removes the logo; removing none changes nothing and writes no audit row. */
export async function removeLenderLogo(ctx: AppContext, editor: LogoEditor, lenderId: string): Promise<void> {
  await assertRealLender(ctx.db, lenderId);
  await ctx.db.transaction().execute(async (trx) => {
    const removed = await deleteLogo(trx, lenderId);
    if (!removed) return;
    await recordAudit(trx, {
      userId: editor.userId,
      lenderId,
      action: 'OPS_LENDER_LOGO_REMOVED',
      targetType: 'lender',
      targetId: lenderId,
      ip: editor.ip,
      details: { sha256: removed.sha256 },
    });
  });
}

/** The lender's logo; 404 when it has none. */
export async function readLenderLogo(db: Database, lenderId: string): Promise<LenderLogo> {
  const logo = await findLogo(db, lenderId);
  if (!logo) throw notFound('The logo');
  return { contentType: logo.content_type, bytes: logo.bytes };
}

export async function hasLenderLogo(db: Database, lenderId: string): Promise<boolean> {
  return logoExists(db, lenderId);
}
