import type { Gateway } from '../gateway.js';
import type { Args } from './args.js';
import { CONTEXT } from './collection.js';
import { E, inContext, VE, VEM, type RestContext } from './fields.js';
import { compactLinks, restUrl } from './links.js';
import type { RestRequest, RestResponse, Route } from './route.js';

/** The fields of the RestApplicationPassword fragment (schema/operations/users.graphql). */
interface GqlApplicationPassword {
  uuid: string;
  userId: number;
  appId: string;
  name: string;
  created: string;
  lastUsed: string | null;
  lastIp: string | null;
}

/** GMT `YYYY-MM-DDTHH:MM:SS`, as the reference formats these timestamps. */
const gmt = (iso: string | null) => (iso ? iso.slice(0, 19) : null);

function serialize(siteUrl: string, item: GqlApplicationPassword, context: RestContext, password?: string) {
  const out = inContext(context, [
    ['uuid', VEM, () => item.uuid],
    ['app_id', VEM, () => item.appId],
    ['name', VEM, () => item.name],
    ['password', E, () => password, password !== undefined],
    ['created', VE, () => gmt(item.created)],
    ['last_used', VE, () => gmt(item.lastUsed)],
    ['last_ip', VE, () => item.lastIp],
  ]);
  out._links = compactLinks({
    self: [{ href: restUrl(siteUrl, `/cms/v2/users/${item.userId}/application-passwords/${item.uuid}`) }],
  });
  return out;
}

/** `/cms/v2/users/<id|me>/application-passwords[/<uuid>|/introspect]`. */
export function applicationPasswordRoutes(gateway: Gateway): Route[] {
  const { operations } = gateway;
  const siteUrl = gateway.runtime.settings.publicUrl;
  const base = '/cms/v2/users/(?P<user_id>(?:[\\d]+|me))/application-passwords';
  const target = (req: RestRequest) => ({
    userId: req.params.user_id === 'me' ? null : Number(req.params.user_id),
  });
  const single =
    (operation: string, withUuid = true) =>
    async (req: RestRequest): Promise<RestResponse> => {
      const vars = { ...target(req), ...(withUuid ? { uuid: req.params.uuid } : {}) };
      const { item } = await operations.run<{ item: GqlApplicationPassword }>(operation, vars, req.context);
      return { body: serialize(siteUrl, item, req.params.context as RestContext) };
    };

  const create = async (req: RestRequest): Promise<RestResponse> => {
    const { created } = await operations.run<{
      created: { password: string; item: GqlApplicationPassword };
    }>(
      'RestCreateApplicationPassword',
      { ...target(req), name: req.params.name, appId: req.params.app_id ?? '' },
      req.context,
    );
    const self = restUrl(
      siteUrl,
      `/cms/v2/users/${created.item.userId}/application-passwords/${created.item.uuid}`,
    );
    return {
      status: 201,
      body: serialize(siteUrl, created.item, 'edit', created.password),
      headers: { Location: self },
    };
  };

  const update = async (req: RestRequest): Promise<RestResponse> => {
    const { item } = await operations.run<{ item: GqlApplicationPassword }>(
      'RestUpdateApplicationPassword',
      { ...target(req), uuid: req.params.uuid, name: req.params.name },
      req.context,
    );
    return { body: serialize(siteUrl, item, 'edit') };
  };

  const remove = async (req: RestRequest): Promise<RestResponse> => {
    const { item } = await operations.run<{ item: GqlApplicationPassword }>(
      'RestDeleteApplicationPassword',
      { ...target(req), uuid: req.params.uuid },
      req.context,
    );
    return { body: { deleted: true, previous: serialize(siteUrl, item, 'edit') } };
  };

  const removeAll = async (req: RestRequest): Promise<RestResponse> => {
    const { deleted } = await operations.run<{ deleted: { count: number } }>(
      'RestDeleteApplicationPasswords',
      target(req),
      req.context,
    );
    return { body: { deleted: true, count: deleted.count } };
  };

  const list = async (req: RestRequest): Promise<RestResponse> => {
    const { list } = await operations.run<{ list: GqlApplicationPassword[] }>(
      'RestListApplicationPasswords',
      target(req),
      req.context,
    );
    return { body: list.map((item) => serialize(siteUrl, item, req.params.context as RestContext)) };
  };

  const writable: Args = {
    app_id: { type: 'string', format: 'uuid' },
    name: { type: 'string', minLength: 1 },
  };
  return [
    {
      namespace: 'cms/v2',
      path: base,
      endpoints: [
        { methods: ['GET'], args: { context: CONTEXT }, handler: list },
        {
          methods: ['POST'],
          args: { ...writable, name: { ...writable.name, required: true } },
          handler: create,
        },
        { methods: ['DELETE'], args: {}, handler: removeAll },
      ],
    },
    {
      namespace: 'cms/v2',
      path: `${base}/introspect`,
      endpoints: [
        {
          methods: ['GET'],
          args: { context: CONTEXT },
          handler: single('RestIntrospectApplicationPassword', false),
        },
      ],
    },
    {
      namespace: 'cms/v2',
      path: `${base}/(?P<uuid>[\\w\\-]+)`,
      endpoints: [
        { methods: ['GET'], args: { context: CONTEXT }, handler: single('RestGetApplicationPassword') },
        { methods: ['POST', 'PUT', 'PATCH'], args: writable, handler: update },
        { methods: ['DELETE'], args: {}, handler: remove },
      ],
    },
  ];
}
