import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { RequestContext } from '../auth/request-context.js';
import type { Runtime } from '../runtime.js';

/**
 * Anonymous `GET /graphql` queries a CDN (or a browser) may keep: the answer carries an ETag made of
 * the database's change token and the request's URL, so any write of content gives every such answer
 * a new one, and a revalidation (`If-None-Match`) that still matches is a 304 read off one counter,
 * before any parsing or resolving. Automatic persisted queries make those URLs short (a hash instead
 * of the query).
 */

/** Root fields whose answers move without a write of content: never marked cacheable. */
const UNTRACKED = new Set(['health', 'checkBadge', 'tagBadge', 'oembedProxy']);

const CACHEABLE = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
  Vary: 'Accept, Authorization, Cookie, X-Api-Key',
};

/** A request with no credentials: its answer is everyone's. */
const anonymous = (req: Request) => !req.get('authorization') && !req.get('x-api-key') && !req.get('cookie');

/** The ETag of an answer: the change token it was read under and the request's query string. */
const etagOf = (token: string, search: string) =>
  `"${createHash('sha256').update(`${token}\n${search}`).digest('base64url').slice(0, 32)}"`;

const searchOf = (req: Request) => new URL(req.originalUrl, 'http://portico').search;

/** A revalidation whose ETag still holds: 304, from the change token alone. */
export function conditionalGet(runtime: Runtime): RequestHandler {
  return async (req, res, next) => {
    const asked = req.get('if-none-match');
    if (req.method !== 'GET' || !asked || !anonymous(req)) return next();
    try {
      const token = await runtime.changes();
      if (token !== null && asked === etagOf(token, searchOf(req))) {
        res
          .status(304)
          .set({ ...CACHEABLE, ETag: asked })
          .end();
        return;
      }
    } catch {
      // A database fault: answer by running the query, which reports it.
    }
    next();
  };
}

const rootFields = (operation: OperationDefinitionNode) =>
  operation.selectionSet.selections.map((selection) =>
    selection.kind === Kind.FIELD ? selection.name.value : null,
  );

/** Marks a cacheable answer: an anonymous GET query without errors, of fields content writes move. */
export const publicCaching = (runtime: Runtime): ApolloServerPlugin<RequestContext> => ({
  async requestDidStart({ request }) {
    if (request.http?.method !== 'GET') return;
    const { search } = request.http;
    // Read before the query runs: a write meanwhile moves it, so the answer is never kept too long.
    const token = await runtime.changes().catch(() => null);
    return {
      async willSendResponse({ response, operation, errors, contextValue }) {
        const caller = contextValue.caller;
        if (token === null || errors?.length || caller.user || caller.project) return;
        if (operation?.operation !== 'query' || response.body.kind !== 'single') return;
        if (response.body.singleResult.errors?.length) return;
        if (rootFields(operation).some((name) => name === null || UNTRACKED.has(name))) return;
        for (const [name, value] of Object.entries({ ...CACHEABLE, ETag: etagOf(token, search) }))
          response.http.headers.set(name.toLowerCase(), value);
      },
    };
  },
});
