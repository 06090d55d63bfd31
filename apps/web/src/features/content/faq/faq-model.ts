import type { WpPost, WpTerm } from '@taxlens/contracts';

export type FaqEntry = { id: number; title: string; html: string; text: string; categoryName: string };
export type FaqCategory = { id: number; name: string; entries: FaqEntry[] };

export const UNCATEGORISED = 'Other questions';

/**
 * Groups the questions under their categories, in the order the categories arrive. A question in
 * several categories appears in the first; one in none goes to a last group.
 */
export function buildFaqCategories(
  types: WpTerm[],
  questions: WpPost[],
  toText: (html: string) => string,
): FaqCategory[] {
  const categories: FaqCategory[] = types.map((t) => ({ id: t.id, name: toText(t.name), entries: [] }));
  const byId = new Map(categories.map((c) => [c.id, c]));
  const other: FaqCategory = { id: 0, name: UNCATEGORISED, entries: [] };
  for (const q of questions) {
    const category = (q.faq_type ?? []).map((id) => byId.get(id)).find(Boolean) ?? other;
    category.entries.push({
      id: q.id,
      title: toText(q.title.rendered),
      html: q.content.rendered,
      text: toText(q.content.rendered),
      categoryName: category.name,
    });
  }
  return [...categories, other].filter((c) => c.entries.length > 0);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Questions whose category, title or answer holds every word typed, each as a whole word or the
 * start of one, case-insensitively: "lien" finds "liens" but not "client": a search that matched inside words found noise.
 */
export function searchFaq(categories: FaqCategory[], query: string): FaqEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  // A word starts after a character that is not a letter or digit (Unicode-aware).
  const patterns = words.map((w) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(w)}`, 'iu'));
  return categories.flatMap((c) =>
    c.entries.filter((e) => {
      const haystack = `${e.categoryName} ${e.title} ${e.text}`;
      return patterns.every((p) => p.test(haystack));
    }),
  );
}

export const faqItemId = (id: number) => `faq-${id}`;
