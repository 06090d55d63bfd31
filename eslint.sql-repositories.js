// Where SQL may be written in the server (docs/decisions/269): repositories, and the database layer
// itself (connection, migrations, query fragments two modules share). Globs are relative to the repository root.
export const SERVER_REPOSITORIES = [
  'apps/server/src/**/repo.ts',
  'apps/server/src/**/*-repo.ts',
  'apps/server/src/**/repo/**',
  'apps/server/src/db/**',
];
