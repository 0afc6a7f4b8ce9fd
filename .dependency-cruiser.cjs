// The dependency direction of DESIGN.md, checked in the test command:
// domain ← api-client ← realtime ← apps; domain ← ui ← apps; domain ← api.
// app-shell is the shared app frame both React apps compose (DESIGN allows a package for
// feature UI two apps share); it sits beside the apps and above ui and api-client.
// A module path or, when the import cannot be resolved (the package does not even declare the
// dependency), the bare workspace name: both must be caught.
const pkg = (names) => `^(packages/(${names})/|@arcana/(${names})($|/))`;
const apps = `^(apps/|@arcana/(web|counselor|api)($|/))`;
// DESIGN "Api layout by feature": apps/api/src/features/<feature>/ each hold one feature.
const feature = '^apps/api/src/features/([^/]+)/';
const anyFeature = '^apps/api/src/features/';
const sameFeature = '^apps/api/src/features/$1/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain imports no other workspace package and nothing from React',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: {
        path: [
          pkg('api-client|realtime|ui|app-shell'),
          apps,
          '(^|/)(react|react-dom|@tanstack/[^/]+|jotai)($|/)',
        ],
      },
    },
    {
      name: 'api-client-below-realtime-and-ui',
      severity: 'error',
      from: { path: '^packages/api-client/' },
      to: { path: [pkg('realtime|ui|app-shell'), apps] },
    },
    {
      name: 'realtime-never-draws',
      comment: 'realtime emits what to show; the apps draw it with ui',
      severity: 'error',
      from: { path: '^packages/realtime/' },
      to: { path: [pkg('ui|app-shell'), apps] },
    },
    {
      name: 'ui-never-fetches',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: [pkg('api-client|realtime|app-shell'), apps] },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: apps },
    },
    {
      name: 'api-uses-domain-only',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: {
        path: [
          pkg('api-client|realtime|ui|app-shell'),
          '^apps/(web|counselor)/',
          '^@arcana/(web|counselor)',
        ],
      },
    },
    {
      name: 'apps-are-separate',
      severity: 'error',
      from: { path: '^apps/(web|counselor)/' },
      to: { path: ['^apps/api/', '^@arcana/api($|/)'] },
    },
    {
      name: 'web-not-counselor',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/counselor/|@arcana/counselor($|/))' },
    },
    {
      name: 'counselor-not-web',
      severity: 'error',
      from: { path: '^apps/counselor/' },
      to: { path: '^(apps/web/|@arcana/web($|/))' },
    },
    {
      name: 'api-feature-through-index',
      comment:
        'a feature uses another only through its index.ts (its mount and the services others may call)',
      severity: 'error',
      from: { path: feature, pathNot: '/tables\\.ts$' },
      to: {
        path: anyFeature,
        // feature-deps.ts: only the type of what createApp hands every counseling feature.
        pathNot: [sameFeature, `${anyFeature}[^/]+/index\\.ts$`, `${anyFeature}feature-deps\\.ts$`],
      },
    },
    {
      name: 'api-tables-reference-tables',
      comment:
        "a feature's tables.ts points its foreign keys at another feature's tables.ts, never at its " +
        'index.ts: db/database types the handle with every table, so going through index.ts would ' +
        'make the schema import itself back',
      severity: 'error',
      from: { path: `${feature}tables\\.ts$` },
      to: { path: anyFeature, pathNot: [sameFeature, `${anyFeature}[^/]+/tables\\.ts$`] },
    },
    {
      name: 'api-features-no-cycle',
      comment:
        'features form no cycle: where two need each other, the lower one takes a callback (accounts ' +
        "takes counselors' deletion hook). An index.ts reaches its whole feature, so a cycle of " +
        'features shows as a cycle of modules through their index files.',
      severity: 'error',
      from: { path: feature },
      to: { path: anyFeature, pathNot: sameFeature, circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'an import that resolves nowhere is a missing dependency',
      severity: 'error',
      from: {},
      // the generated route tree exists only after `tsr generate`; it imports routes only
      to: { couldNotResolve: true, pathNot: 'routeTree\\.gen$' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist(-prerender)?/', '\\.gen\\.ts$', '(^|/)\\.data/', 'preview/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
