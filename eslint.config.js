import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**'] },
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
);
