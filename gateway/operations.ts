import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { GraphQLError, Kind, parse, validate, type GraphQLSchema } from 'graphql';
import type { RequestContext } from '../src/auth/request-context.js';
import { DatabaseFault, DomainError } from '../src/errors.js';
import { planOperation, type OperationPlan } from './operation-plan.js';

/** A GraphQL error that is neither a DomainError nor a DatabaseFault: a bug, answered as a 500 by the facades. */
export class OperationFailed extends Error {}

/**
 * One of the facades' operations: a typed document that `npm run codegen` writes beside its
 * `.graphql` file (gateway/**\/*.generated.ts), a string whose type carries its result and variables.
 */
export type Operation<Result, Variables> = DocumentTypeDecoration<Result, Variables> & { toString(): string };

interface Prepared {
  name: string;
  plan: OperationPlan;
}

/**
 * The named GraphQL operations the REST facades run, each parsed, validated against the schema and
 * planned the first time it runs, then executed in-process with the caller's context. Every document is
 * validated by codegen and prepared by test/foundation/graphql.test.ts, so a bad one fails the suite.
 */
export class Operations {
  private readonly prepared = new Map<string, Prepared>();

  constructor(private readonly schema: GraphQLSchema) {}

  /** Parses, validates and plans a document; throws naming the operation when it does not fit the schema. */
  prepare(source: string): Prepared {
    const cached = this.prepared.get(source);
    if (cached) return cached;
    const document = parse(source);
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    const name = operation?.name?.value ?? source.slice(0, 60);
    const errors = validate(this.schema, document);
    if (errors.length) throw new Error(`${name}: ${errors.map((e) => e.message).join('; ')}`);
    let plan: OperationPlan;
    try {
      plan = planOperation(this.schema, document);
    } catch (error) {
      throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const prepared = { name, plan };
    this.prepared.set(source, prepared);
    return prepared;
  }

  /** Runs one operation; a domain error comes back as itself so each facade can map it. */
  async run<Result, Variables>(
    operation: Operation<Result, Variables>,
    variables: Variables,
    context: RequestContext,
  ): Promise<Result> {
    const prepared = this.prepare(operation.toString());
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
