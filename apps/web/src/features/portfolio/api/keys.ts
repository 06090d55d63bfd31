/** Every query key of the portfolio lists (decision 297): queries and invalidations use these, never literals. */
export const portfolioKeys = {
  all: (lenderId: string) => ['portfolio', lenderId] as const,
  list: (lenderId: string, list: string, query: string) => [...portfolioKeys.all(lenderId), list, query] as const,
  overviewFigures: (lenderId: string, yearMonth: string) =>
    [...portfolioKeys.all(lenderId), 'overview-figures', yearMonth] as const,
};
