import { GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';

const ROOTS: Record<string, string> = {
  Query: 'What a caller may read: content, monitoring and who they are.',
  Mutation: 'What a caller may change; each answers the changed object.',
  Subscription: 'Live events over WebSocket (graphql-transport-ws), each read as a query would be.',
};

/** A type a connection is of: `PostConnection` → `Post`, `ContentTypeInfoEdge` → `ContentTypeInfo`. */
const itemOf = (name: string) => name.replace(/(Connection|Edge)$/, '');

/**
 * Descriptions of the types the schema makes rather than declares: the root types, and each
 * connection and edge type (declared once in `Connection()`, named per item by its subclass).
 */
export function describeMadeTypes(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_TYPE]: (type) => {
      if (type.description) return type;
      const description =
        ROOTS[type.name] ??
        (type.name.endsWith('Connection')
          ? `A page of ${itemOf(type.name)} items, with their cursors, their total and where the page lies.`
          : type.name.endsWith('Edge')
            ? `A ${itemOf(type.name)} with its cursor: its place in the list.`
            : undefined);
      return description ? new GraphQLObjectType({ ...type.toConfig(), description }) : type;
    },
  });
}
