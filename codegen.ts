import type { CodegenConfig } from '@graphql-codegen/cli';
import { readFileSync } from 'node:fs';
import { Kind, parse, print, type ConstValueNode } from 'graphql';

const SCHEMA = 'schema/facades.graphql';

/** Each enum of the graph, which the facades read and write by its stored values, as their union. */
function storedValueTypes(): Record<string, string> {
  const types: Record<string, string> = {};
  for (const definition of parse(readFileSync(SCHEMA, 'utf8')).definitions) {
    if (definition.kind !== Kind.SCALAR_TYPE_DEFINITION) continue;
    const values = definition.directives?.find((directive) => directive.name.value === 'storedValues')
      ?.arguments?.[0]?.value;
    if (values?.kind !== Kind.LIST) continue;
    types[definition.name.value] = values.values.map((value: ConstValueNode) => print(value)).join(' | ');
  }
  return types;
}

/**
 * The facades' operations typed end to end: `npm run codegen` writes, beside each
 * `gateway/**\/*.graphql`, a `.generated.ts` with its typed documents, on top of the schema's input
 * types and enums in `gateway/schema-types.generated.ts`. A renamed field or a missing variable is a
 * compile error in gateway/ (test/foundation/graphql.test.ts fails when the output is stale).
 */
/** The same unions by name, for the gateway code that builds or reads such a value. */
const storedValueAliases = () =>
  Object.entries(storedValueTypes())
    .map(([name, union]) => `export type ${name} = ${union};`)
    .join('\n');

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
    DateTime: 'string',
    JSONObject: 'Record<string, unknown>',
    ...storedValueTypes(),
  },
};

const codegen: CodegenConfig = {
  schema: SCHEMA,
  documents: 'gateway/**/*.graphql',
  generates: {
    'gateway/schema-types.generated.ts': {
      plugins: [{ add: { content: storedValueAliases() } }, 'typescript-operations'],
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
