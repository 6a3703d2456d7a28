import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The facades' operations typed end to end: `npm run codegen` turns schema/schema.graphql and
 * schema/operations/*.graphql into typed documents, so a renamed field or a missing variable is a
 * compile error in gateway/ (test/foundation/graphql.test.ts fails when the output is stale).
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: 'schema/operations/*.graphql',
  generates: {
    'gateway/operations.generated.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        onlyOperationTypes: true,
        enumsAsTypes: true,
        skipTypename: true,
        useTypeImports: true,
        documentMode: 'string',
        // What in-process execution hands over: Byte is a Buffer or a file the upload route staged,
        // dates are ISO strings.
        scalars: {
          Base64Bytes: 'Buffer',
          Byte: "Buffer | import('../src/content/media/file-content.js').StagedFile",
          DateTimeISO: 'string',
          JSONObject: 'Record<string, unknown>',
        },
      },
    },
  },
};

export default config;
