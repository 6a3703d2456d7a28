import type { Request } from 'express';
import type { Credentials } from '../src/auth/caller.js';
import { clientOf } from '../src/client.js';
import type { RequestContext } from '../src/auth/request-context.js';
import { requestContext, type Runtime } from '../src/runtime.js';
import { Operations } from './operations.js';

/** What every facade route gets: the runtime and the operations it may run. */
export interface Gateway {
  runtime: Runtime;
  operations: Operations;
  /** The caller's GraphQL context; throws the DomainError for credentials that do not match. */
  context(req: Request, credentials: Credentials): Promise<RequestContext>;
}

export function createGateway(runtime: Runtime): Gateway {
  const operations = new Operations(runtime.schemas.facades);
  return {
    runtime,
    operations,
    context: (req, credentials) =>
      requestContext(runtime, credentials, clientOf(req, runtime.settings.trustProxy)),
  };
}
