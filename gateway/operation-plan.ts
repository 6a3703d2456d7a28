import {
  defaultFieldResolver,
  getArgumentValues,
  getNamedType,
  getVariableValues,
  GraphQLError,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLLeafType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * A facade operation compiled once into a tree of the fields it selects, each with its definition,
 * resolver and (for objects) the plan of its selection: graphql-js re-collects fragments, re-reads
 * argument nodes and wraps every field in promise bookkeeping on each execution, which was a fifth of
 * a cms/v2 list's time. The same schema resolvers run; only the walk is cheaper. It runs what the
 * facades' documents use, nothing more: an operation with directives, abstract types or introspection
 * is refused when it is planned (a test plans every document).
 *
 * It still pays (2026-11-29, both databases, uncached, against graphql-js `execute()` on the same
 * server; bench/README.md "The in-process shortcuts"): +23–26 % req/s on a cms/v2 list, +18–19 % on one
 * post, +30 % on a list with `_embed`, +8–13 % on the Management API's list; a ping, one small
 * mutation, is the same either way.
 *
 * The result differs from graphql-js only on failure: the first error rejects the whole execution
 * (the facades answer any error with the error anyway) instead of nulling the field.
 */
export interface OperationPlan {
  run(variables: Record<string, unknown>, context: unknown): Promise<Record<string, unknown>>;
}

interface FieldPlan {
  key: string;
  node: FieldNode;
  definition: GraphQLField<unknown, unknown>;
  /** Null: graphql-js's default resolver, read here as the property it is. */
  resolve: GraphQLFieldResolver<unknown, unknown> | null;
  /** False: the field takes no arguments, and every execution passes a fresh `{}`. */
  hasArguments: boolean;
  parentType: GraphQLObjectType;
  /** The selection of an object-typed field (in lists and non-nulls too). */
  selection: FieldPlan[] | null;
  complete: Completer;
}

/** An operation that uses what the walk does not run. */
class Unplannable extends Error {
  constructor(what: string) {
    super(`operation plans do not run ${what}`);
  }
}

/** Where a value sits in the result (undefined at the root). */
type Path = GraphQLResolveInfo['path'] | undefined;

interface Execution {
  variables: Record<string, unknown>;
  context: unknown;
  schema: GraphQLSchema;
  operation: OperationDefinitionNode;
  fragments: Record<string, FragmentDefinitionNode>;
}

function collect(
  selectionSet: SelectionSetNode,
  type: GraphQLObjectType,
  fragments: Record<string, FragmentDefinitionNode>,
  into = new Map<string, FieldNode[]>(),
  seen = new Set<string>(),
): Map<string, FieldNode[]> {
  for (const selection of selectionSet.selections) {
    if (selection.directives?.length) throw new Unplannable('directives');
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const nodes = into.get(key);
      if (nodes) nodes.push(selection);
      else into.set(key, [selection]);
      continue;
    }
    const condition = selection.kind === Kind.FRAGMENT_SPREAD ? fragments[selection.name.value] : selection;
    if (!condition) throw new Unplannable('an unknown fragment');
    if (condition.typeCondition && condition.typeCondition.name.value !== type.name)
      throw new Unplannable('a type condition on another type');
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      if (seen.has(selection.name.value)) continue;
      seen.add(selection.name.value);
    }
    collect(condition.selectionSet, type, fragments, into, seen);
  }
  return into;
}

function planSelection(
  schema: GraphQLSchema,
  type: GraphQLObjectType,
  selectionSets: readonly SelectionSetNode[],
  fragments: Record<string, FragmentDefinitionNode>,
): FieldPlan[] {
  const fields = new Map<string, FieldNode[]>();
  for (const selectionSet of selectionSets) collect(selectionSet, type, fragments, fields);
  return [...fields].map(([key, nodes]) => {
    const name = nodes[0].name.value;
    if (name.startsWith('__')) throw new Unplannable('introspection');
    const definition = type.getFields()[name];
    if (!definition) throw new Unplannable(`an unknown field ${type.name}.${name}`);
    const named = getNamedType(definition.type);
    let selection: FieldPlan[] | null = null;
    if (isObjectType(named)) {
      if (named.isTypeOf) throw new Unplannable('types with isTypeOf');
      const sets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
      selection = planSelection(schema, named, sets, fragments);
    } else if (!isLeafType(named)) throw new Unplannable('abstract types');
    const field: FieldPlan = {
      key,
      node: nodes[0],
      definition,
      resolve: definition.resolve ?? null,
      hasArguments: definition.args.length > 0 || (nodes[0].arguments?.length ?? 0) > 0,
      parentType: type,
      selection,
      complete: () => undefined,
    };
    field.complete = completerOf(field, definition.type);
    return field;
  });
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | null)?.then === 'function';

function infoOf(field: FieldPlan, execution: Execution, path: Path): GraphQLResolveInfo {
  return {
    fieldName: field.definition.name,
    fieldNodes: [field.node],
    returnType: field.definition.type,
    parentType: field.parentType,
    path: path!,
    schema: execution.schema,
    fragments: execution.fragments,
    rootValue: undefined,
    operation: execution.operation,
    variableValues: execution.variables,
  };
}

/** graphql-js's defaultFieldResolver without building its `info` for a plain property. */
function propertyOf(field: FieldPlan, source: unknown, args: object, execution: Execution, at: Path) {
  if ((typeof source !== 'object' || source === null) && typeof source !== 'function') return undefined;
  const property = (source as Record<string, unknown>)[field.definition.name];
  if (typeof property !== 'function') return property;
  return defaultFieldResolver(source, args, execution.context, infoOf(field, execution, at));
}

function fieldError(field: FieldPlan, message: string): GraphQLError {
  return new GraphQLError(message, { nodes: [field.node] });
}

/**
 * Completes a resolved value against the field's type: leaves serialised, lists item by item,
 * objects walked; a promise when one resolves later. Built once per field, so no type is inspected
 * while a request runs.
 */
type Completer = (value: unknown, execution: Execution, path: Path) => unknown;

function completerOf(field: FieldPlan, type: GraphQLOutputType): Completer {
  const complete = completerOfKind(field, type);
  const settle: Completer = (value, execution, path) => {
    if (isPromise(value)) return value.then((resolved) => settle(resolved, execution, path));
    if (value instanceof Error) throw value;
    return complete(value, execution, path);
  };
  return settle;
}

const fieldName = (field: FieldPlan) => `${field.parentType.name}.${field.definition.name}`;

function completerOfKind(field: FieldPlan, type: GraphQLOutputType): Completer {
  if (isNonNullType(type)) {
    const inner = completerOf(field, type.ofType);
    const check = (result: unknown) => {
      if (result === null)
        throw fieldError(field, `Cannot return null for non-nullable field ${fieldName(field)}.`);
      return result;
    };
    return (value, execution, path) => {
      const completed = inner(value, execution, path);
      return isPromise(completed) ? completed.then(check) : check(completed);
    };
  }
  if (isListType(type)) {
    const item = completerOf(field, type.ofType);
    return (value, execution, path) => {
      if (value == null) return null;
      if (typeof value !== 'object' || !(Symbol.iterator in value))
        throw fieldError(field, `Expected Iterable, but did not find one for field "${fieldName(field)}".`);
      const items: unknown[] = [];
      let pending = false;
      settleOnThrow(items, () => {
        let index = 0;
        for (const each of value as Iterable<unknown>) {
          const completed = item(each, execution, { prev: path, key: index++, typename: undefined });
          pending ||= isPromise(completed);
          items.push(completed);
        }
      });
      return pending ? Promise.all(items) : items;
    };
  }
  if (isLeafType(type)) {
    const leaf: GraphQLLeafType = type;
    return (value) => {
      if (value == null) return null;
      const serialized = leaf.serialize(value);
      if (serialized == null)
        throw fieldError(field, `Expected \`${leaf.name}.serialize\` to return non-nullable value.`);
      return serialized;
    };
  }
  return (value, execution, path) => (value == null ? null : walk(field.selection!, value, execution, path));
}

/**
 * Runs `work`, which may start promises into `started`; if it throws, those are given a handler, so
 * the one error rejects the execution and the others do not surface as unhandled rejections.
 */
function settleOnThrow(started: unknown[], work: () => void): void {
  try {
    work();
  } catch (error) {
    for (const value of started) if (isPromise(value)) value.catch(() => undefined);
    throw error;
  }
}

/** One object's selection, keys in the document's order. */
function walk(fields: FieldPlan[], source: unknown, execution: Execution, path: Path): unknown {
  const result: Record<string, unknown> = {};
  const pending: unknown[] = [];
  settleOnThrow(pending, () => {
    for (const field of fields) {
      const at = { prev: path, key: field.key, typename: field.parentType.name };
      const args = field.hasArguments
        ? getArgumentValues(field.definition, field.node, execution.variables)
        : {};
      const value = field.resolve
        ? field.resolve(source, args, execution.context, infoOf(field, execution, at))
        : propertyOf(field, source, args, execution, at);
      const completed = field.complete(value, execution, at);
      if (isPromise(completed)) {
        result[field.key] = undefined; // holds the key's place
        pending.push(completed.then((settled) => (result[field.key] = settled)));
      } else result[field.key] = completed;
    }
  });
  return pending.length ? Promise.all(pending).then(() => result) : result;
}

/** Mutations' root fields run one after another, as the spec (and graphql-js) has them. */
async function walkSerially(fields: FieldPlan[], execution: Execution): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = {};
  for (const field of fields) {
    const one = (await walk([field], undefined, execution, undefined)) as Record<string, unknown>;
    result[field.key] = one[field.key];
  }
  return result;
}

/** The operation's plan, or null when it needs graphql-js (see OperationPlan). */
/** Plans a document's one query or mutation; throws Unplannable for what the walk does not run. */
export function planOperation(schema: GraphQLSchema, document: DocumentNode): OperationPlan {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1) throw new Unplannable('a document without exactly one operation');
  const [operation] = operations;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : null;
  if (!root) throw new Unplannable(`a ${operation.operation}`);
  if (operation.directives?.length) throw new Unplannable('directives');
  const fields = planSelection(schema, root, [operation.selectionSet], fragments);
  const serial = operation.operation === 'mutation';
  return {
    async run(inputs, context) {
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], inputs);
      if (coerced.errors) throw coerced.errors[0];
      const execution: Execution = { variables: coerced.coerced, context, schema, operation, fragments };
      if (serial) return walkSerially(fields, execution);
      return (await walk(fields, undefined, execution, undefined)) as Record<string, unknown>;
    },
  };
}
