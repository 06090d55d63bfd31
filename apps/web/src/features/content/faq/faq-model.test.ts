import type { WpPost, WpTerm } from '@taxlens/contracts';
import { describe, expect, it } from 'vitest';
import { buildFaqCategories, searchFaq, UNCATEGORISED } from './faq-model';

const term = (id: number, name: string): WpTerm => ({ id, name, slug: name.toLowerCase(), count: 0, menu_order: 0 });
const post = (id: number, title: string, content: string, faqType: number[]): WpPost => ({
  id,
  date: '2026-01-01T00:00:00',
  modified: '2026-01-01T00:00:00',
  slug: `q${id}`,
  status: 'publish',
  type: 'tg_tips',
  link: '',
  title: { rendered: title },
  content: { rendered: content, protected: false },
  excerpt: { rendered: '', protected: false },
  featured_media: 0,
  menu_order: id,
  faq_type: faqType,
  acf: {},
});
const stripTags = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');

const categories = buildFaqCategories(
  [term(1, 'Ordering'), term(2, 'Billing'), term(3, 'Empty')],
  [
    post(10, 'How do I order?', '<p>Use <strong>Place Order</strong>.</p>', [1]),
    post(11, 'Where are invoices?', '<p>Open Invoices.</p>', [2]),
    post(12, 'Orphan question', '<p>No category.</p>', []),
    post(13, 'Rush orders &amp; speed', '<p>Choose Express.</p>', [1]),
  ],
  stripTags,
);

describe('FAQ model', () => {
  it('groups questions under their categories in the given order, drops empty ones, keeps orphans last', () => {
    expect(categories.map((c) => [c.name, c.entries.map((e) => e.id)])).toEqual([
      ['Ordering', [10, 13]],
      ['Billing', [11]],
      [UNCATEGORISED, [12]],
    ]);
    expect(categories[0]!.entries[1]!.title).toBe('Rush orders & speed');
  });

  it('finds questions by title, answer text or category, all words, any case', () => {
    expect(searchFaq(categories, 'place ORDER').map((e) => e.id)).toEqual([10]);
    expect(searchFaq(categories, 'billing').map((e) => e.id)).toEqual([11]);
    expect(searchFaq(categories, 'order').map((e) => e.id)).toEqual([10, 13]);
    expect(searchFaq(categories, 'strong')).toEqual([]); // markup is not text
    expect(searchFaq(categories, '   ')).toEqual([]);
    expect(searchFaq(categories, 'nothing like this')).toEqual([]);
  });

  it('matches whole words and word starts only', () => {
    const lien = buildFaqCategories(
      [term(1, 'Basics')],
      [
        post(1, 'Client setup', '<p>Create a client first.</p>', [1]),
        post(2, 'Tax liens', '<p>A federal lien is listed.</p>', [1]),
      ],
      stripTags,
    );
    expect(searchFaq(lien, 'lien').map((e) => e.id)).toEqual([2]);
    expect(searchFaq(lien, 'tax lien').map((e) => e.id)).toEqual([2]);
    expect(searchFaq(lien, 'cli').map((e) => e.id)).toEqual([1]);
    expect(searchFaq(lien, 'ient')).toEqual([]);
  });
});
