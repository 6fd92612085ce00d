/**
 * The dependency rule of the hexagon (docs/architecture.md):
 * the domain imports nothing; adapters never import each other;
 * inversify only in the composition roots.
 */
const ADAPTERS = ['adapters-postgres', 'adapters-supabase', 'adapters-reso', 'adapters-storage', 'adapters-rich-text'];

module.exports = {
  forbidden: [
    {
      name: 'domain-imports-nothing',
      comment: 'packages/domain is pure: no npm package, no node: module, no other workspace package.',
      severity: 'error',
      from: { path: '^packages/domain/src', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^packages/domain/src' },
    },
    ...ADAPTERS.map((adapter) => ({
      name: `${adapter}-imports-no-other-adapter`,
      comment: 'An adapter never imports another adapter.',
      severity: 'error',
      from: { path: `^packages/${adapter}/` },
      to: { path: `^packages/(${ADAPTERS.filter((other) => other !== adapter).join('|')})/` },
    })),
    {
      name: 'adapters-rich-text-depends-only-on-domain',
      comment: 'The rich-text adapter applies the domain policy with sanitize-html, and needs nothing else.',
      severity: 'error',
      from: { path: '^packages/adapters-rich-text/src', pathNot: '\\.(test|arbitrary)\\.ts$' },
      to: { pathNot: '^packages/(domain|adapters-rich-text)/|/node_modules/sanitize-html/' },
    },
    {
      name: 'inversify-only-in-composition-roots',
      comment: 'Only packages/api/src/composition and packages/web/src/composition may touch the container.',
      severity: 'error',
      from: { pathNot: '^packages/(api|web)/src/composition/' },
      to: { path: 'node_modules/.*/inversify|^inversify$|node_modules/inversify' },
    },
    {
      name: 'web-imports-no-server-package',
      comment: 'The browser app never reaches adapters or the API package.',
      severity: 'error',
      from: { path: '^packages/web/src' },
      to: { path: '^packages/(api|database|adapters-[a-z]+)/' },
    },
    {
      name: 'core-imports-no-outer-package',
      comment: 'The domain, database and testing packages never import the outer adapters (api, web).',
      severity: 'error',
      from: { path: '^packages/(domain|database|testing|adapters-[a-z]+)/' },
      to: { path: '^packages/(api|web)/' },
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
    exclude: { path: '(^|/)(dist|node_modules|\\.data|\\.snapshots)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
