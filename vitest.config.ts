import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql 16 has no exports map: without this alias Vite loads a second copy of graphql and
  // execution fails with "Cannot use GraphQLSchema from another module or realm".
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    // One file per core, not Vitest's one less: most tests wait on servers, child processes and
    // sockets, so on CI's two cores a second file uses the time the first spends waiting (the SQLite
    // pass took 17 minutes instead of 23).
    maxWorkers: availableParallelism(),
    // Tests give every server and CLI its settings; a developer's portico.env must not add to them.
    env: { PORTICO_CONFIG: '/dev/null' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
