import type { Request, Response } from 'express';
import { apiRoot } from './links.js';
import { RestError } from './rest-error.js';
import type { RenderedResponse } from './response-cache.js';
import type { RestResponse } from './route.js';

const JSONP_CALLBACK = /^[\w.]+$/;

const NO_CACHE = {
  Expires: 'Wed, 11 Jan 1984 05:00:00 GMT',
  'Cache-Control': 'no-cache, must-revalidate, max-age=0, no-store, private',
};

/**
 * The headers of every cms/v2 answer: JSON, the API root, CORS for the request's Origin, and no
 * caching of an answer for a signed-in caller.
 */
export function standardHeaders(
  req: Request,
  siteUrl: string,
  authenticated: boolean,
): Record<string, string> {
  const origin = req.get('origin');
  return {
    'Content-Type': 'application/json; charset=UTF-8',
    'X-Robots-Tag': 'noindex',
    Link: `<${apiRoot(siteUrl)}>; rel="https://api.w.org/"`,
    'X-Content-Type-Options': 'nosniff',
    'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
    'Access-Control-Allow-Headers':
      'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
    ...(origin
      ? {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': 'OPTIONS, GET, POST, PUT, PATCH, DELETE',
          'Access-Control-Allow-Credentials': 'true',
        }
      : {}),
    Vary: 'Origin',
    ...(authenticated ? NO_CACHE : {}),
  };
}

/** A REST error as it goes on the wire; under a method override it is not cached either. */
export function renderError(
  req: Request,
  siteUrl: string,
  error: RestError,
  authenticated: boolean,
): RenderedResponse {
  const headers = { ...standardHeaders(req, siteUrl, authenticated), ...error.headers };
  const overridden = req.get('x-http-method-override') ? NO_CACHE : {};
  return render(req, { status: error.status, body: error.body() }, { ...headers, ...overridden });
}

/** `_fields`: keeps the listed top-level or dotted keys (nested intersection), on items of lists too. */
export function filterFields(body: unknown, fields: string[]): unknown {
  if (Array.isArray(body)) return body.map((item) => filterFields(item, fields));
  if (!body || typeof body !== 'object') return body;
  const tree: Record<string, unknown> = {};
  for (const field of fields) {
    let node = tree;
    const parts = field.split('.');
    parts.forEach((part, i) => {
      if (node[part] === true) return;
      if (i === parts.length - 1) node[part] = true;
      else node = (node[part] = typeof node[part] === 'object' ? node[part] : {}) as Record<string, unknown>;
    });
  }
  const pick = (value: unknown, spec: unknown): unknown => {
    if (spec === true || !value || typeof value !== 'object' || Array.isArray(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, sub] of Object.entries(spec as Record<string, unknown>))
      if (key in (value as object)) out[key] = pick((value as Record<string, unknown>)[key], sub);
    return out;
  };
  return pick(body, tree);
}

export function fieldsParam(value: unknown): string[] | null {
  if (value === undefined) return null;
  const list = Array.isArray(value) ? value.map(String) : String(value).split(',');
  return list.map((f) => f.trim()).filter(Boolean);
}

/** A REST response as it goes on the wire, with `_envelope`, `_jsonp` and `_pretty` applied. */
export function render(
  req: Request,
  response: RestResponse,
  headers: Record<string, string | number>,
): RenderedResponse {
  const query = req.query as Record<string, unknown>;
  let status = response.status ?? 200;
  let body = response.body;
  const allHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...headers, ...response.headers }))
    allHeaders[name] = String(value);
  // The API root link goes with every response, the route's own links (paging, alternate) after it.
  if (headers.Link !== undefined && response.headers?.Link !== undefined)
    allHeaders.Link = `${headers.Link}, ${response.headers.Link}`;
  if (response.raw !== undefined) return { status, headers: allHeaders, body: response.raw };
  if (query._envelope !== undefined) {
    // An empty header set is `{}`, the object clients read, not PHP's `[]`.
    body = { body, status, headers: response.headers ?? {} };
    status = 200;
  }
  const json = JSON.stringify(body, null, query._pretty !== undefined ? 4 : undefined);
  if (query._jsonp === undefined) return { status, headers: allHeaders, body: json };
  const callback = String(query._jsonp);
  if (!JSONP_CALLBACK.test(callback)) {
    const error = new RestError('rest_callback_invalid', 'Invalid JSONP callback function.', 400);
    return {
      status: 400,
      headers: { ...allHeaders, 'Content-Type': 'application/json; charset=UTF-8' },
      body: JSON.stringify({ code: error.code, message: error.message }),
    };
  }
  return {
    status,
    headers: { ...allHeaders, 'Content-Type': 'application/javascript; charset=UTF-8' },
    body: `/**/${callback}(${json})`,
  };
}

/** Writes a rendered response; HEAD gets the headers only. */
export function write(req: Request, res: Response, rendered: RenderedResponse) {
  res.status(rendered.status);
  for (const [name, value] of Object.entries(rendered.headers)) res.setHeader(name, value);
  res.end(req.method === 'HEAD' ? undefined : rendered.body);
}
