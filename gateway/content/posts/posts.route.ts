import type { PostType } from '../../../src/content/content-model/post-type-registry.js';
import type { Gateway } from '../../gateway.js';
import {
  RestCreatePostDocument,
  RestDeletePostDocument,
  RestGetPostDocument,
  RestListBlocksDocument,
  RestListNavigationsDocument,
  RestListPagesDocument,
  RestListPostsDocument,
  RestListRequirementsDocument,
  type RestPostFragment,
  RestTrashPostDocument,
  RestUpdatePostDocument,
} from './posts.generated.js';
import type { ContentType } from '../../schema-types.generated.js';
import type { ArgSchema, Args } from '../rest/args.js';
import { CONTEXT, listResponse } from '../rest/collection.js';
import type { RestContext } from '../rest/item-schema.js';
import { restUrl } from '../rest/links.js';
import type { FieldTable } from '../rest/field-table.js';
import { collectionArgs, contentType, listFilter } from './post.args.js';
import { postTable } from './post.fields.js';
import { serializePost } from './post.serialize.js';
import { RestError } from '../rest/rest-error.js';
import { itemMethods, type RestRequest, type RestResponse, type Route } from '../rest/route.js';

const LIST_OPS = {
  post: RestListPostsDocument,
  page: RestListPagesDocument,
  requirement: RestListRequirementsDocument,
  wp_block: RestListBlocksDocument,
  wp_navigation: RestListNavigationsDocument,
} as const;

/** One post type's routes: what every handler needs. */
interface PostsApi {
  operations: Gateway['operations'];
  siteUrl: string;
  type: PostType;
  gqlType: ContentType;
  base: string;
  fields: FieldTable<RestPostFragment>;
  /** The update arguments (also the autosaves'). */
  writable: Args;
}

type Handler = (api: PostsApi, req: RestRequest) => Promise<RestResponse>;

const show = (api: PostsApi, post: RestPostFragment, context: RestContext) =>
  serializePost(api.siteUrl, api.fields, post, context);

const edited = (api: PostsApi, post: RestPostFragment, status = 200): RestResponse => ({
  status,
  body: show(api, post, 'edit'),
  allow: itemMethods(post),
});

function listPosts(api: PostsApi, req: RestRequest) {
  const operation = LIST_OPS[api.type.name as keyof typeof LIST_OPS];
  const showPost = (post: RestPostFragment, context: RestContext) => show(api, post, context);
  return listResponse(
    api.operations,
    api.siteUrl,
    req,
    operation,
    listFilter(api.type, req.params),
    showPost,
  );
}

async function createPost(api: PostsApi, req: RestRequest): Promise<RestResponse> {
  if (req.given.id !== undefined)
    throw new RestError('rest_post_exists', 'Cannot create existing post.', 400);
  const variables = { type: api.gqlType, input: api.fields.input(req.params, api.writable) };
  const { post } = await api.operations
    .run(RestCreatePostDocument, variables, req.context)
    .catch((error: unknown) => {
      throw api.fields.wireError(error);
    });
  return { ...edited(api, post, 201), headers: { Location: restUrl(api.siteUrl, `${api.base}/${post.id}`) } };
}

async function getPost(api: PostsApi, req: RestRequest): Promise<RestResponse> {
  const context = req.params.context as RestContext;
  const { password } = req.params;
  const variables = {
    type: api.gqlType,
    id: req.params.id,
    password: typeof password === 'string' && password !== '' ? password : null,
    edit: context === 'edit',
  };
  const { post } = await api.operations.run(RestGetPostDocument, variables, req.context);
  return {
    body: show(api, post, context),
    headers: api.type.viewable ? { Link: `<${post.link}>; rel="alternate"; type=text/html` } : {},
    allow: itemMethods(post),
  };
}

async function updatePost(api: PostsApi, req: RestRequest): Promise<RestResponse> {
  const variables = {
    type: api.gqlType,
    id: req.params.id,
    input: api.fields.input(req.params, api.writable),
  };
  const { post } = await api.operations
    .run(RestUpdatePostDocument, variables, req.context)
    .catch((error: unknown) => {
      throw api.fields.wireError(error);
    });
  return edited(api, post);
}

/** Trashes the post, or deletes it with `force`. */
async function deletePost(api: PostsApi, req: RestRequest): Promise<RestResponse> {
  const variables = { type: api.gqlType, id: req.params.id };
  if (!req.params.force) {
    const { post } = await api.operations.run(RestTrashPostDocument, variables, req.context);
    return edited(api, post);
  }
  const { deletePost } = await api.operations.run(RestDeletePostDocument, variables, req.context);
  return { body: { deleted: true, previous: show(api, deletePost.previous, 'edit') } };
}

const ID: ArgSchema = { description: 'Unique identifier for the post.', type: 'integer' };

function typeRoutes(api: PostsApi): Route[] {
  const bind = (handler: Handler) => (req: RestRequest) => handler(api, req);
  const { base, fields, writable } = api;
  const schema = fields.schema;
  return [
    {
      namespace: 'cms/v2',
      path: base,
      schema,
      endpoints: [
        { methods: ['GET'], args: collectionArgs(api.type), handler: bind(listPosts), allowBatch: true },
        {
          methods: ['POST'],
          args: fields.args('create'),
          handler: bind(createPost),
          allowBatch: true,
        },
      ],
    },
    {
      namespace: 'cms/v2',
      path: `${base}/(?P<id>[\\d]+)`,
      schema,
      endpoints: [
        {
          methods: ['GET'],
          args: { id: ID, context: CONTEXT, password: { type: 'string' } },
          handler: bind(getPost),
          allowBatch: true,
        },
        {
          methods: ['POST', 'PUT', 'PATCH'],
          args: { id: ID, ...writable },
          handler: bind(updatePost),
          allowBatch: true,
        },
        {
          methods: ['DELETE'],
          args: { id: ID, force: { type: 'boolean', default: false } },
          handler: bind(deletePost),
          allowBatch: true,
        },
      ],
    },
  ];
}

/** The collection and item routes of a post type (posts, pages, requirements, blocks, navigations). */
export function postRoutes(gateway: Gateway, type: PostType): Route[] {
  const siteUrl = gateway.runtime.settings.publicUrl;
  const fields = postTable(siteUrl, type);
  return typeRoutes({
    operations: gateway.operations,
    siteUrl,
    type,
    gqlType: contentType(type),
    base: `/cms/v2/${type.restBase}`,
    fields,
    writable: fields.args('update'),
  });
}
