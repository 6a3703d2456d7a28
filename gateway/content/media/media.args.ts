import { ATTACHMENT } from '../../../src/content/content-model/post-type-registry.js';
import { MAX_IMAGE_MODIFIERS } from '../../../src/content/media/edit-limits.js';
import type { ModifierInput } from '../../schema-types.generated.js';
import type { RestMediaItemFragment } from './media.generated.js';
import type { ArgSchema, Args } from '../rest/args.js';
import { INT_LIST } from '../rest/collection.js';
import type { FieldTable } from '../rest/field-table.js';
import { collectionArgs } from '../posts/post.args.js';
import type { RestParams } from '../rest/route.js';

/** A REST modifier (`{type, args}`) as the GraphQL ModifierInput. */
function modifierInput(modifier: RestParams): ModifierInput {
  const args = modifier.args;
  if (modifier.type === 'rotate') return { type: 'rotate', angle: args.angle };
  if (modifier.type === 'flip') {
    const { horizontal, vertical } = args.flip;
    return { type: 'flip', horizontal, vertical };
  }
  return { type: 'crop', left: args.left, top: args.top, width: args.width, height: args.height };
}

/**
 * The edits a request asks for: `modifiers`, else the deprecated arguments converted in the
 * reference's order — flip, rotation, then a crop only when x, y, width and height are all given.
 */
export function requestedModifiers(p: RestParams): ModifierInput[] {
  if (p.modifiers !== undefined) return (p.modifiers as RestParams[]).map(modifierInput);
  const modifiers: ModifierInput[] = [];
  // The deprecated flip reads a missing direction as false, as the reference's empty() does.
  if (p.flip !== undefined)
    modifiers.push({ type: 'flip', horizontal: !!p.flip.horizontal, vertical: !!p.flip.vertical });
  if (p.rotation) modifiers.push({ type: 'rotate', angle: p.rotation });
  if ([p.x, p.y, p.width, p.height].every((value) => value !== undefined))
    modifiers.push({ type: 'crop', left: p.x, top: p.y, width: p.width, height: p.height });
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

const pick = (args: Args, names: string[]): Args =>
  Object.fromEntries(names.filter((name) => args[name]).map((name) => [name, args[name]]));

/** The arguments of the media routes, from the item schema as the reference derives them. */
export function mediaArgs(table: FieldTable<RestMediaItemFragment>) {
  const create: Args = {
    ...table.args('create'),
    generate_sub_sizes: {
      description: 'Whether to generate image sub sizes.',
      type: 'boolean',
      default: true,
    },
  };
  const update = table.args('update');
  const edit: Args = {
    ...EDIT_ARGS,
    ...pick(update, ['title', 'caption', 'description', 'post', 'alt_text']),
  };
  const list = collectionArgs(ATTACHMENT);
  Object.assign(list, {
    parent: INT_LIST,
    parent_exclude: INT_LIST,
    status: {
      ...list.status,
      default: 'inherit',
      items: { type: 'string', enum: ['inherit', 'private', 'trash'] },
    },
    media_type: {
      description: 'Limit result set to attachments of a particular media type or media types.',
      type: 'array',
      items: { type: 'string', enum: ['image', 'video', 'text', 'application', 'audio'] },
    },
    mime_type: {
      description: 'Limit result set to attachments of a particular MIME type or MIME types.',
      type: 'array',
      items: { type: 'string' },
    },
  });
  const id: ArgSchema = { description: 'Unique identifier for the attachment.', type: 'integer' };
  return { create, update, edit, list, id };
}
