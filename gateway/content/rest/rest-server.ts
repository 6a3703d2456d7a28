import express, { type NextFunction, type Request, type Response } from 'express';
import { parseBasicAuthorization, sessionCredentials } from '../../../src/auth/caller.js';
import type { RequestContext } from '../../../src/auth/request-context.js';
import type { Gateway } from '../../gateway.js';
import { INT_MAX, validateArgs } from './args.js';
import { routeEntry } from './route-entry.js';
import { embed, embedParam } from './embed.js';
import { fieldsParam, filterFields, render, renderError, standardHeaders, write } from './respond.js';
import { withRequestPriorityImage } from './priority-image.js';
import { ResponseCache, type RenderedResponse } from './response-cache.js';
import { noRoute, RestError, restErrorOf } from './rest-error.js';
import { BODY_LIMIT, clientHungUp, NO_BODY, parseBody, readUpload } from './request-body.js';
import { methodOf, restRequestOf, routeOf } from './rest-request.js';
import { Staging } from './staging.js';
import { routePattern, type Endpoint, type RestRequest, type RestResponse, type Route } from './route.js';

interface CompiledRoute extends Route {
  pattern: RegExp;
}

/** A request matched to its endpoint with its arguments checked and coerced. */
export interface PreparedRequest {
  route: Route;
  endpoint: Endpoint;
  request: RestRequest;
}

/**
 * A route's path variables; an id beyond any stored id names no item (0), so the handler answers its
 * own 404, as the reference does for an id it cannot find.
 */
const pathParamsOf = (groups: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(groups).map(([name, value]) => [
      name,
      /^\d+$/.test(value) && Number(value) > INT_MAX ? '0' : value,
    ]),
  );

/**
 * The cms/v2 REST server: finds the route, authenticates, validates the arguments in the reference's
 * order and runs the endpoint, then applies the global parameters and the standard headers.
 */
export class RestServer {
  private readonly routes: CompiledRoute[];
  private readonly cache: ResponseCache | null;

  constructor(
    private readonly gateway: Gateway,
    routes: Route[],
  ) {
    this.routes = routes.map((route) => ({ ...route, pattern: routePattern(route.path) }));
    const { changes, settings } = gateway.runtime;
    this.cache = settings.contentCacheBytes ? new ResponseCache(changes, settings.contentCacheBytes) : null;
  }

  get siteUrl(): string {
    return this.gateway.runtime.settings.publicUrl;
  }

  allRoutes(): readonly Route[] {
    return this.routes;
  }

  /** The first route whose pattern matches the path (the upload route, `media`, is matched by no other). */
  private routeFor(path: string): CompiledRoute | undefined {
    return this.routes.find((r) => r.pattern.test(path));
  }

  middleware() {
    const buffered = express.raw({ type: () => true, limit: BODY_LIMIT });
    return (req: Request, res: Response, next: NextFunction) => {
      const route = routeOf(req);
      if (route === null) return next();
      const matched = this.routeFor(route);
      // Upload routes stream their body to disk instead of reading it into memory.
      if (matched?.uploadLimit)
        return void this.serve(req, res, route, matched).catch(
          (error) => clientHungUp(req, error) || next(error),
        );
      buffered(req, res, (error?: unknown) => {
        if (error) {
          const status = (error as { status?: number }).status ?? 400;
          const tooLarge = new RestError(
            'rest_request_too_large',
            'The request body is too large.',
            status < 500 ? status : 400,
          );
          return write(req, res, renderError(req, this.siteUrl, tooLarge, false));
        }
        this.serve(req, res, route, matched).catch(next);
      });
    };
  }

  /** The request's body: streamed to a staging folder on upload routes, else parsed from memory. */
  private async bodyOf(
    req: Request,
    uploadLimit: number | undefined,
    method: string,
    staging: () => Promise<Staging>,
  ) {
    if (['GET', 'HEAD', 'OPTIONS'].includes(method)) return NO_BODY;
    if (uploadLimit) return readUpload(req, await staging(), uploadLimit);
    return parseBody(req, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
  }

  /**
   * Anonymous reads are answered from the response cache while the database is unchanged: the same
   * URL and Origin give the same bytes. Anything that could make the answer differ by caller (any
   * Authorization, a nonce beside a session cookie, a method override) bypasses it.
   */
  private cacheKey(req: Request): string | null {
    const cacheable =
      this.cache &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      req.get('authorization') === undefined &&
      req.get('x-wp-nonce') === undefined &&
      (req.query as Record<string, unknown>)._wpnonce === undefined &&
      req.get('x-http-method-override') === undefined &&
      (req.query as Record<string, unknown>)._method === undefined;
    return cacheable ? `${req.get('origin') ?? ''} ${req.originalUrl}` : null;
  }

  private async serve(req: Request, res: Response, route: string, matched: CompiledRoute | undefined) {
    // The metrics' labels: the matched route's pattern, never the path itself.
    res.locals.facade = 'cms';
    res.locals.routeTemplate = matched?.path ?? 'unmatched';
    const key = this.cacheKey(req);
    const respond = () => this.respond(req, route, matched?.uploadLimit);
    write(req, res, key ? await this.cache!.through(key, respond) : await respond());
  }

  private async respond(req: Request, route: string, uploadLimit?: number): Promise<RenderedResponse> {
    let context: RequestContext;
    const basic = parseBasicAuthorization(req.get('authorization'));
    const session = sessionCredentials(req.get('cookie'), req.get('x-wp-nonce') ?? req.query._wpnonce);
    try {
      context = await this.gateway.context(req, { basic, session });
    } catch (error) {
      const restError = restErrorOf(error);
      if (!restError) throw error;
      return renderError(req, this.siteUrl, restError, false);
    }
    const authenticated = context.caller.user !== null;
    let request: RestRequest | null = null;
    let staging = null as Staging | null; // opened by bodyOf when the route takes uploads
    try {
      const method = methodOf(req);
      const body = await this.bodyOf(req, uploadLimit, method, async () => (staging = await Staging.open()));
      request = restRequestOf(req, route, method, context, body);
      const response = await this.dispatch(request);
      const fields = fieldsParam((req.query as Record<string, unknown>)._fields);
      const rels = embedParam((req.query as Record<string, unknown>)._embed);
      if (fields) response.body = filterFields(response.body, fields);
      // Embedding follows the links that `_fields` kept (none kept → nothing embedded, as probed).
      if (rels) await embed(response.body, rels, request, (subs) => this.dispatchAll(subs));
      response.body = withRequestPriorityImage(response.body);
      return render(req, response, standardHeaders(req, this.siteUrl, authenticated));
    } catch (error) {
      const restError = restErrorOf(error);
      if (!restError) throw error;
      const own = request && this.match(route, request.method)?.endpoint.renderError?.(restError, request);
      if (own) return render(req, own, standardHeaders(req, this.siteUrl, authenticated));
      return renderError(req, this.siteUrl, restError, authenticated);
    } finally {
      await staging?.remove();
    }
  }

  /** Runs one request against the routes; also used for `_embed` and batch items. */
  async dispatch(request: RestRequest): Promise<RestResponse> {
    if (request.method === 'OPTIONS') return this.options(request);
    return this.run(this.prepare(request));
  }

  /**
   * Runs several requests (an `_embed`'s links): those of one endpoint that can answer many at once
   * run together, the rest one by one. Each answer is its response or its REST error.
   */
  async dispatchAll(requests: RestRequest[]): Promise<(RestResponse | RestError)[]> {
    const failed = (error: unknown) => {
      const restError = restErrorOf(error);
      if (!restError) throw error;
      return restError;
    };
    const prepared = requests.map((request) => {
      try {
        return this.prepare(request);
      } catch (error) {
        return failed(error);
      }
    });
    // Each endpoint that answers many at once gets its requests (two or more) in one call; a failure
    // of the whole call leaves each request to its own handler, which answers its own error.
    const groups = Map.groupBy(
      prepared.filter(
        (each): each is PreparedRequest => !(each instanceof RestError) && !!each.endpoint.handleMany,
      ),
      (each) => each.endpoint,
    );
    const together = new Map<PreparedRequest, Promise<RestResponse | null>>();
    for (const [endpoint, members] of groups) {
      if (members.length < 2) continue;
      const answers = endpoint.handleMany!(members.map((each) => each.request)).catch((error: unknown) => {
        failed(error);
        return [];
      });
      members.forEach((each, i) =>
        together.set(
          each,
          answers.then((all) => all[i] ?? null),
        ),
      );
    }
    return Promise.all(
      prepared.map(async (each) => {
        if (each instanceof RestError) return each;
        const answered = await together.get(each);
        return answered ? this.allowed(each.route, answered) : this.run(each).catch(failed);
      }),
    );
  }

  /**
   * Matches a request to an endpoint and checks its arguments — the reference's steps before the
   * permission check. A batch item's route must also allow batching.
   */
  prepare(request: RestRequest, batch = false): PreparedRequest {
    const match = this.match(request.route, request.method === 'HEAD' ? 'GET' : request.method);
    if (!match) throw noRoute();
    const { route, endpoint, pathParams } = match;
    if (batch && !endpoint.allowBatch)
      throw new RestError(
        'rest_batch_not_allowed',
        'The requested route does not support batch requests.',
        400,
      );
    const params = validateArgs(endpoint.args, request.params, pathParams);
    return { route, endpoint, request: { ...request, params, given: { ...request.params, ...pathParams } } };
  }

  /** Runs a prepared request's handler; `Allow` lists what the caller may do on the route. */
  async run({ route, endpoint, request }: PreparedRequest): Promise<RestResponse> {
    return this.allowed(route, await endpoint.handler(request));
  }

  /** Handlers that know the caller's rights say so; otherwise the caller passed this route's checks. */
  private allowed(route: Route, response: RestResponse): RestResponse {
    const allow = response.allow ?? route.endpoints.flatMap((e) => e.methods);
    response.headers = { ...response.headers, Allow: allow.join(', ') };
    return response;
  }

  /**
   * OPTIONS: the route's index entry with its schema; `Allow` is what a GET of it allows the caller (none when that
   * GET fails, as the reference omits it when a permission check errors).
   */
  private async options(request: RestRequest): Promise<RestResponse> {
    const route = this.routeFor(request.route);
    if (!route) throw noRoute();
    const response: RestResponse = { body: routeEntry(this.siteUrl, route, true) };
    if (!this.match(request.route, 'GET')) {
      response.headers = { Allow: route.endpoints.flatMap((e) => e.methods).join(', ') };
      return response;
    }
    try {
      const get = await this.dispatch({ ...request, method: 'GET', params: { ...request.query } });
      response.headers = { Allow: String(get.headers?.Allow) };
    } catch (error) {
      if (!restErrorOf(error)) throw error;
    }
    return response;
  }

  match(
    route: string,
    method: string,
  ): { route: Route; endpoint: Endpoint; pathParams: Record<string, string> } | null {
    for (const candidate of this.routes) {
      const found = candidate.pattern.exec(route);
      if (!found) continue;
      const endpoint = candidate.endpoints.find((e) => e.methods.includes(method));
      if (endpoint) return { route: candidate, endpoint, pathParams: pathParamsOf(found.groups ?? {}) };
    }
    return null;
  }
}
