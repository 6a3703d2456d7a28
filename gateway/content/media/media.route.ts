import { ATTACHMENT } from '../../../src/content/content-model/post-type-registry.js';
import type { Gateway } from '../../gateway.js';
import {
  RestCreateMediaSubSizesDocument,
  RestDeleteMediaDocument,
  RestEditMediaDocument,
  RestGetMediaDocument,
  RestListMediaDocument,
  type RestMediaItemFragment,
  RestMediaUploadAllowedDocument,
  RestUpdateMediaDocument,
  RestUploadMediaDocument,
} from './media.generated.js';
import { validateArgs, type Args } from '../rest/args.js';
import { CONTEXT, FORCE, itemsByIds, listResponse } from '../rest/collection.js';
import type { RestContext } from '../rest/item-schema.js';
import { restUrl } from '../rest/links.js';
import { mediaArgs, requestedModifiers } from './media.args.js';
import { mediaTable } from './media.fields.js';
import { MEDIA_BASE, serializeMedia } from './media.serialize.js';
import { uploadOf } from './media-upload.js';
import { listFilter } from '../posts/post.args.js';
import { RestError, restErrorOf, type ArgumentName } from '../rest/rest-error.js';
import { itemMethods, type RestRequest, type RestResponse, type Route } from '../rest/route.js';

/** What every media handler needs: the operations, the site's URL, the item schema and its arguments. */
interface MediaApi {
  operations: Gateway['operations'];
  siteUrl: string;
  fields: ReturnType<typeof mediaTable>;
  args: ReturnType<typeof mediaArgs>;
}

type Handler = (api: MediaApi, req: RestRequest) => Promise<RestResponse>;

const show = (api: MediaApi, item: RestMediaItemFragment, context: RestContext) =>
  serializeMedia(api.siteUrl, api.fields, item, context);

/** A new item (upload or edited copy): 201 with its location and id. */
const created = (api: MediaApi, item: RestMediaItemFragment, context: RestContext): RestResponse => ({
  status: 201,
  body: show(api, item, context),
  headers: {
    Location: restUrl(api.siteUrl, `${MEDIA_BASE}/${item.id}`),
    'X-WP-Upload-Attachment-ID': item.id,
  },
  allow: itemMethods(item),
});

async function listMedia(api: MediaApi, req: RestRequest) {
  const p = req.params;
  const filter = {
    ...listFilter(ATTACHMENT, p),
    mediaTypes: p.media_type,
    mimeTypes: p.mime_type,
  };
  const showItem = (item: RestMediaItemFragment, context: RestContext) => show(api, item, context);
  return listResponse(api.operations, api.siteUrl, req, RestListMediaDocument, filter, showItem);
}

async function uploadMedia(api: MediaApi, req: RestRequest) {
  if (req.given.id !== undefined)
    throw new RestError('rest_post_exists', 'Cannot create existing post.', 400);
  const post = typeof req.params.post === 'number' && req.params.post ? req.params.post : null;
  let upload;
  try {
    upload = uploadOf(req);
  } catch (error) {
    // The permission checks come first, as in the reference; then what is wrong with the upload.
    await api.operations.run(RestMediaUploadAllowedDocument, { post }, req.context);
    throw error;
  }
  const variables = {
    file: { name: upload.name, bytes: upload.bytes },
    input: api.fields.input(req.params, api.args.create),
    subSizes: req.params.generate_sub_sizes !== false,
    titleFromFileName: upload.clientName,
  };
  const { item } = await api.operations.run(RestUploadMediaDocument, variables, req.context);
  return created(api, item, 'edit');
}

/** A single item's GET answer. */
const shown = (api: MediaApi, item: RestMediaItemFragment, req: RestRequest): RestResponse => ({
  body: show(api, item, req.params.context as RestContext),
  headers: { Link: `<${item.link}>; rel="alternate"; type=text/html` },
  allow: itemMethods(item),
});

async function getMedia(api: MediaApi, req: RestRequest): Promise<RestResponse> {
  const variables = { id: req.params.id, edit: req.params.context === 'edit' };
  const { item } = await api.operations.run(RestGetMediaDocument, variables, req.context);
  return shown(api, item, req);
}

/** Several items by id (an `_embed`'s featured media) through the collection's default filter. */
async function listedMedia(api: MediaApi, ids: number[], context: RestRequest['context']) {
  const p = validateArgs(api.args.list, { include: ids, per_page: ids.length }, {});
  const variables = { filter: listFilter(ATTACHMENT, p), first: ids.length, offset: 0, edit: false };
  return (await api.operations.run(RestListMediaDocument, variables, context)).list.nodes;
}

async function updateMedia(api: MediaApi, req: RestRequest): Promise<RestResponse> {
  const variables = { id: req.params.id, input: api.fields.input(req.params, api.args.update) };
  const { item } = await api.operations.run(RestUpdateMediaDocument, variables, req.context);
  return { body: show(api, item, 'edit'), allow: itemMethods(item) };
}

async function deleteMedia(api: MediaApi, req: RestRequest): Promise<RestResponse> {
  const variables = { id: req.params.id, force: req.params.force };
  const { deleted } = await api.operations.run(RestDeleteMediaDocument, variables, req.context);
  return { body: { deleted: true, previous: show(api, deleted.previous, 'edit') } };
}

async function createSubSizes(api: MediaApi, req: RestRequest): Promise<RestResponse> {
  const variables = { id: req.params.id };
  const { item } = await api.operations.run(RestCreateMediaSubSizesDocument, variables, req.context);
  return { body: show(api, item, 'edit') };
}

/** A modifier's setting as the request wrote it: the domain's `modifiers[0].left` is `modifiers[0][args][left]`. */
const modifierName: ArgumentName = ({ argument, path: [index, ...setting] }) =>
  index === undefined ? argument : `${argument}[${index}]${setting.map((key) => `[args][${key}]`).join('')}`;

async function editMedia(api: MediaApi, req: RestRequest): Promise<RestResponse> {
  const variables = {
    id: req.params.id,
    src: req.params.src,
    modifiers: requestedModifiers(req.params),
    input: api.fields.input(req.params, api.args.edit),
  };
  const { item } = await api.operations
    .run(RestEditMediaDocument, variables, req.context)
    .catch((error: unknown) => {
      throw restErrorOf(error, modifierName) ?? error;
    });
  return created(api, item, (req.params.context as RestContext | undefined) ?? 'view');
}

/** `/cms/v2/media`: uploads, their sizes, updates, deletion, post-processing and non-destructive edits. */
export function mediaRoutes(gateway: Gateway): Route[] {
  const siteUrl = gateway.runtime.settings.publicUrl;
  const fields = mediaTable(siteUrl);
  const schema = fields.schema;
  const api: MediaApi = { operations: gateway.operations, siteUrl, fields, args: mediaArgs(fields) };
  const bind = (handler: Handler) => (req: RestRequest) => handler(api, req);
  const { id } = api.args;
  const item = `${MEDIA_BASE}/(?P<id>[\\d]+)`;
  const subSizeArgs: Args = {
    id,
    action: { type: 'string', enum: ['create-image-subsizes'], required: true },
  };
  return [
    {
      namespace: 'cms/v2',
      path: MEDIA_BASE,
      schema,
      uploadLimit: gateway.runtime.settings.mediaMaxUploadBytes,
      endpoints: [
        { methods: ['GET'], args: api.args.list, handler: bind(listMedia) },
        { methods: ['POST'], args: api.args.create, handler: bind(uploadMedia) },
      ],
    },
    {
      namespace: 'cms/v2',
      path: item,
      schema,
      endpoints: [
        {
          methods: ['GET'],
          args: { id, context: CONTEXT },
          handler: bind(getMedia),
          handleMany: (requests) =>
            itemsByIds(
              requests,
              (ids, context) => listedMedia(api, ids, context),
              (item, req) => shown(api, item, req),
            ),
        },
        { methods: ['POST', 'PUT', 'PATCH'], args: { id, ...api.args.update }, handler: bind(updateMedia) },
        { methods: ['DELETE'], args: { id, force: FORCE }, handler: bind(deleteMedia) },
      ],
    },
    {
      namespace: 'cms/v2',
      path: `${item}/post-process`,
      endpoints: [{ methods: ['POST'], args: subSizeArgs, handler: bind(createSubSizes) }],
    },
    {
      namespace: 'cms/v2',
      path: `${item}/edit`,
      endpoints: [{ methods: ['POST'], args: { id, ...api.args.edit }, handler: bind(editMedia) }],
    },
  ];
}
