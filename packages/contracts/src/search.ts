import { z } from 'zod';
import { text } from './text-fields.js';

/** Spec 1 §7: GET /typeahead/clients/placeorder?value=&size=10. */
export const typeaheadQuerySchema = z.object({
  value: text('Search', { max: 100 }).min(1, 'Type at least one character'),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export const typeaheadResultSchema = z.array(z.object({ key: z.string(), value: z.string() }));
export type TypeaheadResult = z.infer<typeof typeaheadResultSchema>;

/** Spec 2 §2 and §7: GET /portal/search?keyword=&page=&size= (page 0, size 10 by default). */
export const searchQuerySchema = z.object({
  keyword: text('Search', { max: 100 }).min(1, 'Type something to search for'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export const searchPageSchema = z.object({
  content: z.array(
    z.object({
      id: z.string(),
      businessName: z.string(),
      ein: z.string().nullable(),
      ssn: z.string().nullable(),
      status: z.string().nullable(),
    }),
  ),
  page: z.object({ size: z.number(), number: z.number(), totalElements: z.number(), totalPages: z.number() }),
});
export type SearchPage = z.infer<typeof searchPageSchema>;
