/**
 * Import cycles fail `npm run lint`, type-only imports included: a cycle makes a module's meaning
 * depend on load order, and a type cycle is a runtime cycle waiting for its first value import.
 * (The layer rules live in eslint.config.js.)
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Move what both sides share into a leaf module.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.test.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs'] },
  },
};
