import { createHash } from 'node:crypto';
import { ATTACHMENT, POST_TYPES, supports } from '../../src/content/post-types.js';
import { MAX_IMAGE_MODIFIERS } from '../../src/content/media/edit-limits.js';
import type { Gateway } from '../gateway.js';
import type { ArgSchema, Args } from './args.js';
import { CONTEXT, FORCE, INT_LIST, listResponse } from './collection.js';
import { inContext, writeArgs, type RestContext } from './item-schema.js';
import { compactLinks, repliesLink, restUrl } from './links.js';
import { mediaSchema } from './media.schema.js';
import { collectionArgs, listFilter, writeInput } from './post.args.js';
import { RestError } from './rest-error.js';
import { itemMethods, type RestRequest, type RestResponse, type Route } from './route.js';

interface Rendered {
  raw: string | null;
  rendered: string;
}

/** The fields of the RestMediaItem fragment (schema/operations/media.graphql). */
interface GqlMedia {
  id: number;
  date: string;
  dateGmt: string;
  modified: string;
  modifiedGmt: string;
  slug: string;
  status: string;
  link: string;
  guid: string;
  title: Rendered;
  author: number;
  featuredMedia: number;
  commentStatus: string;
  pingStatus: string;
  template: string;
  altText: string;
  caption: Rendered;
  description: Rendered;
  mediaType: string;
  mimeType: string;
  post: number | null;
  attachedTo: { id: number; type: string } | null;
  sourceUrl: string;
  fileName: string;
  filesize: number;
  missingImageSizes: string[];
  details: {
    width: number | null;
    height: number | null;
    file: string;
    filesize: number;
    sizes: {
      name: string;
      file: string;
      width: number;
      height: number;
      filesize: number;
      mimeType: string;
      sourceUrl: string;
    }[];
    imageMeta: Record<string, unknown> | null;
    originalImage: string | null;
    parentImage: { attachmentId: number; file: string } | null;
  };
  canEdit: boolean;
  canDelete: boolean;
}

const BASE = '/cms/v2/media';

/** The reference's `image_meta` keys, in its order, from the GraphQL names. */
const IMAGE_META_KEYS: [rest: string, graphql: string][] = [
  ['aperture', 'aperture'],
  ['credit', 'credit'],
  ['camera', 'camera'],
  ['caption', 'caption'],
  ['created_timestamp', 'createdTimestamp'],
  ['copyright', 'copyright'],
  ['focal_length', 'focalLength'],
  ['iso', 'iso'],
  ['shutter_speed', 'shutterSpeed'],
  ['title', 'title'],
  ['orientation', 'orientation'],
  ['keywords', 'keywords'],
  ['alt', 'alt'],
];

/**
 * `media_details` as the reference stores the metadata: for images the size, file, sub-sizes (each
 * with its URL, then `full`), EXIF data and, for copies, the original's name or the edited item; for
 * other files their size and no sub-sizes.
 */
function mediaDetails(item: GqlMedia) {
  const d = item.details;
  if (d.width === null || d.height === null) return { filesize: d.filesize, sizes: {} };
  const sizes: Record<string, unknown> = {};
  for (const s of d.sizes)
    sizes[s.name] = {
      file: s.file,
      width: s.width,
      height: s.height,
      filesize: s.filesize,
      mime_type: s.mimeType,
      source_url: s.sourceUrl,
    };
  if (d.sizes.length)
    sizes.full = {
      file: item.fileName,
      width: d.width,
      height: d.height,
      mime_type: item.mimeType,
      source_url: item.sourceUrl,
    };
  const out: Record<string, unknown> = {
    width: d.width,
    height: d.height,
    file: d.file,
    filesize: d.filesize,
    sizes,
    image_meta: Object.fromEntries(IMAGE_META_KEYS.map(([rest, gql]) => [rest, d.imageMeta?.[gql]])),
  };
  if (d.originalImage) out.original_image = d.originalImage;
  if (d.parentImage)
    out.parent_image = { attachment_id: String(d.parentImage.attachmentId), file: d.parentImage.file };
  return out;
}

function serialize(
  siteUrl: string,
  schema: ReturnType<typeof mediaSchema>,
  item: GqlMedia,
  context: RestContext,
) {
  const text = ({ raw, rendered }: Rendered) => ({ raw: raw ?? '', rendered });
  const out = inContext(schema, context, [
    ['id', () => item.id],
    ['date', () => item.date],
    ['date_gmt', () => item.dateGmt],
    ['guid', () => ({ rendered: item.guid, raw: item.guid })],
    ['modified', () => item.modified],
    ['modified_gmt', () => item.modifiedGmt],
    ['slug', () => item.slug],
    ['status', () => item.status],
    ['type', () => ATTACHMENT.name],
    ['link', () => item.link],
    ['title', () => text(item.title)],
    ['author', () => item.author],
    ['featured_media', () => item.featuredMedia],
    ['comment_status', () => item.commentStatus],
    ['ping_status', () => item.pingStatus],
    ['template', () => item.template],
    // Nothing is registered: an empty map is `{}` (decision 13), not PHP's `[]`.
    ['meta', () => ({})],
    ['permalink_template', () => item.link],
    ['generated_slug', () => item.slug],
    [
      'class_list',
      () => [`post-${item.id}`, 'attachment', 'type-attachment', `status-${item.status}`, 'hentry'],
    ],
    ['description', () => text(item.description)],
    ['caption', () => text(item.caption)],
    ['alt_text', () => item.altText],
    ['media_type', () => item.mediaType],
    ['mime_type', () => item.mimeType],
    ['media_details', () => mediaDetails(item)],
    ['post', () => item.post],
    ['source_url', () => item.sourceUrl],
    ['missing_image_sizes', () => item.missingImageSizes],
    ['filename', () => item.fileName],
    ['filesize', () => item.filesize],
  ]);
  const links: Record<string, Record<string, unknown>[]> = {
    self: [{ href: restUrl(siteUrl, `${BASE}/${item.id}`), targetHints: { allow: itemMethods(item) } }],
    collection: [{ href: restUrl(siteUrl, BASE) }],
    about: [{ href: restUrl(siteUrl, '/cms/v2/types/attachment') }],
  };
  if (item.author)
    links.author = [{ embeddable: true, href: restUrl(siteUrl, `/cms/v2/users/${item.author}`) }];
  if (supports(ATTACHMENT, 'comments')) links.replies = [repliesLink(siteUrl, item.id)];
  const parentBase = item.attachedTo && POST_TYPES[item.attachedTo.type]?.restBase;
  if (item.attachedTo && parentBase)
    links['https://api.w.org/attached-to'] = [
      {
        href: restUrl(siteUrl, `/cms/v2/${parentBase}/${item.attachedTo.id}`),
        embeddable: true,
        post_type: item.attachedTo.type,
        id: item.attachedTo.id,
      },
    ];
  out._links = compactLinks(links);
  return out;
}

/** The GraphQL MediaInput of a request's writable fields. */
const mediaInput = (p: Record<string, unknown>, args: Args) =>
  writeInput(p, args, MEDIA_FIELDS, ['title', 'caption', 'description']);

const MEDIA_FIELDS: [string, string][] = [
  ['date', 'date'],
  ['date_gmt', 'dateGmt'],
  ['slug', 'slug'],
  ['status', 'status'],
  ['author', 'author'],
  ['comment_status', 'commentStatus'],
  ['ping_status', 'pingStatus'],
  ['template', 'template'],
  ['alt_text', 'altText'],
  ['post', 'post'],
];

/**
 * The reference's get_filename_from_disposition(): each header value needs a `;`, then a non-empty
 * `filename=` attribute (quotes removed); the disposition type itself is not checked.
 */
function filenameFromDisposition(header: string): string | null {
  let filename: string | null = null;
  for (const value of header.split(/,(?=[^,]*;)/)) {
    const text = value.trim();
    const semicolon = text.indexOf(';');
    if (semicolon < 0) continue;
    const attributes: Record<string, string> = {};
    for (const part of text.slice(semicolon + 1).split(';')) {
      const equals = part.indexOf('=');
      if (equals < 0) continue;
      attributes[part.slice(0, equals).trim()] = part.slice(equals + 1).trim();
    }
    if (!attributes.filename) continue;
    filename = attributes.filename.trim();
    if (filename.length > 1 && filename.startsWith('"') && filename.endsWith('"'))
      filename = filename.slice(1, -1);
  }
  return filename;
}

const uploadError = (code: string, message: string, status = 400) => new RestError(code, message, status);

/**
 * The file of an upload request: multipart field `file` (titled after the client's name), or the raw
 * body described by its headers — checked in the reference's order.
 */
function uploadOf(req: RestRequest): { name: string; bytes: Buffer; clientName: boolean } {
  const { files, body, headers } = req.payload;
  if (Object.keys(files).length) {
    const file = files.file;
    if (!file) throw uploadError('rest_upload_no_data', 'No data supplied.');
    return { name: file.name, bytes: file.bytes, clientName: true };
  }
  if (!body.length) throw uploadError('rest_upload_no_data', 'No data supplied.');
  if (!headers['content-type']) throw uploadError('rest_upload_no_content_type', 'No Content-Type supplied.');
  const disposition = headers['content-disposition'];
  if (!disposition)
    throw uploadError('rest_upload_no_content_disposition', 'No Content-Disposition supplied.');
  const name = filenameFromDisposition(disposition);
  if (!name)
    throw uploadError(
      'rest_upload_invalid_disposition',
      'Invalid Content-Disposition supplied. Content-Disposition needs to be formatted as `attachment; filename="image.png"` or similar.',
    );
  const md5 = headers['content-md5']?.trim();
  if (md5 && createHash('md5').update(body).digest('hex') !== md5)
    throw uploadError('rest_upload_hash_mismatch', 'Content hash did not match expected.', 412);
  return { name, bytes: body, clientName: false };
}

/** A REST modifier (`{type, args}`) as the GraphQL ModifierInput. */
function modifierInput(modifier: { type: string; args: Record<string, unknown> }) {
  const args = modifier.args;
  if (modifier.type === 'rotate') return { type: 'ROTATE', angle: args.angle };
  if (modifier.type === 'flip') {
    const flip = args.flip as { horizontal: boolean; vertical: boolean };
    return { type: 'FLIP', horizontal: flip.horizontal, vertical: flip.vertical };
  }
  return { type: 'CROP', left: args.left, top: args.top, width: args.width, height: args.height };
}

/**
 * The edits a request asks for: `modifiers`, else the deprecated arguments converted in the
 * reference's order — flip, rotation, then a crop only when x, y, width and height are all given.
 */
function requestedModifiers(p: Record<string, unknown>) {
  if (p.modifiers !== undefined)
    return (p.modifiers as { type: string; args: Record<string, unknown> }[]).map(modifierInput);
  const modifiers: Record<string, unknown>[] = [];
  if (p.flip !== undefined) modifiers.push(modifierInput({ type: 'flip', args: { flip: p.flip } }));
  if (p.rotation) modifiers.push({ type: 'ROTATE', angle: p.rotation });
  if ([p.x, p.y, p.width, p.height].every((value) => value !== undefined))
    modifiers.push({ type: 'CROP', left: p.x, top: p.y, width: p.width, height: p.height });
  return modifiers;
}

const number = (description: string): ArgSchema => ({ description, type: 'number' });
const percent = (description: string): ArgSchema => ({
  description,
  type: 'number',
  minimum: 0,
  maximum: 100,
});
const flags = (what: string): Record<string, ArgSchema> => ({
  horizontal: { description: `Whether to flip ${what} horizontally.`, type: 'boolean' },
  vertical: { description: `Whether to flip ${what} vertically.`, type: 'boolean' },
});

/** The edit route's `modifiers` (flip first, as the reference lists them from 7.0). */
const MODIFIERS: ArgSchema = {
  description: 'Array of image edits.',
  type: 'array',
  minItems: 1,
  maxItems: MAX_IMAGE_MODIFIERS,
  items: {
    description: 'Image edit.',
    type: 'object',
    properties: { type: { required: true }, args: { required: true } },
    oneOf: [
      {
        title: 'Flip',
        properties: {
          type: { description: 'Flip type.', type: 'string', enum: ['flip'] },
          args: {
            description: 'Flip arguments.',
            type: 'object',
            properties: {
              flip: {
                description: 'Flip direction.',
                type: 'object',
                required: true,
                properties: {
                  horizontal: { ...flags('the image').horizontal, required: true },
                  vertical: { ...flags('the image').vertical, required: true },
                },
              },
            },
          },
        },
      },
      {
        title: 'Rotation',
        properties: {
          type: { description: 'Rotation type.', type: 'string', enum: ['rotate'] },
          args: {
            description: 'Rotation arguments.',
            type: 'object',
            properties: { angle: { ...number('Angle to rotate clockwise in degrees.'), required: true } },
          },
        },
      },
      {
        title: 'Crop',
        properties: {
          type: { description: 'Crop type.', type: 'string', enum: ['crop'] },
          args: {
            description: 'Crop arguments.',
            type: 'object',
            properties: {
              left: {
                ...number(
                  'Horizontal position from the left to begin the crop as a percentage of the image width.',
                ),
                required: true,
              },
              top: {
                ...number(
                  'Vertical position from the top to begin the crop as a percentage of the image height.',
                ),
                required: true,
              },
              width: { ...number('Width of the crop as a percentage of the image width.'), required: true },
              height: {
                ...number('Height of the crop as a percentage of the image height.'),
                required: true,
              },
            },
          },
        },
      },
    ],
  },
};

const EDIT_ARGS: Args = {
  src: { description: 'URL to the edited image file.', type: 'string', format: 'uri', required: true },
  modifiers: MODIFIERS,
  rotation: {
    description: 'The amount to rotate the image clockwise in degrees. DEPRECATED: Use `modifiers` instead.',
    type: 'integer',
    minimum: 0,
    exclusiveMinimum: true,
    maximum: 360,
    exclusiveMaximum: true,
  },
  x: percent(
    'As a percentage of the image, the x position to start the crop from. DEPRECATED: Use `modifiers` instead.',
  ),
  y: percent(
    'As a percentage of the image, the y position to start the crop from. DEPRECATED: Use `modifiers` instead.',
  ),
  width: percent(
    'As a percentage of the image, the width to crop the image to. DEPRECATED: Use `modifiers` instead.',
  ),
  height: percent(
    'As a percentage of the image, the height to crop the image to. DEPRECATED: Use `modifiers` instead.',
  ),
  flip: {
    description: 'Flip the image. DEPRECATED: Use `modifiers` instead.',
    type: 'object',
    properties: flags('the image'),
  },
};

/** `/cms/v2/media`: uploads, their sizes, updates, deletion, post-processing and non-destructive edits. */
export function mediaRoutes(gateway: Gateway): Route[] {
  const { operations } = gateway;
  const siteUrl = gateway.runtime.settings.publicUrl;
  const schema = mediaSchema(siteUrl);
  const show = (item: GqlMedia, context: RestContext) => serialize(siteUrl, schema, item, context);
  const created = (item: GqlMedia, context: RestContext): RestResponse => ({
    status: 201,
    body: show(item, context),
    headers: { Location: restUrl(siteUrl, `${BASE}/${item.id}`), 'X-WP-Upload-Attachment-ID': item.id },
    allow: itemMethods(item),
  });
  const createArgs: Args = {
    ...writeArgs(schema, 'create', WRITE_ADJUST),
    generate_sub_sizes: {
      description: 'Whether to generate image sub sizes.',
      type: 'boolean',
      default: true,
    },
  };
  const updateArgs = writeArgs(schema, 'update', WRITE_ADJUST);
  const editArgs: Args = {
    ...EDIT_ARGS,
    ...pick(updateArgs, ['title', 'caption', 'description', 'post', 'alt_text']),
  };

  const listArgs = collectionArgs(ATTACHMENT);
  Object.assign(listArgs, {
    parent: INT_LIST,
    parent_exclude: INT_LIST,
    status: {
      ...listArgs.status,
      default: 'inherit',
      items: { type: 'string', enum: ['inherit', 'private', 'trash'] },
    },
    media_type: {
      description: 'Limit result set to attachments of a particular media type.',
      type: 'string',
      enum: ['image', 'video', 'text', 'application', 'audio'],
    },
    mime_type: { description: 'Limit result set to attachments of a particular MIME type.', type: 'string' },
  });

  const list = (req: RestRequest) => {
    const p = req.params;
    const filter = {
      ...listFilter(ATTACHMENT, p),
      mediaTypes: p.media_type ? [p.media_type] : undefined,
      mimeTypes: p.mime_type ? [p.mime_type] : undefined,
    };
    return listResponse(operations, siteUrl, req, 'RestListMedia', filter, show);
  };

  const create = async (req: RestRequest): Promise<RestResponse> => {
    if (req.given.id !== undefined)
      throw new RestError('rest_post_exists', 'Cannot create existing post.', 400);
    const post = typeof req.params.post === 'number' && req.params.post ? req.params.post : null;
    let upload;
    try {
      upload = uploadOf(req);
    } catch (error) {
      // The permission checks come first, as in the reference; then what is wrong with the upload.
      await operations.run('RestMediaUploadAllowed', { post }, req.context);
      throw error;
    }
    const { item } = await operations.run<{ item: GqlMedia }>(
      'RestUploadMedia',
      {
        file: { name: upload.name, bytes: upload.bytes },
        input: mediaInput(req.params, createArgs),
        subSizes: req.params.generate_sub_sizes !== false,
        titleFromFileName: upload.clientName,
      },
      req.context,
    );
    return created(item, 'edit');
  };

  const get = async (req: RestRequest): Promise<RestResponse> => {
    const context = req.params.context as RestContext;
    const { item } = await operations.run<{ item: GqlMedia }>(
      'RestGetMedia',
      { id: req.params.id, edit: context === 'edit' },
      req.context,
    );
    return {
      body: show(item, context),
      headers: { Link: `<${item.link}>; rel="alternate"; type=text/html` },
      allow: itemMethods(item),
    };
  };

  const update = async (req: RestRequest): Promise<RestResponse> => {
    const { item } = await operations.run<{ item: GqlMedia }>(
      'RestUpdateMedia',
      { id: req.params.id, input: mediaInput(req.params, updateArgs) },
      req.context,
    );
    return { body: show(item, 'edit'), allow: itemMethods(item) };
  };

  const remove = async (req: RestRequest): Promise<RestResponse> => {
    const { deleted } = await operations.run<{ deleted: { previous: GqlMedia } }>(
      'RestDeleteMedia',
      { id: req.params.id, force: req.params.force },
      req.context,
    );
    return { body: { deleted: true, previous: show(deleted.previous, 'edit') } };
  };

  const postProcess = async (req: RestRequest): Promise<RestResponse> => {
    const { item } = await operations.run<{ item: GqlMedia }>(
      'RestCreateMediaSubSizes',
      { id: req.params.id },
      req.context,
    );
    return { body: show(item, 'edit') };
  };

  const edit = async (req: RestRequest): Promise<RestResponse> => {
    const { item } = await operations.run<{ item: GqlMedia }>(
      'RestEditMedia',
      {
        id: req.params.id,
        src: req.params.src,
        modifiers: requestedModifiers(req.params),
        input: mediaInput(req.params, editArgs),
      },
      req.context,
    );
    return created(item, (req.params.context as RestContext | undefined) ?? 'view');
  };

  const id: ArgSchema = { description: 'Unique identifier for the attachment.', type: 'integer' };
  return [
    {
      namespace: 'cms/v2',
      path: BASE,
      schema,
      // Uploads may be much larger than other bodies (MEDIA_MAX_UPLOAD_MB).
      bodyLimit: gateway.runtime.settings.mediaMaxUploadBytes,
      endpoints: [
        { methods: ['GET'], args: listArgs, handler: list },
        { methods: ['POST'], args: createArgs, handler: create },
      ],
    },
    {
      namespace: 'cms/v2',
      path: `${BASE}/(?P<id>[\\d]+)`,
      schema,
      endpoints: [
        { methods: ['GET'], args: { id, context: CONTEXT }, handler: get },
        { methods: ['POST', 'PUT', 'PATCH'], args: { id, ...updateArgs }, handler: update },
        {
          methods: ['DELETE'],
          args: {
            id,
            force: FORCE,
          },
          handler: remove,
        },
      ],
    },
    {
      namespace: 'cms/v2',
      path: `${BASE}/(?P<id>[\\d]+)/post-process`,
      endpoints: [
        {
          methods: ['POST'],
          args: {
            id,
            action: { type: 'string', enum: ['create-image-subsizes'], required: true },
          },
          handler: postProcess,
        },
      ],
    },
    {
      namespace: 'cms/v2',
      path: `${BASE}/(?P<id>[\\d]+)/edit`,
      endpoints: [{ methods: ['POST'], args: { id, ...editArgs }, handler: edit }],
    },
  ];
}

const pick = (args: Args, names: string[]): Args =>
  Object.fromEntries(names.filter((name) => args[name]).map((name) => [name, args[name]]));

/** Titles, captions and descriptions are read by the handler (a string or `{raw}`). */
const WRITE_ADJUST = {
  title: { unchecked: true as const },
  caption: { unchecked: true as const },
  description: { unchecked: true as const },
  meta: { properties: undefined },
};
