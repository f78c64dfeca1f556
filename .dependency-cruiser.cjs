/**
 * The project's architecture as rules: dependencies run one way,
 * lib ← content ← templates ← generator ← publisher ← admin-service (each folder may import those to its left;
 * lib/ holds helpers every layer shares, such as the build's memos and optimisation switches),
 * with no cycles and no production code importing test code; publisher/ and admin-service/ reach generator/
 * through its index only. `npm run lint` runs it.
 * https://github.com/sverweij/dependency-cruiser/blob/main/doc/rules-reference.md
 */
const TEST = '(^tests/|\\.test\\.tsx?$|\\.spec\\.ts$)'

/** A rule that keeps files under `from` from importing anything under one of `folders`. */
const mayNotImport = (name, from, folders, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `^${from}/`, pathNot: TEST },
  to: { path: `^(${folders.join('|')})/` },
})

module.exports = {
  forbidden: [
    mayNotImport(
      'lib-imports-nothing-of-the-project',
      'lib',
      ['content', 'templates', 'generator', 'publisher', 'admin-service', 'scripts', 'tests'],
      'lib/ is below content/: small helpers with no knowledge of the site.',
    ),
    mayNotImport(
      'content-imports-only-content',
      'content',
      ['templates', 'generator', 'publisher', 'admin-service', 'scripts', 'tests'],
      'content/ is the bottom layer: words, numbers, schemas and their loaders.',
    ),
    mayNotImport(
      'templates-above-content-only',
      'templates',
      ['generator', 'publisher', 'admin-service', 'scripts', 'tests'],
      'templates/ renders pages from content/; the build tooling is above it.',
    ),
    mayNotImport(
      'generator-below-publisher',
      'generator',
      ['publisher', 'admin-service', 'scripts', 'tests'],
      'generator/ builds a site; publishing and the admin service use it, not the other way round.',
    ),
    mayNotImport(
      'publisher-below-admin-service',
      'publisher',
      ['admin-service', 'scripts', 'tests'],
      'publisher/ makes releases; the admin service drives it.',
    ),
    mayNotImport(
      'admin-service-never-imports-templates',
      'admin-service',
      ['templates', 'scripts', 'tests'],
      'The admin service publishes through publisher/ and reads the store schema from content/.',
    ),
    {
      name: 'publisher-uses-generator-index',
      comment:
        'publisher/ and admin-service/ call the generator through generator/index.ts only: what they may call, ' +
        'light to load in the admin service (its header says why). Tests may reach further in.',
      severity: 'error',
      from: { path: '^(publisher|admin-service)/', pathNot: TEST },
      to: { path: '^generator/', pathNot: '^generator/index\\.ts$' },
    },
    {
      name: 'feature-uses-features-through-index',
      comment:
        "An admin-service feature (server/<feature>/) uses another only through that feature's index.ts, its " +
        'public surface; what lies behind it may change without touching the others.',
      severity: 'error',
      from: { path: '^admin-service/server/([^/]+)/', pathNot: [TEST, '^admin-service/server/shared/'] },
      to: {
        path: '^admin-service/server/([^/]+)/',
        pathNot: [
          '^admin-service/server/$1/',
          '^admin-service/server/shared/',
          '^admin-service/server/[^/]+/index\\.ts$',
        ],
      },
    },
    {
      name: 'shared-imports-no-feature',
      comment: 'admin-service/server/shared/ is the layer beneath the features: it imports none of them.',
      severity: 'error',
      from: { path: '^admin-service/server/shared/', pathNot: TEST },
      to: { path: '^admin-service/server/', pathNot: '^admin-service/server/shared/' },
    },
    {
      name: 'admin-page-imports-content-only',
      comment: 'The /admin page runs in the browser: it may import content/ and the admin shared constants only.',
      severity: 'error',
      from: { path: '^admin-service/web/' },
      to: { path: '^(generator|publisher|admin-service/server)/' },
    },
    {
      name: 'no-test-code-in-production',
      comment: 'Test helpers live in tests/; production code never imports them.',
      severity: 'error',
      from: { pathNot: TEST },
      to: { path: TEST },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: "Vite's virtual modules and type-only packages (@types/mdast) resolve at build time only.",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^(virtual:|mdast$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.cache|admin-service/dist-web|admin-service/data|scripts/peers)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
}
