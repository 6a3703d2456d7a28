import type { ApolloServerPlugin } from '@apollo/server';
import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  type DocumentNode,
  type GraphQLSchema,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

export const MAX_DEPTH = 12;
export const MAX_COMPLEXITY = 5000;

/** Validation rule: rejects operations nested deeper than `max` fields (fragments followed, cycles cut). */
export function depthLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const depthOf = (set: SelectionSetNode, seen: Set<string>): number => {
      let deepest = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) continue;
          deepest = Math.max(
            deepest,
            1 + (selection.selectionSet ? depthOf(selection.selectionSet, seen) : 0),
          );
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, seen));
        } else {
          const fragment = fragments.get(selection.name.value);
          if (!fragment || seen.has(fragment.name.value)) continue;
          deepest = Math.max(
            deepest,
            depthOf(fragment.selectionSet, new Set([...seen, fragment.name.value])),
          );
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set());
        if (depth > max) {
          context.reportError(
            new GraphQLError(`Query is nested ${depth} levels deep; the maximum is ${max}.`, {
              nodes: [node],
              extensions: { code: 'QUERY_TOO_DEEP' },
            }),
          );
        }
      },
    };
  };
}

const tooComplex = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } });

/**
 * Refuses an operation whose estimated cost (fields, times list sizes where declared) is above `max`.
 * Variables that do not fit their types are left to GraphQL to report (BAD_USER_INPUT).
 */
export function checkComplexity(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  max: number,
): void {
  const operation = getOperationAST(document, operationName);
  if (getVariableValues(schema, operation?.variableDefinitions ?? [], variables ?? {}).errors) return;
  let complexity: number;
  try {
    complexity = getComplexity({
      schema,
      query: document,
      operationName: operationName ?? undefined,
      variables: variables ?? undefined,
      estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
    });
  } catch (error) {
    // The estimator's own node limit (10,000 fields) is the same refusal.
    if (error instanceof GraphQLError) throw tooComplex(error.message);
    throw error;
  }
  if (complexity > max) throw tooComplex(`Query costs ${complexity}; the maximum is ${max}.`);
}

/** Apollo's side of checkComplexity. */
export function complexityLimit(max: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          checkComplexity(schema, document, request.operationName, request.variables, max);
        },
      };
    },
  };
}
