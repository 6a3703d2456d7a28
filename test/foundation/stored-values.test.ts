/**
 * An enum of the graph is, in the facades' schema, a scalar that reads and writes the values it
 * stores: the graph answers `AUTO_DRAFT`, a facade `auto-draft`, and the resolver sees `auto-draft`
 * either way.
 */
import {
  graphql,
  GraphQLEnumType,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  isEnumType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildPorticoSchemas } from '../../src/app/schema.js';
import { storedValuesSchemaOf } from '../../src/graphql/stored-values.js';

const Status = new GraphQLEnumType({
  name: 'Status',
  values: { PUBLISH: { value: 'publish' }, AUTO_DRAFT: { value: 'auto-draft' } },
});
const graph = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      echo: {
        type: Status,
        args: { status: { type: Status, defaultValue: 'auto-draft' } },
        resolve: (_, { status }: { status: string }) => status,
      },
      seen: {
        type: GraphQLString,
        args: { status: { type: Status } },
        resolve: (_, { status }: { status: string }) => status,
      },
      stored: { type: Status, resolve: () => 'unknown' },
    },
  }),
});
const facades = storedValuesSchemaOf(graph);
const run = async (schema: GraphQLSchema, source: string, variableValues?: Record<string, unknown>) =>
  JSON.parse(JSON.stringify(await graphql({ schema, source, variableValues })));

describe('stored values', () => {
  it('answers the stored value where the graph answers the name', async () => {
    expect(await run(graph, '{ echo }')).toEqual({ data: { echo: 'AUTO_DRAFT' } });
    expect(await run(facades, '{ echo }')).toEqual({ data: { echo: 'auto-draft' } });
  });

  it('gives the resolver the stored value from a variable, a literal name or a literal value', async () => {
    const query = 'query($s: Status) { seen(status: $s) }';
    expect(await run(facades, query, { s: 'auto-draft' })).toEqual({ data: { seen: 'auto-draft' } });
    expect(await run(facades, '{ seen(status: AUTO_DRAFT) }')).toEqual({ data: { seen: 'auto-draft' } });
    expect(await run(facades, '{ seen(status: "publish") }')).toEqual({ data: { seen: 'publish' } });
    expect(await run(graph, '{ seen(status: AUTO_DRAFT) }')).toEqual({ data: { seen: 'auto-draft' } });
  });

  it('refuses a value outside the set, in and out', async () => {
    const query = 'query($s: Status) { seen(status: $s) }';
    const refused = await run(facades, query, { s: 'draft' });
    expect(refused.errors[0].message).toContain('Status cannot represent value: "draft"');
    expect((await run(facades, '{ stored }')).errors[0].message).toContain(
      'cannot represent value: "unknown"',
    );
  });

  it('leaves no enum in the facades schema and every enum in the graph', async () => {
    const { graph: served, facades: full } = await buildPorticoSchemas();
    const enums = (schema: GraphQLSchema) =>
      Object.values(schema.getTypeMap()).filter((type) => isEnumType(type) && !type.name.startsWith('__'));
    expect(enums(full)).toEqual([]);
    expect(enums(served).map((type) => type.name)).toContain('CheckStatus');
  });
});
