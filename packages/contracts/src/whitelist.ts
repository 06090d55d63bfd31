import { z } from 'zod';
import { text } from './text-fields.js';

/** Spec 2 §7: POST/DELETE body of both whitelists; `confirm` accepts a list that excludes the caller's own address. */
export const ipWhitelistChangeSchema = z.object({
  ipAddress: text('IP address', { max: 64 }).min(1, 'Enter an IP address.'),
  confirm: z.boolean().optional(),
});
export type IpWhitelistChange = z.infer<typeof ipWhitelistChangeSchema>;

export const ipWhitelistResponseSchema = z.object({ ipWhitelist: z.array(z.string()) });

/** GET /lenders/{lenderId}: the lender as the whitelist page reads it. */
export const lenderDetailSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  sso: z.boolean(),
  ipWhitelist: z.array(z.string()),
});
export type LenderDetail = z.infer<typeof lenderDetailSchema>;

/** Spec 2 §3: IP-whitelisted user. */
export const whitelistedUserSchema = z.object({
  id: z.string(),
  display: z.string(),
  ipWhitelist: z.array(z.string()),
});
export type WhitelistedUser = z.infer<typeof whitelistedUserSchema>;

/** The key of the refusal asking for `confirm: true` (the new list would lock the caller out). */
export const WHITELIST_LOCKOUT_KEY = 'IP_WHITELIST_LOCKOUT';
/** The key of a call refused because of the caller's address. */
export const IP_NOT_WHITELISTED_KEY = 'IP_NOT_WHITELISTED';
