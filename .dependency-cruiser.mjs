/**
 * The floors of the code, top to bottom (docs/architecture.md): a module imports only its own floor
 * and those below it, so an import that runs back up fails `npm run lint`. Import cycles fail too,
 * type-only imports included: a cycle makes a module's meaning depend on load order, and a type cycle
 * is a runtime cycle waiting for its first value import. (The gateway's ban on the data layer lives
 * in eslint.config.js.)
 */
const FLOORS = [
  ['composition root', '^(src/app/|src/cli/|mikro-orm[.]config[.]ts$)'],
  ['REST facades', '^gateway/'],
  ['jobs', '^src/jobs/'],
  ['runtime', '^src/runtime[.]ts$'],
  ['subscriptions', '^src/subscriptions/'],
  ['content', '^src/content/'],
  ['monitoring', '^src/monitoring/'],
  ['site', '^src/site/'],
  ['users and callers', '^src/auth/'],
  ['bases', '^(src/(graphql|live|db|net|http|observability|time)/|src/domain-deps[.]ts$)'],
  ['leaves', '^src/(?!runtime[.]ts$|domain-deps[.]ts$)[^/]+[.]ts$'],
];

const upwardImports = FLOORS.slice(1).map(([name, path], index) => ({
  name: `no-import-up-from-${name.replaceAll(' ', '-')}`,
  severity: 'error',
  comment: `${name} may import only its own floor and those below it.`,
  from: { path },
  to: {
    path: FLOORS.slice(0, index + 1)
      .map(([, above]) => `(${above})`)
      .join('|'),
  },
}));

export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Move what both sides share into a leaf module.',
      from: {},
      to: { circular: true },
    },
    ...upwardImports,
    {
      name: 'web-is-a-client',
      severity: 'error',
      comment: 'The dashboard (web/) reaches Portico only through its public GraphQL API, as any client.',
      from: { path: '^web/' },
      to: { path: '^(src|gateway)/' },
    },
    {
      name: 'no-import-of-a-migration',
      severity: 'error',
      comment:
        'A migration is history: what it shares with running code lives in a module both import ' +
        '(src/db/derived-data.ts), so neither changes the other. Migrations reach the migrator only ' +
        'through their list (src/db/migrations/index.ts).',
      from: { pathNot: '^src/db/migrations/' },
      to: { path: '^src/db/migrations/Migration[0-9]+[.]ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.test.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
