/* global module */
// Module rules, the check of record (docs/decisions/247-module-rules-and-front-doors.md): run by
// `npm run lint:deps` in `npm test`. No baseline: every rule holds for every file.
const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;
const WEB = '^apps/web/src/';
// A repository file at a module's root: repo.ts, <name>-repo.ts, or anything under its repo/ folder.
const REPOSITORY = '(?:repo\\.ts$|[a-z0-9-]+-repo\\.ts$|repo/)';

/** A layer's files must not import any of `forbidden` (paths below apps/server/src/). */
function serverLayer(name, from, forbidden, comment) {
  return {
    name: `layer-${name}`,
    comment,
    severity: 'error',
    from: { path: from },
    to: { path: forbidden.map((p) => `${SERVER}${p}`) },
  };
}

const APP = ['app\\.ts$', 'main\\.ts$', 'scheduled-jobs\\.ts$', 'demo/'];

module.exports = {
  forbidden: [
    {
      name: 'no-deep-import-across-modules',
      comment: 'A server module is reached through its front door, modules/<m>/index.ts; its other files are its own.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: `${MODULES}[^/]+/(?!index\\.ts$)`, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'no-deep-import-into-modules',
      comment: 'Code outside the modules (app.ts, demo/, the module registry) uses a module only through its index.ts.',
      severity: 'error',
      from: { path: SERVER, pathNot: MODULES.replace(/\/$/, '/[^/]+/') },
      to: { path: `${MODULES}[^/]+/(?!index\\.ts$)` },
    },
    {
      name: 'no-cycle-between-module-folders',
      comment: 'Module folders form no loop: what two modules share moves down (domain/, platform/, contracts).',
      severity: 'error',
      scope: 'folder',
      from: { path: MODULES },
      to: { path: MODULES, circular: true },
    },
    {
      name: 'repository-imports-no-other-module',
      comment: 'A repository holds SQL for its own module only; it imports no other module (docs/decisions/269).',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/${REPOSITORY}` },
      to: { path: MODULES, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'repository-imports-no-service',
      comment: "A repository uses its module's other repositories and types, never a service (docs/decisions/269).",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/${REPOSITORY}` },
      to: { path: `${MODULES}$1/`, pathNot: `${MODULES}$1/${REPOSITORY}`, dependencyTypesNot: ['type-only'] },
    },
    serverLayer(
      'domain',
      `${SERVER}domain/`,
      ['db/', 'config\\.ts$', 'platform/', 'app-context\\.ts$', 'modules/', ...APP],
      'domain/ holds plain rules and values (due times, periods, categories): it imports only contracts.',
    ),
    serverLayer(
      'db',
      `${SERVER}(db/|config\\.ts$)`,
      ['platform/', 'app-context\\.ts$', 'modules/', ...APP],
      'db/ and config.ts sit under platform: they expose hooks, the app layer wires metrics into them.',
    ),
    serverLayer(
      'platform',
      `${SERVER}platform/`,
      ['app-context\\.ts$', 'modules/', ...APP],
      'platform/ serves every module and knows none of them, nor the app that assembles them.',
    ),
    serverLayer(
      'app-context',
      `${SERVER}app-context\\.ts$`,
      ['modules/', ...APP],
      'AppContext names ports; the modules implement them and app.ts wires them.',
    ),
    serverLayer(
      'modules',
      MODULES,
      APP,
      'Modules are assembled by app.ts (and demo/), never the other way round (docs/decisions/135).',
    ),
    {
      name: 'layer-contracts',
      comment: 'Contracts are shared by server and web and import neither.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'layer-web-not-server',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'layer-server-not-web',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'layer-web-shared',
      comment: 'Web layering (DESIGN.md): app -> features -> shared.',
      severity: 'error',
      from: { path: `${WEB}shared/` },
      to: { path: [`${WEB}features/`, `${WEB}app/`] },
    },
    {
      name: 'layer-web-features',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'no-feature-into-another-feature',
      comment: "A feature never reaches into another feature's folder; what two share moves to shared/.",
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
  ],
  options: {
    // Only the code the rules are about; tests may use any module's internals (decision 247).
    includeOnly: '^(apps/server/src|apps/web/src|packages/contracts/src)/',
    exclude: { path: ['node_modules', '/dist/', '\\.test\\.tsx?$', '/test/', '/fixtures/'] },
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
