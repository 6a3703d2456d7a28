import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** The ORM and the domain's storage: the gateway reaches data only through GraphQL operations. */
const DATA_LAYER = [
  '**/*.entity.js',
  '**/*.service.js',
  '**/src/db/**',
  '@mikro-orm/*',
  'better-sqlite3',
  'pg',
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', '**/*.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: Object.fromEntries(
        ['process', 'console', 'fetch', 'URL', 'setTimeout', 'setInterval', 'clearInterval'].map((name) => [
          name,
          'readonly',
        ]),
      ),
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // type-graphql resolvers and MikroORM entities reference types only through decorators.
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // A module a reader can hold in mind: past this, split it by subject. Generated code and the
    // migrations (history, never edited) are exempt; so are fixtures, which are data.
    files: [
      'src/**/*.ts',
      'gateway/**/*.ts',
      'scripts/**/*.mjs',
      'bench/**/*.mjs',
      'mikro-orm.config.ts',
      'test/**/*.ts',
      'web/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.generated.ts', 'src/db/migrations/**', '**/fixtures/**'],
    rules: { 'max-lines': ['error', { max: 350, skipBlankLines: false, skipComments: false }] },
  },
  // docs/architecture.md: the gateway is a facade over GraphQL operations (no ORM, no service,
  // no SQL), and the domain never reaches up into a facade (the floors: .dependency-cruiser.mjs).
  {
    files: ['gateway/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: DATA_LAYER,
              message: 'gateway/ runs GraphQL operations; it does not reach the data layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // src/app/ is the composition root that mounts the facades.
    files: ['src/*/**/*.ts'],
    ignores: ['src/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/gateway/**'],
              message: 'The domain (src/) does not depend on a facade (gateway/).',
            },
          ],
        },
      ],
    },
  },
  {
    // The dashboard runs in browsers and knows Portico only by its public GraphQL API.
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: {
      globals: Object.fromEntries(
        [
          'window',
          'document',
          'location',
          'history',
          'navigator',
          'getComputedStyle',
          'confirm',
          'atob',
          'btoa',
          'clearTimeout',
          'Event',
          'CloseEvent',
          'HTMLDivElement',
          'HTMLMetaElement',
          'TextDecoder',
        ].map((name) => [name, 'readonly']),
      ),
    },
  },
);
