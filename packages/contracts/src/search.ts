import { z } from 'zod';

/** Spec 1 §7: GET /typeahead/clients/placeorder?value=&size=10. */
export const typeaheadQuerySchema = z.object({
  value: z.string().trim().min(1, 'Type at least one character').max(100),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export const typeaheadResultSchema = z.array(z.object({ key: z.string(), value: z.string() }));
export type TypeaheadResult = z.infer<typeof typeaheadResultSchema>;
