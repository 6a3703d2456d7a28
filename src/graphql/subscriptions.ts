import type { Server } from 'node:http';
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { ANONYMOUS, credentialsFrom, type Caller } from '../auth/caller.js';
import { clientOf } from '../client.js';
import { DomainError } from '../errors.js';
import type { LiveContext } from '../live/live.resolver.js';
import { callerContext, requestContext, type Runtime } from '../runtime.js';
import { formatGraphQLError, GRAPHQL_PATH } from './http.js';
import { checkComplexity, depthLimit, MAX_COMPLEXITY, MAX_DEPTH } from './limits.js';

/** WebSocket close codes beyond graphql-ws's own. */
const UNAUTHORIZED = 4401;
const TOO_SLOW = 4408;

/** `connection_init`'s payload carries the HTTP headers a request would: X-Api-Key, Authorization. */
function credentialsOf(payload: Record<string, unknown> | undefined) {
  return credentialsFrom((name) => {
    const entry = Object.entries(payload ?? {}).find(([key]) => key.toLowerCase() === name);
    return typeof entry?.[1] === 'string' ? entry[1] : undefined;
  });
}

/** A document parsed and checked as HTTP requests are (depth and cost limits); errors, or the document. */
function checkedDocument(
  runtime: Runtime,
  query: string,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): DocumentNode | readonly GraphQLError[] {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    return [error as GraphQLError];
  }
  const errors = validate(runtime.schema, document, [...specifiedRules, depthLimit(MAX_DEPTH)]);
  if (errors.length) return errors;
  try {
    checkComplexity(runtime.schema, document, operationName, variables, MAX_COMPLEXITY);
  } catch (error) {
    return [error as GraphQLError];
  }
  return document;
}

/**
 * GraphQL subscriptions over WebSocket (graphql-ws, protocol graphql-transport-ws) on the /graphql path
 * and port. A connection authenticates in `connection_init` with the headers an HTTP request would
 * send (wrong ones close it with 4401); each subscription gets its own context for that caller and
 * the same depth and cost limits as queries. A subscriber that falls behind is dropped with 4408.
 */
export function serveSubscriptions(runtime: Runtime, http: Server): { close(): Promise<void> } {
  const wss = new WebSocketServer({ server: http, path: GRAPHQL_PATH });
  const callers = new WeakMap<object, Caller>();
  const format = formatGraphQLError(runtime);
  const server = useServer(
    {
      schema: runtime.schema,
      onConnect: async ({ connectionParams, extra }) => {
        const client = clientOf(extra.request, runtime.settings.trustProxy);
        try {
          const context = await requestContext(runtime, credentialsOf(connectionParams), client);
          callers.set(extra.socket, context.caller);
          return true;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          extra.socket.close(UNAUTHORIZED, 'Unauthorized');
          return false;
        }
      },
      onSubscribe: ({ extra }, _id, payload): ExecutionArgs | readonly GraphQLError[] => {
        const document = checkedDocument(runtime, payload.query, payload.operationName, payload.variables);
        if (!('kind' in document)) return document;
        const caller = callers.get(extra.socket) ?? ANONYMOUS;
        const client = clientOf(extra.request, runtime.settings.trustProxy);
        const live = {
          subscribe: () => runtime.live.subscribe(() => extra.socket.close(TOO_SLOW, 'Subscriber too slow')),
        };
        const contextValue: LiveContext = Object.assign(callerContext(runtime, caller, client), { live });
        return {
          schema: runtime.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
      },
      // Domain errors keep their code and message, anything else is hidden: as over HTTP.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors && {
          ...result,
          errors: result.errors.map((error) => format(error.toJSON(), error.originalError ?? error)),
        },
    },
    wss,
  );
  return {
    close: async () => {
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
