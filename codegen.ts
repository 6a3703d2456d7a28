import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The facades' operations typed end to end: `npm run codegen` writes, beside each
 * `gateway/**\/*.graphql`, a `.generated.ts` with its typed documents, on top of the schema's input
 * types and enums in `gateway/schema-types.generated.ts`. A renamed field or a missing variable is a
 * compile error in gateway/ (test/foundation/graphql.test.ts fails when the output is stale).
 */
const config = {
  onlyOperationTypes: true,
  enumsAsTypes: true,
  skipTypename: true,
  useTypeImports: true,
  documentMode: 'string',
  emitLegacyCommonJSImports: false,
  // What in-process execution hands over: Byte is a Buffer or a file the upload route staged, dates
  // are ISO strings.
  scalars: {
    Base64Bytes: 'Buffer',
    Byte: "Buffer | import('../src/content/media/file-content.js').StagedFile",
    DateTimeISO: 'string',
    JSONObject: 'Record<string, unknown>',
  },
};

const codegen: CodegenConfig = {
  schema: 'schema/facades.graphql',
  documents: 'gateway/**/*.graphql',
  generates: {
    'gateway/schema-types.generated.ts': {
      plugins: ['typescript-operations'],
      config: { ...config, generateOperationTypes: false },
    },
    'gateway/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'schema-types.generated.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { ...config, importSchemaTypesFrom: 'gateway/schema-types.generated.ts' },
    },
  },
};

export default codegen;
