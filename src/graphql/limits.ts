import type { ApolloServerPlugin } from '@apollo/server';
import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  type DocumentNode,
  type GraphQLSchema,
  type ASTVisitor,
  type ASTNode,
  type FragmentDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { MAX_NODES, nodeCount } from './node-limit.js';

export const MAX_DEPTH = 12;
export const MAX_COMPLEXITY = 5000;
/** Fields an operation may have once its fragments are expanded (graphql-query-complexity's own cap). */
export const MAX_EXPANDED_FIELDS = 10_000;
/** The largest request a client may send: an HTTP body, a WebSocket message. */
export const BODY_LIMIT_BYTES = 1 << 20;
/** Tokens a document may have: parsing stops there (a 1 MB body of `{a a a …}` is refused at once). */
export const MAX_TOKENS = 50_000;
/** Items a list argument may hold, in the document or in its variables. */
export const MAX_LIST_ITEMS = 1000;

/** graphql-js's parse options for every document a client sends, over HTTP or WebSocket. */
export const PARSE_OPTIONS = { maxTokens: MAX_TOKENS } as const;

/**
 * A measure of selection sets (depth, expanded size) with each fragment measured once: following
 * spreads afresh at every use made a document of fragments that each spread the next one twice cost
 * 2^depth walks. A fragment met again while it is being measured (a cycle, reported by graphql-js's
 * own rule) counts as empty.
 */
function fragmentMeasure(
  document: DocumentNode,
  combine: (selection: SelectionNode, child: (set: SelectionSetNode) => number) => number,
  reduce: (a: number, b: number) => number,
) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const measured = new Map<string, number>();
  const measure = (set: SelectionSetNode): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment) continue;
        if (!measured.has(name)) {
          measured.set(name, 0); // in progress: a cycle counts as empty
          measured.set(name, measure(fragment.selectionSet));
        }
        total = reduce(total, measured.get(name)!);
      } else if (selection.kind === Kind.INLINE_FRAGMENT)
        total = reduce(total, measure(selection.selectionSet));
      else total = reduce(total, combine(selection, measure));
    }
    return total;
  };
  return measure;
}

/** How deep an operation nests fields (introspection fields aside). */
const depthOf = (document: DocumentNode) =>
  fragmentMeasure(
    document,
    (field, child) =>
      field.kind === Kind.FIELD && !field.name.value.startsWith('__')
        ? 1 + (field.selectionSet ? child(field.selectionSet) : 0)
        : 0,
    Math.max,
  );

/** How many fields an operation has with every fragment spread expanded. */
export const expandedFields = (document: DocumentNode) =>
  fragmentMeasure(
    document,
    (field, child) => 1 + (field.kind === Kind.FIELD && field.selectionSet ? child(field.selectionSet) : 0),
    (a, b) => a + b,
  );

/** Validation rule: rejects operations nested deeper than `max` fields (fragments followed, cycles cut). */
export function depthLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const depth = depthOf(context.getDocument());
    return {
      OperationDefinition(node) {
        const deepest = depth(node.selectionSet);
        if (deepest > max) {
          context.reportError(
            new GraphQLError(`Query is nested ${deepest} levels deep; the maximum is ${max}.`, {
              nodes: [node],
              extensions: { code: 'QUERY_TOO_DEEP' },
            }),
          );
        }
      },
    };
  };
}

/** Validation rule: rejects list literals longer than MAX_LIST_ITEMS (variables: see checkListSizes). */
export function listLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => ({
    ListValue(node) {
      if (node.values.length > max) context.reportError(tooManyItems(node.values.length, max, [node]));
    },
  });
}

const tooManyItems = (items: number, max: number, nodes?: ASTNode[]) =>
  new GraphQLError(`A list argument has ${items} items; the maximum is ${max}.`, {
    nodes,
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });

/** The validation rules every client document passes, over HTTP and WebSocket alike. */
export const LIMIT_RULES = [depthLimit(MAX_DEPTH), listLimit(MAX_LIST_ITEMS)];

/** Refuses variables holding a list longer than `max`, at any depth. */
function checkListSizes(variables: Record<string, unknown> | null | undefined, max: number): void {
  const pending: unknown[] = [variables];
  while (pending.length) {
    const value = pending.pop();
    if (Array.isArray(value) && value.length > max) throw tooManyItems(value.length, max);
    // Pushed one by one: spreading an object of 200,000 keys into push() overflows the stack.
    if (value && typeof value === 'object') for (const item of Object.values(value)) pending.push(item);
  }
}

const tooComplex = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } });

/** What an operation costs, reported in every answer's `extensions.cost`. */
export interface Cost {
  /** The nodes its connections may return at most (their page sizes multiplied; see nodeCount). */
  nodes: number;
  /** Its estimated cost: fields, times list sizes where declared. */
  complexity: number;
  limits: { nodes: number; complexity: number };
}

/**
 * Refuses an operation whose variables hold a list longer than MAX_LIST_ITEMS, that may return more
 * than MAX_NODES nodes, or whose estimated cost is above `max`; the expanded size is bounded first,
 * in one pass, so neither count walks a document that explodes through its fragments. Variables that
 * do not fit their types are left to GraphQL to report (BAD_USER_INPUT): no cost then.
 */
export function checkComplexity(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  max: number,
): Cost | undefined {
  checkListSizes(variables, MAX_LIST_ITEMS);
  const operation = getOperationAST(document, operationName);
  if (!operation) return undefined;
  const fields = expandedFields(document)(operation.selectionSet);
  if (fields > MAX_EXPANDED_FIELDS)
    throw tooComplex(
      `Query has more than ${MAX_EXPANDED_FIELDS} fields once its fragments are expanded; the maximum is ${MAX_EXPANDED_FIELDS}.`,
    );
  const values = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (values.errors) return undefined;
  const nodes = nodeCount(schema, document, operation, values.coerced);
  if (nodes > MAX_NODES)
    throw tooComplex(
      `Query may return ${nodes} nodes (its connections’ sizes multiplied); the maximum is ${MAX_NODES}.`,
    );
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
    // The estimator's own node limit is the same refusal.
    if (error instanceof GraphQLError) throw tooComplex(error.message);
    throw error;
  }
  if (complexity > max) throw tooComplex(`Query costs ${complexity}; the maximum is ${max}.`);
  return { nodes, complexity, limits: { nodes: MAX_NODES, complexity: max } };
}

/** Apollo's side of checkComplexity: refuses, or reports the cost in the answer's extensions. */
export function complexityLimit(max: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      let cost: Cost | undefined;
      return {
        async didResolveOperation({ request, document, schema }) {
          cost = checkComplexity(schema, document, request.operationName, request.variables, max);
        },
        async willSendResponse({ response }) {
          if (cost && response.body.kind === 'single')
            response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost };
        },
      };
    },
  };
}
