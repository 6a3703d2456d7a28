import { GraphQLError, Kind, parse, validate, type GraphQLSchema } from 'graphql';
import type { RequestContext } from '../src/auth/request-context.js';
import { DatabaseFault, DomainError } from '../src/errors.js';
import { planOperation, type OperationPlan } from './operation-plan.js';
import * as generated from './operations.generated.js';
import { TypedDocumentString } from './operations.generated.js';

/** A GraphQL error that is neither a DomainError nor a DatabaseFault: a bug, answered as a 500 by the facades. */
export class OperationFailed extends Error {}

/** One of the facades' operations (schema/operations/*.graphql), typed by `npm run codegen`. */
export type Operation<Result, Variables> = TypedDocumentString<Result, Variables>;

interface Prepared {
  name: string;
  plan: OperationPlan;
}

/**
 * The named GraphQL operations the REST facades run, parsed, validated against the schema and planned
 * once at start-up, then executed in-process with the caller's context.
 */
export class Operations {
  private constructor(private readonly prepared: Map<object, Prepared>) {}

  static load(schema: GraphQLSchema): Operations {
    const prepared = new Map<object, Prepared>();
    for (const [exported, value] of Object.entries(generated)) {
      if (!(value instanceof TypedDocumentString) || value.__meta__?.fragmentName) continue;
      const document = parse(value.toString());
      const errors = validate(schema, document);
      if (errors.length) throw new Error(`${exported}: ${errors.map((e) => e.message).join('; ')}`);
      const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      let plan: OperationPlan;
      try {
        plan = planOperation(schema, document);
      } catch (error) {
        throw new Error(`${exported}: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
      prepared.set(value, { name: operation?.name?.value ?? exported, plan });
    }
    return new Operations(prepared);
  }

  /** Runs one operation; a domain error comes back as itself so each facade can map it. */
  async run<Result, Variables>(
    operation: Operation<Result, Variables>,
    variables: Variables,
    context: RequestContext,
  ): Promise<Result> {
    const prepared = this.prepared.get(operation);
    if (!prepared) throw new Error(`unknown operation ${operation.toString().slice(0, 60)}`);
    return (await prepared.plan.run(variables as Record<string, unknown>, context).catch((error: unknown) => {
      throw this.failure(prepared, error);
    })) as Result;
  }

  /** A domain error or a database fault as itself (each facade maps it); anything else is an OperationFailed. */
  private failure(prepared: Prepared, error: unknown): Error {
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    if (original instanceof DomainError || original instanceof DatabaseFault) return original;
    const message = error instanceof Error ? error.message : String(error);
    return new OperationFailed(`${prepared.name}: ${message}`, { cause: original });
  }
}
