import { POST_TYPES } from '../../src/content/post-types.js';
import type { Gateway } from '../gateway.js';
import type { ArgSchema } from './args.js';
import { CONTEXT, listResponse } from './collection.js';
import { restUrl } from './links.js';
import { RestError } from './rest-error.js';
import { itemMethods, type RestRequest, type RestResponse, type Route } from './route.js';
import type { RestContext } from './item-schema.js';
import { postSchema } from './post.schema.js';
import { serializePost } from './post.serialize.js';
import { collectionArgs, contentType, listFilter, postInput, writableArgs } from './post.args.js';
import { revisionRoutes } from './revisions.route.js';
import * as op from '../operations.generated.js';

const LIST_OPS = {
  post: op.RestListPostsDocument,
  page: op.RestListPagesDocument,
  requirement: op.RestListRequirementsDocument,
  wp_block: op.RestListBlocksDocument,
  wp_navigation: op.RestListNavigationsDocument,
} as const;
/** The collection and item routes of posts, pages and requirements, with their revision routes. */
export function postRoutes(gateway: Gateway): Route[] {
  const { operations } = gateway;
  const siteUrl = gateway.runtime.settings.publicUrl;
  const routes: Route[] = [];
  for (const type of Object.values(POST_TYPES)) {
    const base = `/cms/v2/${type.restBase}`;
    const gqlType = contentType(type);
    const schema = postSchema(siteUrl, type);
    const writable = writableArgs(schema, 'update');
    const edit = (post: op.RestPostFragment, status = 200): RestResponse => ({
      status,
      body: serializePost(siteUrl, schema, post, 'edit'),
      allow: itemMethods(post),
    });

    const list = (req: RestRequest) =>
      listResponse(
        operations,
        siteUrl,
        req,
        LIST_OPS[type.name as keyof typeof LIST_OPS],
        listFilter(type, req.params),
        (post, context) => serializePost(siteUrl, schema, post, context),
      );

    const create = async (req: RestRequest): Promise<RestResponse> => {
      if (req.given.id !== undefined)
        throw new RestError('rest_post_exists', 'Cannot create existing post.', 400);
      const data = await operations.run(
        op.RestCreatePostDocument,
        { type: gqlType, input: postInput(type, req.params, writable) },
        req.context,
      );
      const response = edit(data.post, 201);
      response.headers = { Location: restUrl(siteUrl, `${base}/${data.post.id}`) };
      return response;
    };

    const get = async (req: RestRequest): Promise<RestResponse> => {
      const context = req.params.context as RestContext;
      const password =
        typeof req.params.password === 'string' && req.params.password !== '' ? req.params.password : null;
      const data = await operations.run(
        op.RestGetPostDocument,
        { type: gqlType, id: req.params.id, password, edit: context === 'edit' },
        req.context,
      );
      return {
        body: serializePost(siteUrl, schema, data.post, context),
        headers: type.viewable ? { Link: `<${data.post.link}>; rel="alternate"; type=text/html` } : {},
        allow: itemMethods(data.post),
      };
    };

    const update = async (req: RestRequest): Promise<RestResponse> => {
      const data = await operations.run(
        op.RestUpdatePostDocument,
        { type: gqlType, id: req.params.id, input: postInput(type, req.params, writable) },
        req.context,
      );
      return edit(data.post);
    };

    const remove = async (req: RestRequest): Promise<RestResponse> => {
      if (!req.params.force) {
        const data = await operations.run(
          op.RestTrashPostDocument,
          { type: gqlType, id: req.params.id },
          req.context,
        );
        return edit(data.post);
      }
      const data = await operations.run(
        op.RestDeletePostDocument,
        { type: gqlType, id: req.params.id },
        req.context,
      );
      return {
        body: { deleted: true, previous: serializePost(siteUrl, schema, data.deletePost.previous, 'edit') },
      };
    };

    const id: ArgSchema = { description: 'Unique identifier for the post.', type: 'integer' };
    routes.push(
      {
        namespace: 'cms/v2',
        path: base,
        schema,
        endpoints: [
          { methods: ['GET'], args: collectionArgs(type), handler: list, allowBatch: true },
          { methods: ['POST'], args: writableArgs(schema, 'create'), handler: create, allowBatch: true },
        ],
      },
      {
        namespace: 'cms/v2',
        path: `${base}/(?P<id>[\\d]+)`,
        schema,
        endpoints: [
          {
            methods: ['GET'],
            args: { id, context: CONTEXT, password: { type: 'string' } },
            handler: get,
            allowBatch: true,
          },
          { methods: ['POST', 'PUT', 'PATCH'], args: { id, ...writable }, handler: update, allowBatch: true },
          {
            methods: ['DELETE'],
            args: { id, force: { type: 'boolean', default: false } },
            handler: remove,
            allowBatch: true,
          },
        ],
      },
      ...revisionRoutes(gateway, type, writable),
    );
  }
  return routes;
}
