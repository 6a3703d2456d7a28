import {
  DirectiveLocation,
  GraphQLDirective,
  GraphQLError,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  GraphQLString,
  isEnumType,
  Kind,
  type GraphQLEnumType,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';

/**
 * The graph names a closed set's members as GraphQL does (`PUBLISH`, `AUTO_DRAFT`); the REST facades
 * speak the stored values their wire formats carry (`publish`, `auto-draft`). So in the facades'
 * schema every enum is a scalar of the same name that reads and writes the stored value — the
 * facades never translate a name, and the resolvers see the same value from either side.
 */
const STORED_VALUES = 'storedValues';

/** Declared in the facades' schema: the values such a scalar accepts (codegen types them from it). */
export const storedValuesDirective = new GraphQLDirective({
  name: STORED_VALUES,
  description: 'An enum of the graph, read and written here by the values it stores.',
  locations: [DirectiveLocation.SCALAR],
  args: { values: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLString))) } },
});

function storedScalar(type: GraphQLEnumType): GraphQLScalarType {
  const byName = new Map(type.getValues().map((value) => [value.name, String(value.value)]));
  const stored = new Set(byName.values());
  const refuse = (value: unknown) =>
    new GraphQLError(`${type.name} cannot represent value: ${JSON.stringify(value)}`);
  const accept = (value: unknown): string => {
    if (typeof value === 'string' && stored.has(value)) return value;
    throw refuse(value);
  };
  // An input may also name the member as the graph does (a literal in an operation, a default).
  const parse = (value: unknown): string =>
    typeof value === 'string' && byName.has(value) ? byName.get(value)! : accept(value);
  return new GraphQLScalarType({
    name: type.name,
    description: type.description,
    serialize: accept,
    parseValue: parse,
    parseLiteral: (node: ValueNode) => {
      if (node.kind === Kind.ENUM || node.kind === Kind.STRING) return parse(node.value);
      throw refuse(node.kind);
    },
    extensions: { directives: { [STORED_VALUES]: [{ values: [...stored] }] } },
  });
}

/** The schema the facades run on: every enum read and written by its stored values. */
export function storedValuesSchemaOf(full: GraphQLSchema): GraphQLSchema {
  return mapSchema(full, { [MapperKind.TYPE]: (type) => (isEnumType(type) ? storedScalar(type) : type) });
}
