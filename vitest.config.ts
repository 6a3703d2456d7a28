import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql 16 has no exports map: without this alias Vite loads a second copy of graphql and
  // execution fails with "Cannot use GraphQLSchema from another module or realm".
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    // Tests give every server and CLI its settings; a developer's portico.env must not add to them.
    env: { PORTICO_CONFIG: '/dev/null' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
