import { createHash } from 'node:crypto';
import {
  IDENTITY_IMAGE_KINDS,
  IDENTITY_IMAGE_LABELS,
  IDENTITY_IMAGE_RULE,
  identityFactsSchema,
  isAdultOn,
  isValidItin,
  type IdentityImageKind,
} from '@taxlens/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import type { IdentityImageRecord } from '../../db/schema-esign.js';
import { businessDay } from '../../domain/business-day.js';
import { AppError, badRequest, conflict } from '../../platform/errors.js';
import { decryptPii, encryptBytes, encryptPii, lastFour, normalizeTaxId } from '../../platform/pii.js';
import type { SigningPrincipal } from '../../platform/signing-principal.js';
import { readImageInfo } from '../../platform/storage/image-check.js';
import { withSavedFiles } from '../../platform/storage/save-file.js';
import { parseWith } from '../../platform/validation-messages.js';
import { failedCheckRefusal, recordFailedCheck } from './identity-check.js';
import { clientTaxId } from './client-repo.js';
import { proofSubmittedAt, replaceProof } from './identity-proof-repo.js';
import { expireIfDue, openRequestForUpdate, type SignerMeta } from './open-request.js';
import type { ProofUpload } from './read-proof-upload.js';
import { fromStored } from './prefill.js';
import { addEvidence, type SignatureRequestRow } from './repo.js';
import { holdsSigningPass } from './signing-pass.js';

type Facts = z.output<typeof identityFactsSchema>;
type CheckedImage = { bytes: Buffer; record: IdentityImageRecord };

// `today` is the Eastern day (decision 324), the first mainland zone to begin a day: the UTC day would take a
// signer as 18 on the evening before their birthday.
function readFacts(raw: string, today: string): Facts {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest('The facts could not be read.', 'facts');
  }
  const facts = parseWith(identityFactsSchema, json, 'facts');
  if (!isAdultOn(facts.dateOfBirth, today))
    throw badRequest('The signer must be at least 18 years old: check the date of birth.', 'facts.dateOfBirth');
  return facts;
}

/** JPEG or PNG by the bytes (never the name or declared type): an SVG, a PDF or a renamed file is refused. */
function checkImage(kind: IdentityImageKind, bytes: Buffer): CheckedImage {
  const info = readImageInfo(bytes);
  if (!info)
    throw badRequest(`${IDENTITY_IMAGE_LABELS[kind]} is not a JPEG or PNG image. ${IDENTITY_IMAGE_RULE}`, kind);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return {
    bytes,
    record: { contentType: info.contentType, width: info.width, height: info.height, sizeBytes: bytes.length, sha256 },
  };
}

/**
 * Where the form's taxpayer is a person (an SSN on the client), the SSN or ITIN entered must be
 * theirs; a business's signer is an officer whose number only the photo ID can support. A joint
 * filer's spouse enters their own, the one on their form (docs/decisions/218).
 */
async function taxIdFits(trx: Database, piiKey: Buffer, r: SignatureRequestRow, digits: string): Promise<boolean> {
  if (r.signer_role === 'SPOUSE') return fromStored(r.prefilled).taxpayer.taxId === digits;
  const client = await clientTaxId(trx, r.lender_id, r.client_id);
  if (client.tax_id_kind !== 'SSN') return true;
  return normalizeTaxId(decryptPii(piiKey, client.tax_id_encrypted)) === digits;
}

const describeImage = (i: IdentityImageRecord) =>
  `${i.contentType === 'image/png' ? 'PNG' : 'JPEG'}, ${i.width} × ${i.height} px, SHA-256 ${i.sha256}`;

function describeProof(f: Facts, kind: string, images: Record<IdentityImageKind, CheckedImage>): string {
  const address = [f.addressLine1, f.addressLine2, f.city, `${f.state} ${f.zip}`].filter(Boolean).join(', ');
  return (
    `remote identity proof: facts entered (name ${f.fullName}; ${kind} ending ${lastFour(f.taxId)}; address ${address}; date of birth recorded, adult); ` +
    `government photo ID (${describeImage(images.idDocument.record)}) and selfie (${describeImage(images.selfie.record)}) received for review by operations`
  );
}

/**
 * POST /api/sign/{token}/proof: after the code step of a remote-proof request, the signer's facts
 * and two photos. The photos are sealed with the PII key and stored as files (never served to the
 * lender); the SSN or ITIN and the date of birth are encrypted; the evidence records what was
 * received. A mismatching SSN counts as a failed check. A new submission replaces the earlier one.
 */
export async function submitIdentityProof(
  ctx: AppContext,
  signer: SigningPrincipal,
  upload: ProofUpload,
  meta: SignerMeta,
  pass: string | undefined,
): Promise<void> {
  const now = ctx.clock.now();
  const facts = readFacts(upload.facts, businessDay(now));
  const images = Object.fromEntries(IDENTITY_IMAGE_KINDS.map((k) => [k, checkImage(k, upload.images[k])])) as Record<
    IdentityImageKind,
    CheckedImage
  >;
  const digits = normalizeTaxId(facts.taxId);
  const kind = isValidItin(digits) ? 'ITIN' : 'SSN';
  await expireIfDue(ctx, signer, now);
  let replaced: string[] = [];
  const outcome = await withSavedFiles(ctx.db, ctx.storage, async (trx, save) => {
    const r = await openRequestForUpdate(trx, signer, now);
    if (r.identity_level !== 'REMOTE_PROOF') throw conflict('This request does not ask for an identity proof.');
    // The check's pass of this browser, not only a checked request (docs/decisions/291).
    if (!holdsSigningPass(ctx.config.sessionSecret, r, pass))
      throw AppError.of(409, 'IDENTITY_NOT_CHECKED', 'Please confirm the code sent to you first.');
    if (!(await taxIdFits(trx, ctx.config.piiKey, r, digits)))
      return { ok: false as const, remaining: await recordFailedCheck(trx, ctx, r, meta, now) };
    const saveImage = (k: IdentityImageKind) =>
      save({
        lenderId: r.lender_id,
        folder: 'identity',
        extension: 'bin',
        bytes: encryptBytes(ctx.config.piiKey, images[k].bytes),
        originalName: `${k}.bin`,
        contentType: 'application/octet-stream',
        uploadedBy: null,
        createdAt: now,
      });
    const idDocument = await saveImage('idDocument');
    const selfie = await saveImage('selfie');
    replaced = await replaceProof(trx, {
      request_id: r.id,
      lender_id: r.lender_id,
      full_name: facts.fullName,
      tax_id_kind: kind,
      tax_id_encrypted: encryptPii(ctx.config.piiKey, digits),
      tax_id_last4: lastFour(digits),
      address: JSON.stringify({
        line1: facts.addressLine1,
        line2: facts.addressLine2 ?? null,
        city: facts.city,
        state: facts.state,
        zip: facts.zip,
      }),
      date_of_birth_encrypted: encryptPii(ctx.config.piiKey, facts.dateOfBirth),
      id_document_file_id: idDocument.id,
      selfie_file_id: selfie.id,
      images: JSON.stringify({ idDocument: images.idDocument.record, selfie: images.selfie.record }),
      submitted_at: now,
    });
    await addEvidence(trx, r.id, {
      type: 'IDENTITY_PROOF_RECEIVED',
      at: now,
      ip: meta.ip,
      userAgent: meta.userAgent,
      detail: describeProof(facts, kind, images),
    });
    return { ok: true as const };
  });
  // The earlier photos' rows are gone with the commit; their bytes go now (the orphan sweep would, later).
  await Promise.allSettled(replaced.map((key) => ctx.storage.delete(key)));
  if (!outcome.ok)
    throw failedCheckRefusal(outcome.remaining, 'The SSN or ITIN does not match the one on the form.', 'facts.taxId');
}

/** The proof was received for the request's current link (a resend asks for it again). */
export async function hasFreshProof(db: Database, r: SignatureRequestRow): Promise<boolean> {
  const submittedAt = await proofSubmittedAt(db, r.lender_id, r.id);
  return submittedAt !== undefined && new Date(submittedAt) >= new Date(r.sent_at);
}
