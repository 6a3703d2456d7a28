import {
  getArgumentValues,
  getNamedType,
  isCompositeType,
  isObjectType,
  Kind,
  type DocumentNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** The most nodes one document may ask for: a page of 100 posts, each with 100 terms, five times over. */
export const MAX_NODES = 50_000;

/** A page's size when neither `first` nor `last` is given; a field may say its own (`defaultFirst`). */
const DEFAULT_PAGE = 10;

const isConnection = (type: GraphQLNamedType) =>
  isObjectType(type) && type.name.endsWith('Connection') && 'edges' in type.getFields();

function pageSize(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number {
  const asked = args.first ?? args.last;
  if (typeof asked === 'number' && asked > 0) return asked;
  const declared = field.extensions?.defaultFirst;
  return typeof declared === 'number' ? declared : DEFAULT_PAGE;
}

/**
 * How many nodes an operation may return at most, as GitHub's GraphQL API counts them: every
 * connection asks for its page size (`first` or `last`) times the sizes of the connections around it
 * (`posts(first: 50) { categories(first: 10) }` asks for 50 + 50 × 10 = 550). Plain fields and lists
 * count nothing: the other limits bound them. Run on a validated document whose expanded size is
 * bounded (checkComplexity), so walking every use of a fragment stays cheap.
 */
export function nodeCount(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): number {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const typeNamed = (name: string | undefined, fallback: GraphQLCompositeType) => {
    const type = name ? schema.getType(name) : fallback;
    return type && isCompositeType(type) ? type : fallback;
  };
  const count = (set: SelectionSetNode, parent: GraphQLCompositeType, around: number): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = 'getFields' in parent ? parent.getFields()[selection.name.value] : undefined;
        if (!field || !selection.selectionSet) continue;
        const type = getNamedType(field.type);
        let inside = around;
        if (isConnection(type)) {
          inside = around * pageSize(field, getArgumentValues(field, selection, variables));
          total += inside;
        }
        if (isCompositeType(type)) total += count(selection.selectionSet, type, inside);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += count(
          selection.selectionSet,
          typeNamed(selection.typeCondition?.name.value, parent),
          around,
        );
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment)
          total += count(fragment.selectionSet, typeNamed(fragment.typeCondition.name.value, parent), around);
      }
    }
    return total;
  };
  const root = schema.getRootType(operation.operation);
  return root ? count(operation.selectionSet, root, 1) : 0;
}
