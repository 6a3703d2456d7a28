import type { Gateway } from '../../gateway.js';
import { CONTEXT } from '../rest/collection.js';
import { FieldTable } from '../rest/field-table.js';
import { EDIT_ONLY, VIEW_EDIT, VIEW_EDIT_EMBED, type RestContext } from '../rest/item-schema.js';
import { compactLinks, restUrl } from '../rest/links.js';
import type { RestRequest, RestResponse, Route } from '../rest/route.js';
import {
  type RestApplicationPasswordFragment,
  RestCreateApplicationPasswordDocument,
  RestDeleteApplicationPasswordDocument,
  RestDeleteApplicationPasswordsDocument,
  RestGetApplicationPasswordDocument,
  RestIntrospectApplicationPasswordDocument,
  RestListApplicationPasswordsDocument,
  RestUpdateApplicationPasswordDocument,
} from './users.generated.js';

/** GMT `YYYY-MM-DDTHH:MM:SS`, as the reference formats these timestamps. */
const gmt = (iso: string | null) => (iso ? iso.slice(0, 19) : null);

/** A password as answered: a create's answer adds the password itself. */
type ShownPassword = RestApplicationPasswordFragment & { password?: string };

const TABLE = new FieldTable<ShownPassword>('application-password', [
  {
    wire: 'uuid',
    graphql: 'uuid',
    schema: {
      description: 'The unique identifier for the application password.',
      type: 'string',
      format: 'uuid',
      context: VIEW_EDIT_EMBED,
      readonly: true,
    },
  },
  {
    wire: 'app_id',
    graphql: 'appId',
    schema: {
      description:
        'A UUID provided by the application to uniquely identify it. It is recommended to use an UUID v5 with the URL or DNS namespace.',
      type: 'string',
      format: 'uuid',
      context: VIEW_EDIT_EMBED,
    },
  },
  {
    wire: 'name',
    graphql: 'name',
    schema: {
      description: 'The name of the application password.',
      type: 'string',
      required: true,
      context: VIEW_EDIT_EMBED,
      minLength: 1,
    },
  },
  {
    wire: 'password',
    // Only a create answer carries it (it is never stored in the clear).
    show: (item) => item.password,
    schema: {
      description: 'The generated password. Only available after adding an application.',
      type: 'string',
      context: EDIT_ONLY,
      readonly: true,
    },
  },
  {
    wire: 'created',
    show: (item) => gmt(item.created),
    schema: {
      description: 'The GMT date the application password was created.',
      type: 'string',
      format: 'date-time',
      context: VIEW_EDIT,
      readonly: true,
    },
  },
  {
    wire: 'last_used',
    show: (item) => gmt(item.lastUsed),
    schema: {
      description: 'The GMT date the application password was last used.',
      type: ['string', 'null'],
      format: 'date-time',
      context: VIEW_EDIT,
      readonly: true,
    },
  },
  {
    wire: 'last_ip',
    graphql: 'lastIp',
    schema: {
      description: 'The IP address the application password was last used by.',
      type: ['string', 'null'],
      format: 'ip',
      context: VIEW_EDIT,
      readonly: true,
    },
  },
]);

function serialize(siteUrl: string, item: ShownPassword, context: RestContext) {
  const out = TABLE.show(item, context);
  out._links = compactLinks({
    self: [{ href: restUrl(siteUrl, `/cms/v2/users/${item.userId}/application-passwords/${item.uuid}`) }],
  });
  return out;
}

/** What every application password handler needs. */
interface PasswordsApi {
  operations: Gateway['operations'];
  siteUrl: string;
}

type Handler = (api: PasswordsApi, req: RestRequest) => Promise<RestResponse>;

/** Whose passwords: `me` is the caller (null), else the user by id. */
const target = (req: RestRequest) => ({
  userId: req.params.user_id === 'me' ? null : Number(req.params.user_id),
});

const inRequestContext = (api: PasswordsApi, req: RestRequest, item: RestApplicationPasswordFragment) =>
  serialize(api.siteUrl, item, req.params.context as RestContext);

async function listPasswords(api: PasswordsApi, req: RestRequest): Promise<RestResponse> {
  const { list } = await api.operations.run(RestListApplicationPasswordsDocument, target(req), req.context);
  return { body: list.map((item) => inRequestContext(api, req, item)) };
}

async function createPassword(api: PasswordsApi, req: RestRequest): Promise<RestResponse> {
  const variables = { ...target(req), name: req.params.name, appId: req.params.app_id ?? '' };
  const { created } = await api.operations.run(RestCreateApplicationPasswordDocument, variables, req.context);
  const { item, password } = created;
  const self = restUrl(api.siteUrl, `/cms/v2/users/${item.userId}/application-passwords/${item.uuid}`);
  return {
    status: 201,
    body: serialize(api.siteUrl, { ...item, password }, 'edit'),
    headers: { Location: self },
  };
}

async function deletePasswords(api: PasswordsApi, req: RestRequest): Promise<RestResponse> {
  const { deleted } = await api.operations.run(
    RestDeleteApplicationPasswordsDocument,
    target(req),
    req.context,
  );
  return { body: { deleted: true, count: deleted.count } };
}

/** The password the caller authenticated with. */
async function introspectPassword(api: PasswordsApi, req: RestRequest): Promise<RestResponse> {
  const operation = RestIntrospectApplicationPasswordDocument;
  const { item } = await api.operations.run(operation, target(req), req.context);
  return { body: inRequestContext(api, req, item) };
}

async function getPassword(api: PasswordsApi, req: RestRequest): Promise<RestResponse> {
  const variables = { ...target(req), uuid: req.params.uuid };
  const { item } = await api.operations.run(RestGetApplicationPasswordDocument, variables, req.context);
  return { body: inRequestContext(api, req, item) };
}

async function updatePassword(api: PasswordsApi, req: RestRequest): Promise<RestResponse> {
  const variables = { ...target(req), uuid: req.params.uuid, name: req.params.name };
  const { item } = await api.operations.run(RestUpdateApplicationPasswordDocument, variables, req.context);
  return { body: serialize(api.siteUrl, item, 'edit') };
}

async function deletePassword(api: PasswordsApi, req: RestRequest): Promise<RestResponse> {
  const variables = { ...target(req), uuid: req.params.uuid };
  const { item } = await api.operations.run(RestDeleteApplicationPasswordDocument, variables, req.context);
  return { body: { deleted: true, previous: serialize(api.siteUrl, item, 'edit') } };
}

/** `/cms/v2/users/<id|me>/application-passwords[/<uuid>|/introspect]`. */
export function applicationPasswordRoutes(gateway: Gateway): Route[] {
  const api: PasswordsApi = { operations: gateway.operations, siteUrl: gateway.runtime.settings.publicUrl };
  const bind = (handler: Handler) => (req: RestRequest) => handler(api, req);
  const base = '/cms/v2/users/(?P<user_id>(?:[\\d]+|me))/application-passwords';
  return [
    {
      namespace: 'cms/v2',
      path: base,
      schema: TABLE.schema,
      endpoints: [
        { methods: ['GET'], args: { context: CONTEXT }, handler: bind(listPasswords) },
        { methods: ['POST'], args: TABLE.args('create'), handler: bind(createPassword) },
        { methods: ['DELETE'], args: {}, handler: bind(deletePasswords) },
      ],
    },
    {
      namespace: 'cms/v2',
      path: `${base}/introspect`,
      schema: TABLE.schema,
      endpoints: [{ methods: ['GET'], args: { context: CONTEXT }, handler: bind(introspectPassword) }],
    },
    {
      namespace: 'cms/v2',
      path: `${base}/(?P<uuid>[\\w\\-]+)`,
      schema: TABLE.schema,
      endpoints: [
        { methods: ['GET'], args: { context: CONTEXT }, handler: bind(getPassword) },
        {
          methods: ['POST', 'PUT', 'PATCH'],
          args: TABLE.args('update'),
          handler: bind(updatePassword),
        },
        { methods: ['DELETE'], args: {}, handler: bind(deletePassword) },
      ],
    },
  ];
}
