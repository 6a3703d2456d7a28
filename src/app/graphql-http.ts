import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Router } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ruruHTML, type RuruClientConfig } from 'ruru/server';
import { serveStatic } from 'ruru/static';
import { credentialsFrom, sessionCredentials, type Credentials } from '../auth/caller.js';
import { clientOf } from '../client.js';
import type { RequestContext } from '../auth/request-context.js';
import { DatabaseFault, DomainError } from '../errors.js';
import { escapeHtml } from '../escape-html.js';
import { InvalidJson, parseJsonBody } from '../http/json-body.js';
import { requestContext, type Runtime } from '../runtime.js';
import {
  BODY_LIMIT_BYTES,
  complexityLimit,
  LIMIT_RULES,
  MAX_COMPLEXITY,
  PARSE_OPTIONS,
} from '../graphql/limits.js';
import { IDE_EXAMPLE_QUERY } from './ide-example.js';
import { conditionalGet, publicCaching } from './graphql-cache.js';

export const GRAPHQL_PATH = '/graphql';
const ASSETS_PATH = '/graphql/assets/';

const credentialsOf = (req: Request): Credentials => ({
  ...credentialsFrom((name) => req.get(name)),
  session: sessionCredentials(req.get('cookie'), req.get('x-wp-nonce')),
});

/**
 * Domain errors keep their code and message, a database fault says so (the fault is logged once per
 * outage where it was met); anything unexpected is logged and hidden.
 */
export function formatGraphQLError(runtime: Runtime) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    if (original instanceof DatabaseFault)
      return { message: original.message, path: formatted.path, extensions: { code: original.code } };
    if (original instanceof DomainError) {
      return {
        ...formatted,
        message: original.message,
        extensions: {
          code: original.code,
          status: original.status,
          ...(original.details ?? {}),
          ...(original.also.length
            ? { also: original.also.map((more) => ({ code: more.code, message: more.message })) }
            : {}),
        },
      };
    }
    if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
      runtime.logger.error({ err: original }, 'GraphQL resolver failed');
      return {
        message: 'Internal server error',
        path: formatted.path,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    }
    return formatted;
  };
}

/** A database fault's status and headers (503 with Retry-After, or 507), in Apollo's terms. */
const faultHttp = (fault: DatabaseFault) => ({
  status: fault.status,
  headers: new HeaderMap(Object.entries(fault.headers).map(([name, value]) => [name.toLowerCase(), value])),
});

/**
 * Rejected credentials end the request with 401 before any resolver runs; a database that cannot
 * check them, with its fault's status.
 */
async function contextFor(runtime: Runtime, req: Request): Promise<RequestContext> {
  try {
    return await requestContext(runtime, credentialsOf(req), clientOf(req, runtime.settings.trustProxy));
  } catch (error) {
    if (error instanceof DomainError) {
      throw new GraphQLError(error.message, {
        extensions: { code: error.code, http: { status: error.status } },
      });
    }
    if (error instanceof DatabaseFault)
      throw new GraphQLError(error.message, { extensions: { code: error.code, http: faultHttp(error) } });
    throw error;
  }
}

/** An operation that met a database fault is answered with the fault's status, not 200. */
const databaseFaultStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, response }) {
        const fault = errors.map((error) => error.originalError).find((e) => e instanceof DatabaseFault);
        if (!fault) return;
        const { status, headers } = faultHttp(fault);
        response.http.status = status;
        for (const [name, value] of headers) response.http.headers.set(name, value);
      },
    };
  },
};

/** A body that is not JSON or too large still gets a GraphQL-shaped error response. */
const badRequestAsGraphQL: ErrorRequestHandler = (
  error: { status?: number; type?: string },
  _req,
  res,
  next,
) => {
  if (!error.status || error.status >= 500) return next(error);
  const message =
    error.type === 'entity.too.large'
      ? `request body is larger than ${BODY_LIMIT_BYTES / (1 << 20)}mb`
      : 'request body is not valid JSON';
  res.status(error.status).json(badRequest(message));
};

const badRequest = (message: string) => ({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });

/**
 * A JSON request body, read as the facades read theirs: valid UTF-8, nested at most 512 levels, no
 * unpaired surrogates (what no database can store).
 */
const jsonBody: RequestHandler[] = [
  express.raw({ type: 'application/json', limit: BODY_LIMIT_BYTES }),
  (req, res, next) => {
    if (!Buffer.isBuffer(req.body)) return next();
    try {
      req.body = parseJsonBody(req.body);
    } catch (error) {
      if (!(error instanceof InvalidJson)) return next(error);
      res.status(400).json(badRequest(`request body is not valid JSON: ${error.message}`));
      return;
    }
    next();
  },
];

/** Subscriptions need a connection to stream on: over HTTP they are refused with a pointer to it. */
const subscriptionsOverWebSocket: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== 'subscription') return;
        throw new GraphQLError(
          'Subscriptions are served over WebSocket (graphql-transport-ws) at /graphql.',
          {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          },
        );
      },
    };
  },
};

/** Logs the operation name of every GraphQL request beside the access log line. */
const operationLog = (runtime: Runtime): ApolloServerPlugin => ({
  async requestDidStart({ request }) {
    runtime.logger.debug({ operation: request.operationName ?? null }, 'graphql operation');
  },
});

/** The /graphql endpoint: Apollo for POST (and GET queries), a local GraphiQL (Ruru) for browsers. */
export async function graphqlRouter(
  runtime: Runtime,
): Promise<{ router: Router; stop: () => Promise<void> }> {
  const apollo = new ApolloServer<RequestContext>({
    schema: runtime.schemas.graph,
    introspection: true,
    validationRules: LIMIT_RULES,
    parseOptions: PARSE_OPTIONS,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      complexityLimit(MAX_COMPLEXITY),
      subscriptionsOverWebSocket,
      databaseFaultStatus,
      operationLog(runtime),
      publicCaching(runtime),
    ],
    formatError: formatGraphQLError(runtime),
    includeStacktraceInErrorResponses: false,
    // Shutdown is ours (src/app/main.ts drains HTTP first); Apollo's handler would re-raise the signal.
    stopOnTerminationSignals: false,
  });
  await apollo.start();

  const router = express.Router();
  const ide = ruruHTML({
    endpoint: GRAPHQL_PATH,
    staticPath: ASSETS_PATH,
    // Ruru types its client config by GraphiQL's React props: without React's types every one of them
    // reads as required.
    clientConfig: { defaultQuery: IDE_EXAMPLE_QUERY } as RuruClientConfig,
    htmlParts: {
      titleTag: `<title>${escapeHtml(runtime.settings.integrations.siteName)} – GraphQL IDE</title>`,
    },
  });
  const assets = serveStatic(ASSETS_PATH);
  router.get(`${ASSETS_PATH}*path`, (req, res, next) => assets(req, res, next));
  router.get(GRAPHQL_PATH, (req, res, next) => {
    const wantsPage = req.accepts(['application/json', 'application/graphql-response+json', 'text/html']);
    if (wantsPage === 'text/html' && req.query.query === undefined) {
      res.type('html').send(ide);
      return;
    }
    next();
  });
  router.use(
    GRAPHQL_PATH,
    conditionalGet(runtime),
    ...jsonBody,
    expressMiddleware(apollo, { context: ({ req }) => contextFor(runtime, req) }),
    badRequestAsGraphQL,
  );
  return { router, stop: () => apollo.stop() };
}
