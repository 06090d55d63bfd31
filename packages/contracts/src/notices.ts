import { z } from 'zod';

/** A notice (EULA) the user must accept before using the portal. */
export const eulaNoticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export const eulaResponseSchema = z.object({ pending: z.array(eulaNoticeSchema) });
export type EulaNotice = z.infer<typeof eulaNoticeSchema>;
export const noticeIdParamsSchema = z.object({ noticeId: z.uuid() });
