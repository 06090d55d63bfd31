import { type GlobalNotice, globalNoticeSchema } from '@taxlens/contracts';

/** The content service is another system: each notice is checked, and a malformed one is left out. */
export function toGlobalNotices(items: unknown[]): GlobalNotice[] {
  return items.flatMap((item) => {
    const parsed = globalNoticeSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
