import type { Database } from '../../src/db/connection.js';

/** The same database, counting the queries sent through it (decisions 332, 334): `counted.queries` is read and reset by the test. */
export function countingQueries(db: Database): { db: Database; queries: number } {
  const counted = {
    queries: 0,
    db: db.withPlugin({
      transformQuery: ({ node }) => {
        counted.queries++;
        return node;
      },
      transformResult: async ({ result }) => result,
    }),
  };
  return counted;
}
