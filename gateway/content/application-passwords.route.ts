import type { Gateway } from '../gateway.js';
import { CONTEXT } from './collection.js';
import { E, inContext, itemSchema, VE, VEM, writeArgs, type RestContext } from './item-schema.js';
import { compactLinks, restUrl } from './links.js';
import type { RestRequest, RestResponse, Route } from './route.js';
import * as op from '../operations.generated.js';

/** GMT `YYYY-MM-DDTHH:MM:SS`, as the reference formats these timestamps. */
const gmt = (iso: string | null) => (iso ? iso.slice(0, 19) : null);

const SCHEMA = itemSchema('application-password', {
  uuid: {
    description: 'The unique identifier for the application password.',
    type: 'string',
    format: 'uuid',
    context: VEM,
    readonly: true,
  },
  app_id: {
    description:
      'A UUID provided by the application to uniquely identify it. It is recommended to use an UUID v5 with the URL or DNS namespace.',
    type: 'string',
    format: 'uuid',
    context: VEM,
  },
  name: {
    description: 'The name of the application password.',
    type: 'string',
    required: true,
    context: VEM,
    minLength: 1,
  },
  password: {
    description: 'The generated password. Only available after adding an application.',
    type: 'string',
    context: E,
    readonly: true,
  },
  created: {
    description: 'The GMT date the application password was created.',
    type: 'string',
    format: 'date-time',
    context: VE,
    readonly: true,
  },
  last_used: {
    description: 'The GMT date the application password was last used.',
    type: ['string', 'null'],
    format: 'date-time',
    context: VE,
    readonly: true,
  },
  last_ip: {
    description: 'The IP address the application password was last used by.',
    type: ['string', 'null'],
    format: 'ip',
    context: VE,
    readonly: true,
  },
});

/** Only a create answer carries the password (it is never stored in the clear). */
function serialize(
  siteUrl: string,
  item: op.RestApplicationPasswordFragment,
  context: RestContext,
  password?: string,
) {
  const out = inContext(SCHEMA, context, [
    ['uuid', () => item.uuid],
    ['app_id', () => item.appId],
    ['name', () => item.name],
    ...(password === undefined ? [] : [['password', () => password] as [string, () => unknown]]),
    ['created', () => gmt(item.created)],
    ['last_used', () => gmt(item.lastUsed)],
    ['last_ip', () => item.lastIp],
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
    (read: (req: RestRequest) => Promise<{ item: op.RestApplicationPasswordFragment }>) =>
    async (req: RestRequest): Promise<RestResponse> => {
      const { item } = await read(req);
      return { body: serialize(siteUrl, item, req.params.context as RestContext) };
    };

  const create = async (req: RestRequest): Promise<RestResponse> => {
    const { created } = await operations.run(
      op.RestCreateApplicationPasswordDocument,
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
    const { item } = await operations.run(
      op.RestUpdateApplicationPasswordDocument,
      { ...target(req), uuid: req.params.uuid, name: req.params.name },
      req.context,
    );
    return { body: serialize(siteUrl, item, 'edit') };
  };

  const remove = async (req: RestRequest): Promise<RestResponse> => {
    const { item } = await operations.run(
      op.RestDeleteApplicationPasswordDocument,
      { ...target(req), uuid: req.params.uuid },
      req.context,
    );
    return { body: { deleted: true, previous: serialize(siteUrl, item, 'edit') } };
  };

  const removeAll = async (req: RestRequest): Promise<RestResponse> => {
    const { deleted } = await operations.run(
      op.RestDeleteApplicationPasswordsDocument,
      target(req),
      req.context,
    );
    return { body: { deleted: true, count: deleted.count } };
  };

  const list = async (req: RestRequest): Promise<RestResponse> => {
    const { list } = await operations.run(op.RestListApplicationPasswordsDocument, target(req), req.context);
    return { body: list.map((item) => serialize(siteUrl, item, req.params.context as RestContext)) };
  };

  return [
    {
      namespace: 'cms/v2',
      path: base,
      schema: SCHEMA,
      endpoints: [
        { methods: ['GET'], args: { context: CONTEXT }, handler: list },
        {
          methods: ['POST'],
          args: writeArgs(SCHEMA, 'create'),
          handler: create,
        },
        { methods: ['DELETE'], args: {}, handler: removeAll },
      ],
    },
    {
      namespace: 'cms/v2',
      path: `${base}/introspect`,
      schema: SCHEMA,
      endpoints: [
        {
          methods: ['GET'],
          args: { context: CONTEXT },
          handler: single((req) =>
            operations.run(op.RestIntrospectApplicationPasswordDocument, target(req), req.context),
          ),
        },
      ],
    },
    {
      namespace: 'cms/v2',
      path: `${base}/(?P<uuid>[\\w\\-]+)`,
      schema: SCHEMA,
      endpoints: [
        {
          methods: ['GET'],
          args: { context: CONTEXT },
          handler: single((req) =>
            operations.run(
              op.RestGetApplicationPasswordDocument,
              { ...target(req), uuid: req.params.uuid },
              req.context,
            ),
          ),
        },
        { methods: ['POST', 'PUT', 'PATCH'], args: writeArgs(SCHEMA, 'update'), handler: update },
        { methods: ['DELETE'], args: {}, handler: remove },
      ],
    },
  ];
}
