import { z } from 'zod';
import { text } from './text-fields.js';
import { f2aTypeSchema } from './account.js';
import { roleSchema } from './role-schema.js';
import { PERSON_NAME_MAX } from './settings-rules.js';

export * from './settings-rules.js';

export const settingsPayloadSchema = z.object({
  id: z.string().max(100).optional(),
  username: text('Username', { max: 100 }).optional(),
  email: text('Email', { max: 200 }),
  firstName: text('First name', { max: PERSON_NAME_MAX }).optional(),
  lastName: text('Last name', { max: PERSON_NAME_MAX }).optional(),
  timeZone: z.string().max(100).nullable().optional(),
  notificationTypes: z.array(z.string().max(60)).max(20),
  f2aType: f2aTypeSchema.optional(),
  password: z.string().max(200).optional(),
  confirmPassword: z.string().max(200).optional(),
  currentPassword: z.string().max(200).optional(),
});
export type SettingsPayload = z.infer<typeof settingsPayloadSchema>;

/** GET/POST answers: the settings as stored, plus the capabilities that decided which fields show. */
export const userSettingsSchema = z.object({
  id: z.string(),
  username: z.string().optional(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  timeZone: z.string(),
  notificationTypes: z.array(z.string()),
  f2aType: f2aTypeSchema,
  capabilities: z.record(z.string(), z.string()),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

// ---- Active sessions ----
export const activeSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  lastActive: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

// ---- Sign-in history (decision 134) ----
export const SIGN_IN_RESULTS = ['SUCCEEDED', 'FAILED'] as const;
export const signInEventSchema = z.object({
  at: z.string(),
  ip: z.string().nullable(),
  /** How: Password, Password and e-mail code, Single sign-on, ... */
  method: z.string(),
  result: z.enum(SIGN_IN_RESULTS),
  /** Why a failure failed (wrong password, wrong code, ...); null for a success. */
  reason: z.string().nullable(),
});
export type SignInEvent = z.infer<typeof signInEventSchema>;
/** The newest sign-in events the history shows. */
export const SIGN_IN_HISTORY_LIMIT = 50;

// ---- Manage Users (spec 2 §6: the list answers `content`) ----
export const ACCESS_STATUSES = ['Active', 'Inactive', 'Invited'] as const;
export const accessStatusSchema = z.enum(ACCESS_STATUSES);
export type AccessStatus = z.infer<typeof accessStatusSchema>;

/** Roles a lender admin may grant: the lender roles (ROLE_ADMIN is the provider's, never granted here). */
export const GRANTABLE_ROLES = [
  'ROLE_LENDERADMIN',
  'ROLE_LENDER',
  'ROLE_SALES',
  'ROLE_QC',
  'ROLE_CALLER',
  'ROLE_VIEWER',
] as const;
export const ROLE_LABELS: Record<string, string> = {
  ROLE_ADMIN: 'Administrator',
  ROLE_LENDERADMIN: 'Lender Admin',
  ROLE_LENDER: 'Loan Officer',
  ROLE_SALES: 'Sales',
  ROLE_QC: 'Quality Control',
  ROLE_CALLER: 'Caller',
  ROLE_VIEWER: 'Viewer',
};

export const lenderUserSchema = z.object({
  id: z.string(),
  username: z.string().optional(),
  display: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  accessStatus: accessStatusSchema,
  lastLoginAt: z.string().nullable(),
  f2aType: f2aTypeSchema,
  timeZone: z.string(),
  notificationTypes: z.array(z.string()),
});
export type LenderUser = z.infer<typeof lenderUserSchema>;

export const lenderUsersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(10),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  accessStatus: accessStatusSchema.optional(),
  q: text('Search', { max: 100 }).optional(),
});
export const lenderUsersPageSchema = z.object({
  content: z.array(lenderUserSchema),
  totalElements: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type LenderUsersPage = z.infer<typeof lenderUsersPageSchema>;

export const inviteUserSchema = z.object({
  email: text('Email', { max: 200, min: 1 }),
  firstName: text('First name', { max: PERSON_NAME_MAX, min: 1 }),
  lastName: text('Last name', { max: PERSON_NAME_MAX, min: 1 }),
  role: roleSchema,
});
export type InviteUserInput = z.infer<typeof inviteUserSchema>;

/** Another user's settings (no password section) plus the role at this lender. */
export const lenderUserUpdateSchema = settingsPayloadSchema
  .omit({ password: true, confirmPassword: true, currentPassword: true })
  .extend({ role: roleSchema.optional() });
export type LenderUserUpdate = z.infer<typeof lenderUserUpdateSchema>;

// ---- Audit log ----
export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  userId: z.string().uuid().optional(),
  action: z.string().max(100).optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user: z.string().nullable(),
  action: z.string(),
  actionLabel: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  content: z.array(auditEntrySchema),
  totalElements: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
export const auditFiltersSchema = z.object({
  actions: z.array(z.object({ key: z.string(), value: z.string() })),
  users: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;
