import type { Request } from 'express';
import type { RequestContext } from '../../../src/auth/request-context.js';
import type { ParsedBody } from './request-body.js';
import type { RestRequest } from './route.js';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
/** Query parameters of the REST server itself, never route arguments. */
export const GLOBAL_PARAMS = new Set([
  'rest_route',
  '_method',
  '_envelope',
  '_jsonp',
  '_pretty',
  '_fields',
  '_embed',
]);

/** Where the route is in the URL: `?rest_route=` on `/` or `/index.php`, or the `/cms-json/` prefix. */
export function routeOf(req: Request): string | null {
  const query = req.query as Record<string, unknown>;
  let route: string | null = null;
  if (req.path === '/cms-json' || req.path.startsWith('/cms-json/'))
    route = req.path.slice('/cms-json'.length);
  else if ((req.path === '/' || req.path === '/index.php') && typeof query.rest_route === 'string')
    route = query.rest_route;
  if (route === null) return null;
  if (!route.startsWith('/')) route = '/' + route;
  return route.length > 1 ? route.replace(/\/+$/, '') || '/' : route;
}

/** The method, or the one `_method` or `X-HTTP-Method-Override` names when it is a known one. */
export function methodOf(req: Request): string {
  const query = req.query as Record<string, unknown>;
  const override = typeof query._method === 'string' ? query._method : req.get('x-http-method-override');
  const method = (override ?? req.method).toUpperCase();
  return METHODS.has(method) ? method : req.method;
}

/**
 * cms/v2 drops NUL characters from every request value, as the reference's kses drops them from the
 * fields it filters (`wp_kses_no_null`), and PostgreSQL could not store them.
 */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '');
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [withoutNul(key), withoutNul(item)]),
    );
  return value;
}

/**
 * The REST request an HTTP request makes: its query without the server's own parameters, the query's
 * and the body's values (without NUL) as its parameters, its headers as sent.
 */
export function restRequestOf(
  req: Request,
  route: string,
  method: string,
  context: RequestContext,
  body: ParsedBody,
): RestRequest {
  const query = Object.fromEntries(
    Object.entries(req.query as Record<string, unknown>).filter(([key]) => !GLOBAL_PARAMS.has(key)),
  );
  const sent = Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [
      name,
      ([] as string[]).concat(value ?? '').join(', '),
    ]),
  );
  return {
    method,
    route,
    query,
    params: withoutNul({ ...query, ...body.params }) as Record<string, unknown>,
    given: {},
    context,
    parseQuery: req.app.get('query parser fn') as RestRequest['parseQuery'],
    payload: { headers: sent, body: body.staged, files: body.files },
  };
}
