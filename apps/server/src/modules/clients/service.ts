import {
  BUSINESS_TIME_ZONE,
  type ClientContactInput,
  type ClientDetail,
  type ClientInputParsed,
  type ClientReportRow,
  type ClientReportSummary,
  type MONITOR_TYPES,
  passesRoleGuard,
  REJECTION_REASONS,
  type RejectionReason,
  type RevealedTaxId,
  type StoredForm,
  type TaxIdKind,
  type ClientUpdateParsed,
  formatTaxId,
} from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import { formLivesOfClients } from '../form-check/index.js';
import { expiringWindowOf } from '../monitoring/index.js';
import type { Database } from '../../db/connection.js';
import { type AuditEntry, recordAudit, recordAudits } from '../../platform/audit.js';
import { isUniqueViolation } from '../../platform/database-errors.js';
import { type EventInput, recordEvent, recordEvents } from '../../platform/events/record-event.js';
import { AppError, conflict, deletedAfterRetention, notFound } from '../../platform/errors.js';
import { decryptPii, hashTaxId, normalizeTaxId } from '../../platform/pii.js';
import type { PdfUpload } from '../../platform/storage/pdf-upload.js';
import { withSavedFiles } from '../../platform/storage/save-file.js';
import type { Actor } from './actor.js';
import { makeCurrentForm8821 } from './current-form.js';
import { revealSpouseTaxId, spouseChanged, spouseColumns, toSpouseView } from './joint-spouse.js';
import { loadBundle } from './bundle-service.js';
import { CLIENT_WRITERS, TAX_ID_READERS } from './client-roles.js';
import { describedColumns, primaryTaxId, sealTaxId } from './client-row.js';
import { toClientSummary, toIso } from './client-view.js';
import * as repo from './repo.js';

type Frequency = (typeof MONITOR_TYPES)[number];

const CLIENT = 'The client';

async function requireClient(db: Database, actor: Actor, id: string): Promise<repo.ClientRecord> {
  const client = await repo.findClient(db, actor.lenderId, id);
  if (!client) throw notFound(CLIENT);
  return client;
}

function duplicate(kind: TaxIdKind, existingId: string): AppError {
  const field = kind === 'SSN' ? 'ssn' : 'ein';
  return conflict(
    `A client with this ${kind} already exists.`,
    existingId ? { field, link: `/client/${existingId}` } : { field },
  );
}

/** Refuses a tax id another client of the lender already has (409 with a link to that client). */
async function assertTaxIdFree(
  ctx: AppContext,
  actor: Actor,
  kind: TaxIdKind,
  formatted: string,
  selfId?: string,
): Promise<void> {
  const existing = await repo.findClientByTaxIdHash(
    ctx.db,
    actor.lenderId,
    hashTaxId(ctx.config.piiKey, normalizeTaxId(formatted)),
  );
  if (existing && existing.id !== selfId) throw duplicate(kind, existing.id);
}

/** A second EIN (sole proprietor) sealed, or cleared; undefined keeps it (edit) or leaves none (create). */
function secondEinColumns(ctx: AppContext, input: { clientType: string; ein?: string | null | undefined }) {
  if (input.clientType !== 'sole_prop') return { second_ein_encrypted: null, second_ein_last4: null };
  if (input.ein === undefined) return {};
  if (input.ein === null) return { second_ein_encrypted: null, second_ein_last4: null };
  const sealed = sealTaxId(ctx.config.piiKey, 'EIN', input.ein);
  return { second_ein_encrypted: sealed.tax_id_encrypted, second_ein_last4: sealed.tax_id_last4 };
}

/**
 * The signing contact's columns (decisions 215, 217): a part left out (undefined) keeps what is
 * stored, null clears it. An import leaves out the cells its file leaves blank.
 */
export function contactColumns(contact: ClientContactInput) {
  return {
    ...(contact.contactName !== undefined ? { contact_name: contact.contactName } : {}),
    ...(contact.contactEmail !== undefined ? { contact_email: contact.contactEmail } : {}),
    ...(contact.contactMobile !== undefined ? { contact_mobile: contact.contactMobile } : {}),
    ...(contact.contactTitle !== undefined ? { contact_title: contact.contactTitle } : {}),
  };
}

/** Which contact parts an edit changed, for the audit row: names only, never the values (the e-mail is kept out of logs). */
function changedContactParts(before: repo.ClientRecord, columns: ReturnType<typeof contactColumns>): string[] {
  return (Object.keys(columns) as (keyof typeof columns)[]).filter(
    (column) => (before[column] ?? null) !== (columns[column] ?? null),
  );
}

/** A checked client to write, with what only an import gives it. */
export type NewClient = {
  input: ClientInputParsed;
  referenceId?: string | null;
  monitoringFrequency?: Frequency | null;
  designeeId?: string | null;
};

/**
 * Inserts checked clients with their audit rows and `client.created` events in the caller's
 * transaction, one statement each however many (Create Client writes one; an import's batch many).
 * The caller has checked each tax id is free; a client created meanwhile with the same tax id is not
 * inserted (the unique blind index, no error, so the rest of a batch stands): its id comes back null.
 */
export async function writeNewClients(
  trx: Database,
  ctx: AppContext,
  actor: Actor,
  clients: NewClient[],
  importId?: string,
): Promise<(string | null)[]> {
  if (clients.length === 0) return [];
  const rows = clients.map((c) => {
    const { kind, value } = primaryTaxId(c.input);
    return {
      lender_id: actor.lenderId,
      ...describedColumns(c.input),
      ...sealTaxId(ctx.config.piiKey, kind, value!),
      ...secondEinColumns(ctx, c.input),
      ...(c.referenceId ? { reference_id: c.referenceId } : {}),
      ...(c.monitoringFrequency ? { monitoring_frequency: c.monitoringFrequency } : {}),
      ...(c.designeeId ? { designee_id: c.designeeId } : {}),
      ...contactColumns(c.input),
      ...spouseColumns(ctx.config.piiKey, c.input),
      status: 'PENDING' as const,
      created_by: actor.userId,
    };
  });
  const inserted = await repo.insertClientsUnlessTaxIdTaken(trx, rows);
  const idByHash = new Map(inserted.map((r) => [r.tax_id_hash, r.id]));
  const ids = rows.map((r) => idByHash.get(r.tax_id_hash) ?? null);
  const audits: AuditEntry[] = [];
  const events: EventInput<'client.created'>[] = [];
  clients.forEach((c, i) => {
    const id = ids[i];
    if (!id) return;
    const withContact = c.input.contactEmail || c.input.contactName ? { withContact: true } : {};
    const withSpouse = c.input.clientType === 'individual' && c.input.jointSpouse ? { jointFiler: true } : {};
    const details = {
      clientType: c.input.clientType,
      ...withContact,
      ...withSpouse,
      ...(importId ? { importId } : {}),
    };
    audits.push({
      userId: actor.userId,
      lenderId: actor.lenderId,
      action: 'CLIENT_CREATED',
      targetType: 'client',
      targetId: id,
      ip: actor.ip,
      details,
    });
    events.push({ type: 'client.created', lenderId: actor.lenderId, payload: { clientId: id } });
  });
  await recordAudits(trx, audits);
  await recordEvents(trx, events, ctx.clock.now());
  return ids;
}

export async function createClient(ctx: AppContext, actor: Actor, input: ClientInputParsed): Promise<{ id: string }> {
  const { kind, value } = primaryTaxId(input);
  await assertTaxIdFree(ctx, actor, kind, value!);
  const [id] = await ctx.db.transaction().execute((trx) => writeNewClients(trx, ctx, actor, [{ input }]));
  if (id) return { id };
  // Two creations of the same tax id at once: the unique blind index let only the other through.
  const existing = await repo.findClientByTaxIdHash(
    ctx.db,
    actor.lenderId,
    hashTaxId(ctx.config.piiKey, normalizeTaxId(value!)),
  );
  throw duplicate(kind, existing?.id ?? '');
}

export async function updateClientDetails(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: ClientUpdateParsed,
): Promise<void> {
  const client = await requireClient(ctx.db, actor, id);
  const { kind, value } = primaryTaxId(input);
  if (value === undefined && kind !== client.tax_id_kind) {
    throw AppError.of(400, 'VALIDATION_ERROR', `Enter the ${kind} of this client type.`, {
      field: kind === 'SSN' ? 'ssn' : 'ein',
    });
  }
  if (value !== undefined) await assertTaxIdFree(ctx, actor, kind, value, id);
  const contact = contactColumns(input);
  const contactChanged = changedContactParts(client, contact);
  const spouse = spouseColumns(ctx.config.piiKey, input, client);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.updateClient(trx, actor.lenderId, id, {
        ...describedColumns(input, client.tax_classification),
        ...(value !== undefined ? sealTaxId(ctx.config.piiKey, kind, value) : {}),
        ...secondEinColumns(ctx, input),
        ...contact,
        ...spouse,
      });
      const details = {
        taxIdChanged: value !== undefined,
        ...(contactChanged.length ? { contactChanged } : {}),
        ...(spouseChanged(client, spouse) ? { spouseChanged: true } : {}),
      };
      await recordAudit(trx, {
        userId: actor.userId,
        lenderId: actor.lenderId,
        action: 'CLIENT_UPDATED',
        targetType: 'client',
        targetId: id,
        ip: actor.ip,
        details,
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await repo.findClientByTaxIdHash(
      ctx.db,
      actor.lenderId,
      hashTaxId(ctx.config.piiKey, normalizeTaxId(value!)),
    );
    throw duplicate(kind, existing?.id ?? '');
  }
}

export async function getClientDetail(ctx: AppContext, actor: Actor, id: string): Promise<ClientDetail> {
  const c = await requireClient(ctx.db, actor, id);
  const form8821 = formOf(c);
  // Where the latest form is in its life (decision 287), expiry counted in the provider's business zone.
  const lives = await formLivesOfClients(
    ctx.db,
    actor.lenderId,
    [c.id],
    expiringWindowOf(ctx.clock.now(), BUSINESS_TIME_ZONE),
  );
  return {
    ...toClientSummary(c),
    dba: c.dba,
    firstName: c.first_name,
    lastName: c.last_name,
    fiduciaryName: c.fiduciary_name,
    taxIdKind: c.tax_id_kind,
    secondEin: c.second_ein_last4 ? `**-***${c.second_ein_last4}` : null,
    addressLine1: c.address_line1,
    addressLine2: c.address_line2,
    city: c.city,
    state: c.state,
    zip: c.zip,
    phone: c.phone,
    contactName: c.contact_name,
    contactEmail: c.contact_email,
    contactMobile: c.contact_mobile,
    contactTitle: c.contact_title,
    jointSpouse: toSpouseView(c),
    spouseForm8821:
      c.spouse_form_file_id && c.spouse_form_name
        ? {
            id: c.spouse_form_file_id,
            originalName: c.spouse_form_name,
            sizeBytes: Number(c.spouse_form_size),
            uploadedAt: toIso(c.spouse_form_uploaded_at)!,
            eSigned: true,
          }
        : null,
    monitoringFrequency: c.monitoring_frequency,
    taxClassification: c.tax_classification,
    authorizationExpiresOn: c.authorization_expires_on,
    createdAt: toIso(c.created_at)!,
    designee: c.designee_id && c.designee_name ? { id: c.designee_id, name: c.designee_name } : null,
    form8821,
    form8821Life: lives.get(c.id) ?? null,
    capabilities: actor.capabilities,
    permissions: {
      edit: passesRoleGuard(actor.roles, CLIENT_WRITERS),
      revealTaxId: passesRoleGuard(actor.roles, TAX_ID_READERS),
      assignDesignee: passesRoleGuard(actor.roles, CLIENT_WRITERS) && actor.capabilities.addclientdesignee === 'ACTIVE',
    },
    bundle: c.bundle_id ? await loadBundle(ctx.db, actor.lenderId, c.bundle_id) : null,
  };
}

function formOf(c: repo.ClientRecord): StoredForm | null {
  if (!c.form_file_id || !c.form_name) return null;
  return {
    id: c.form_file_id,
    originalName: c.form_name,
    sizeBytes: Number(c.form_size),
    uploadedAt: toIso(c.form_uploaded_at)!,
    eSigned: Boolean(c.form_e_signed),
    deletedAt: toIso(c.form_deleted_at),
  };
}

/** POST /clients/{id}/pii: the full tax id, written to the audit log with who asked and from where. */
export async function revealTaxId(ctx: AppContext, actor: Actor, id: string): Promise<RevealedTaxId> {
  const c = await requireClient(ctx.db, actor, id);
  await recordAudit(ctx.db, {
    userId: actor.userId,
    lenderId: actor.lenderId,
    action: 'CLIENT_TAX_ID_REVEALED',
    targetType: 'client',
    targetId: id,
    ip: actor.ip,
    details: { kind: c.tax_id_kind, ...(c.spouse_tax_id_encrypted ? { spouse: true } : {}) },
  });
  return {
    taxId: formatTaxId(decryptPii(ctx.config.piiKey, c.tax_id_encrypted), c.tax_id_kind),
    secondEin: c.second_ein_encrypted
      ? formatTaxId(decryptPii(ctx.config.piiKey, c.second_ein_encrypted), 'EIN')
      : null,
    spouseTaxId: revealSpouseTaxId(ctx.config.piiKey, c),
  };
}

/** Archiving closes the client: no more orders or monitoring (decision 021). */
export async function archiveClient(ctx: AppContext, actor: Actor, id: string): Promise<ClientDetail> {
  await requireClient(ctx.db, actor, id);
  await ctx.db.transaction().execute(async (trx) => {
    // archived_at: trends leave the client out of every month ending after this (decision 200).
    await repo.updateClient(trx, actor.lenderId, id, {
      status: 'ARCHIVED',
      monitoring_frequency: 'None',
      archived_at: ctx.clock.now(),
    });
    await recordAudit(trx, {
      userId: actor.userId,
      lenderId: actor.lenderId,
      action: 'CLIENT_ARCHIVED',
      targetType: 'client',
      targetId: id,
      ip: actor.ip,
    });
    // Its consumers mail CLIENT_CLOSED to the users who asked for it (decision 092), only if this commits.
    await recordEvent(
      trx,
      { type: 'client.archived', lenderId: actor.lenderId, payload: { clientId: id } },
      ctx.clock.now(),
    );
  });
  return getClientDetail(ctx, actor, id);
}

export async function changeMonitoringFrequency(
  ctx: AppContext,
  actor: Actor,
  id: string,
  frequency: Frequency,
): Promise<ClientDetail> {
  const c = await requireClient(ctx.db, actor, id);
  if (frequency !== 'None' && (c.status === 'ARCHIVED' || c.status === 'CLOSED')) {
    throw conflict('An archived client cannot be monitored.', { field: 'frequency' });
  }
  if (frequency !== 'None' && actor.monitorType === 'None') {
    throw conflict('Your lender account does not include monitoring.', { field: 'frequency' });
  }
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateClient(trx, actor.lenderId, id, { monitoring_frequency: frequency });
    await recordAudit(trx, {
      userId: actor.userId,
      lenderId: actor.lenderId,
      action: 'CLIENT_MONITORING_CHANGED',
      targetType: 'client',
      targetId: id,
      ip: actor.ip,
      details: { from: c.monitoring_frequency, to: frequency },
    });
  });
  return getClientDetail(ctx, actor, id);
}

const reasonOf = (code: string | null) => (code ? (REJECTION_REASONS[code as RejectionReason] ?? code) : null);
const cents = (value: number | null) => (value === null ? null : Number(value));

export async function listClientReports(ctx: AppContext, actor: Actor, id: string): Promise<ClientReportRow[]> {
  const found = await repo.listClientOrdersAndReports(ctx.db, actor.lenderId, id);
  if (found.length === 0) await requireClient(ctx.db, actor, id);
  const rows: ClientReportRow[] = found.map((r) => ({
    // An order's row is named by the order, a monitoring report's by the report.
    id: (r.order_id ?? r.report_id)!,
    kind: r.kind,
    orderId: r.order_id,
    reportId: r.report_id,
    reportType: r.report_type,
    delivery: r.delivery,
    status: (r.report_status ?? r.order_status)!,
    createdAt: toIso(r.created_at)!,
    completedAt: toIso(r.completed_at),
    rejectionReason: reasonOf(r.rejection_code),
    totalLiabilityCents: r.report_status === 'COMPLETED' ? cents(r.total_liability_cents) : null,
    riskLevel: r.risk_level,
  }));
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function getClientReportSummary(ctx: AppContext, actor: Actor, id: string): Promise<ClientReportSummary> {
  const c = await requireClient(ctx.db, actor, id);
  const report = await repo.findLatestCompletedReport(ctx.db, actor.lenderId, id);
  return {
    client: toClientSummary(c),
    report: report
      ? {
          id: report.id,
          reportType: report.report_type,
          reportDate: report.report_date ?? '',
          riskLevel: report.risk_level ?? 'LOW',
          totalLiabilityCents: Number(report.total_liability_cents),
          categories: report.categories,
          periods: report.periods,
        }
      : null,
  };
}

/**
 * A stored, checked PDF becomes the client's current 8821: a rejected order waiting for a new form
 * reopens (decision 080), audited. The one way a form reaches a client: replaced on the client page
 * or given by an import's ZIP (decision 206).
 */
export async function attachForm8821(
  trx: Database,
  ctx: AppContext,
  actor: Actor,
  clientId: string,
  fileId: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await makeCurrentForm8821(trx, {
    lenderId: actor.lenderId,
    clientId,
    fileId,
    userId: actor.userId,
    ip: actor.ip,
    now: ctx.clock.now(),
    action: 'CLIENT_8821_REPLACED',
    details,
  });
}

/** POST /forms/replace8821/{id}: the checked PDF becomes the client's current 8821. */
export async function replaceForm8821(
  ctx: AppContext,
  actor: Actor,
  id: string,
  upload: PdfUpload,
): Promise<StoredForm> {
  await requireClient(ctx.db, actor, id);
  const saved = await withSavedFiles(ctx.db, ctx.storage, async (trx, save) => {
    const file = await save({
      lenderId: actor.lenderId,
      folder: 'forms',
      extension: 'pdf',
      bytes: upload.bytes,
      originalName: upload.originalName,
      contentType: 'application/pdf',
      uploadedBy: actor.userId,
    });
    await attachForm8821(trx, ctx, actor, id, file.id);
    return file;
  });
  return {
    id: saved.id,
    originalName: saved.originalName,
    sizeBytes: saved.sizeBytes,
    uploadedAt: saved.createdAt.toISOString(),
  };
}

/** The current 8821's bytes, for the signed-in download link. */
export async function readForm8821(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<{ bytes: Buffer; name: string }> {
  const c = await requireClient(ctx.db, actor, id);
  if (!c.form_storage_key || !c.form_name) throw notFound('The Form 8821 of this client');
  if (c.form_deleted_at) throw deletedAfterRetention('The Form 8821 of this client');
  await recordAudit(ctx.db, {
    userId: actor.userId,
    lenderId: actor.lenderId,
    action: 'CLIENT_8821_VIEWED',
    targetType: 'client',
    targetId: id,
    ip: actor.ip,
  });
  const bytes = await ctx.storage.get(c.form_storage_key);
  if (!bytes) throw notFound('The Form 8821 of this client');
  return { bytes, name: c.form_name };
}

/** The id of the lender's client holding a tax id (/api/v1 finds clients by the id sent in a body, never in a URL). */
export async function findClientIdByTaxId(ctx: AppContext, actor: Actor, taxId: string): Promise<string> {
  const found = await repo.findClientByTaxIdHash(
    ctx.db,
    actor.lenderId,
    hashTaxId(ctx.config.piiKey, normalizeTaxId(taxId)),
  );
  if (!found) throw notFound('A client with this tax id');
  return found.id;
}
