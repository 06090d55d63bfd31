import { z } from 'zod';

// The page shape every list answers with. Its own module, apart from the portfolio's rows: the borrower's signing
// steps read a list schema's module for their own schemas, and the portfolio's module brings the signed-in
// header's chunk with it (decision 347).

/** Spec 1 §9: page sizes 10 to 100. */
export const PORTFOLIO_DEFAULT_SIZE = 10;
export const PORTFOLIO_MAX_SIZE = 100;

export const pageInfoSchema = z.object({
  size: z.number().int(),
  number: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});

export const pageOf = <T extends z.ZodType>(row: T) => z.object({ content: z.array(row), page: pageInfoSchema });
export type PageInfo = z.infer<typeof pageInfoSchema>;
export type Page<T> = { content: T[]; page: PageInfo };
