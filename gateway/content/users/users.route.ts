import type { Gateway } from '../../gateway.js';
import type { Args } from '../rest/args.js';
import {
  CONTEXT,
  INT_LIST,
  itemsByIds,
  pageWindow,
  paginationArgs,
  paginationHeaders,
} from '../rest/collection.js';
import type { RestContext } from '../rest/item-schema.js';
import { USER_TABLE } from './user.fields.js';
import { compactLinks, restUrl } from '../rest/links.js';
import type { RestRequest, RestResponse, Route } from '../rest/route.js';
import {
  RestGetMeDocument,
  RestGetUserDocument,
  RestListUsersDocument,
  type RestUserFragment,
} from './users.generated.js';

export function serializeUser(siteUrl: string, user: RestUserFragment, context: RestContext) {
  const out = USER_TABLE.show(user, context);
  out._links = compactLinks({
    self: [{ href: restUrl(siteUrl, `/cms/v2/users/${user.id}`) }],
    collection: [{ href: restUrl(siteUrl, '/cms/v2/users') }],
  });
  return out;
}

const collectionArgs = (): Args => ({
  ...paginationArgs(),
  exclude: INT_LIST,
  include: INT_LIST,
  offset: { type: 'integer' },
  order: { type: 'string', default: 'asc', enum: ['asc', 'desc'] },
  orderby: {
    type: 'string',
    default: 'name',
    enum: ['id', 'include', 'name', 'registered_date', 'slug', 'include_slugs', 'email', 'url'],
  },
  slug: { type: 'array', items: { type: 'string' } },
  roles: { type: 'array', items: { type: 'string' } },
});

/** `/cms/v2/users`, `/users/<id>` and `/users/me` (read-only: users are managed with the CLI). */
export function userRoutes(gateway: Gateway): Route[] {
  const { operations } = gateway;
  const siteUrl = gateway.runtime.settings.publicUrl;
  const one = (user: RestUserFragment, req: RestRequest): RestResponse => ({
    body: serializeUser(siteUrl, user, req.params.context as RestContext),
  });

  const list = async (req: RestRequest): Promise<RestResponse> => {
    const p = req.params;
    const { perPage, page, offset } = pageWindow(p);
    const list = (name: string) => ((p[name] as unknown[] | undefined)?.length ? p[name] : undefined);
    const filter = {
      search: p.search || undefined,
      include: list('include'),
      exclude: list('exclude'),
      slugs: list('slug'),
      roles: list('roles'),
      orderBy: p.orderby,
      order: p.order,
    };
    const data = await operations.run(
      RestListUsersDocument,
      { filter, first: perPage, offset, edit: p.context === 'edit' },
      req.context,
    );
    return {
      body: data.list.nodes.map((user) => serializeUser(siteUrl, user, p.context as RestContext)),
      headers: paginationHeaders(siteUrl, req, data.list.totalCount, perPage, page, null),
    };
  };

  const get = async (req: RestRequest) => {
    const data = await operations.run(
      RestGetUserDocument,
      { id: req.params.id, edit: req.params.context === 'edit' },
      req.context,
    );
    return one(data.user, req);
  };

  const listed = async (ids: number[], context: RestRequest['context']) => {
    const variables = { filter: { include: ids }, first: ids.length, offset: 0, edit: false };
    return (await operations.run(RestListUsersDocument, variables, context)).list.nodes;
  };

  const me = async (req: RestRequest) =>
    one((await operations.run(RestGetMeDocument, {}, req.context)).user, req);

  return [
    {
      namespace: 'cms/v2',
      path: '/cms/v2/users',
      schema: USER_TABLE.schema,
      endpoints: [{ methods: ['GET'], args: collectionArgs(), handler: list }],
    },
    {
      namespace: 'cms/v2',
      path: '/cms/v2/users/(?P<id>[\\d]+)',
      schema: USER_TABLE.schema,
      endpoints: [
        {
          methods: ['GET'],
          args: { id: { description: 'Unique identifier for the user.', type: 'integer' }, context: CONTEXT },
          handler: get,
          handleMany: (requests) => itemsByIds(requests, listed, one),
        },
      ],
    },
    {
      namespace: 'cms/v2',
      path: '/cms/v2/users/me',
      schema: USER_TABLE.schema,
      endpoints: [{ methods: ['GET'], args: { context: CONTEXT }, handler: me }],
    },
  ];
}
