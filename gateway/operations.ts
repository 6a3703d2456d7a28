import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execute, GraphQLError, Kind, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { RequestContext } from '../src/context.js';
import { DomainError } from '../src/errors.js';

/** The repository root, found from this file whether it runs from TypeScript sources or from dist/. */
function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const OPERATIONS_DIR = join(projectRoot(), 'schema', 'operations');

/** A GraphQL error that is not a DomainError: a bug or an outage, answered as a 500 by the facades. */
export class OperationFailed extends Error {}

/**
 * The named GraphQL operations the REST facades run (schema/operations/*.graphql), parsed and validated
 * against the schema once at start-up, then executed in-process with the caller's context.
 */
export class Operations {
  private constructor(
    private readonly schema: GraphQLSchema,
    private readonly documents: Map<string, DocumentNode>,
  ) {}

  static load(schema: GraphQLSchema, dir = OPERATIONS_DIR): Operations {
    const documents = new Map<string, DocumentNode>();
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.graphql'))
      .sort()) {
      const document = parse(readFileSync(join(dir, file), 'utf8'));
      const errors = validate(schema, document);
      if (errors.length) throw new Error(`${file}: ${errors.map((e) => e.message).join('; ')}`);
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        const name = definition.name?.value;
        if (!name) throw new Error(`${file}: every operation needs a name`);
        if (documents.has(name)) throw new Error(`${file}: operation ${name} is defined twice`);
        documents.set(name, document);
      }
    }
    return new Operations(schema, documents);
  }

  /** Runs one operation; a domain error comes back as itself so each facade can map it. */
  async run<T>(name: string, variables: Record<string, unknown>, context: RequestContext): Promise<T> {
    const document = this.documents.get(name);
    if (!document) throw new Error(`unknown operation ${name}`);
    const result = await execute({
      schema: this.schema,
      document,
      operationName: name,
      variableValues: variables,
      contextValue: context,
    });
    if (result.errors?.length) {
      const [first] = result.errors;
      const original = first instanceof GraphQLError ? first.originalError : undefined;
      if (original instanceof DomainError) throw original;
      throw new OperationFailed(`${name}: ${first.message}`, { cause: original ?? first });
    }
    return result.data as T;
  }
}
