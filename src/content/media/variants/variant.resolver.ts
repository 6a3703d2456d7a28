import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../auth/request-context.js';
import { closedSet } from '../../../graphql/closed-set.js';
import { RestOnly } from '../../../graphql/rest-only.js';
import { contentDeps } from '../../content-access.js';
import { mediaUrl } from '../../links.js';
import type { FocalPoint } from '../attachment.entity.js';
import { checkFocalPoint } from '../focal-point.js';
import { FocalPointValue } from '../focal-point.types.js';
import { MediaItemNode } from '../media.types.js';
import {
  bounded,
  canonicalQuery,
  MAX_VARIANT_SIDE,
  variantAllowed,
  variantFocus,
  variantSignature,
  type Fit,
  type VariantFormat,
  type VariantRequest,
} from './variant-request.js';
import { variantOf } from './variant.service.js';

const ImageFit = closedSet('ImageFit', 'How an image variant fills its box.', {
  inside: 'Fits in it, keeping its shape (the default).',
  cover: "Fills it, cropped to it around the image's focal point (its centre when it has none).",
  contain: 'Fits in it, padded to it (white behind a JPEG, transparent otherwise).',
});

const ImageFormat = closedSet('ImageFormat', 'The format of an image variant.', {
  auto: 'WebP for browsers that take it, else JPEG (PNG for images with transparency); answers `Vary: Accept`.',
  webp: 'WebP.',
  avif: 'AVIF.',
  jpeg: 'JPEG.',
  png: 'PNG.',
});

@ObjectType({ description: 'An image variant kept in the media store, to be served.' })
class MediaVariantFile {
  @Field({ description: 'Its path in the media store.' })
  file!: string;
  @Field({ description: 'Its type.' })
  mime!: string;
}

interface Asked {
  width?: number;
  height?: number;
  fit?: Fit;
  focus: FocalPoint | null;
  quality?: number;
  format?: VariantFormat;
}

/** A variant asked through GraphQL, within the bounds the uploads route keeps to. */
function variantRequest(asked: Asked, signature: string | null = null): VariantRequest {
  checkFocalPoint(asked.focus, 'focus');
  return {
    width: bounded('width', asked.width, MAX_VARIANT_SIDE),
    height: bounded('height', asked.height, MAX_VARIANT_SIDE),
    fit: asked.fit ?? 'inside',
    focus: asked.focus,
    quality: bounded('quality', asked.quality, 100),
    format: asked.format ?? 'auto',
    signature,
  };
}

@Resolver(() => MediaItemNode)
export class MediaVariantResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The URL of the image at another size or in another format (never larger than it is), made and kept on first use by the site (`{site_url}/uploads/…`); without arguments its own `sourceUrl`. Widths the site lists (MEDIA_VARIANT_WIDTHS) alone give a plain URL, anything else a signed one; either carries the item’s id (`v`), under which caches keep it for a year. Null for files that are not images.',
  })
  url(
    @Root() item: MediaItemNode,
    @Ctx() ctx: RequestContext,
    @Arg('width', () => Int, { nullable: true, description: 'At most this wide.' }) width?: number,
    @Arg('height', () => Int, { nullable: true, description: 'At most this high.' }) height?: number,
    @Arg('fit', () => ImageFit, { nullable: true, description: 'How it fills a box of both.' }) fit?: Fit,
    @Arg('quality', () => Int, { nullable: true, description: 'Encoding quality, 1–100.' }) quality?: number,
    @Arg('format', () => ImageFormat, { nullable: true, description: 'Its format.' }) format?: VariantFormat,
  ): string | null {
    const { file, width: imageWidth, focalPoint } = item.mediaView.attachment;
    if (imageWidth === null) return null;
    const focus = variantFocus(fit ?? 'inside', Boolean(width && height), focalPoint);
    const request = variantRequest({ width, height, fit, focus, quality, format });
    const query = canonicalQuery(request);
    if (!query) return mediaUrl(ctx.settings, file);
    // Made by Portico's own uploads route, even where MEDIA_PUBLIC_URL serves the files from elsewhere.
    const own = `${ctx.settings.publicUrl}/uploads/${file}`;
    const { secretKey, mediaVariantWidths } = ctx.settings;
    // `v`, the item's id, changes nothing in the variant; caches keep a URL with it for a year, as no
    // later upload under the same file name has that id.
    const versioned = `${own}?${query}&v=${item.databaseId}`;
    if (variantAllowed(secretKey, mediaVariantWidths, file, request)) return versioned;
    return `${versioned}&s=${variantSignature(secretKey, file, request)}`;
  }

  @RestOnly()
  @Mutation(() => MediaVariantFile, {
    description: 'Makes (or finds) the variant of an image a request of the uploads route asks for.',
  })
  makeMediaVariant(
    @Ctx() ctx: RequestContext,
    @Arg('file', { description: "The image's full-size file." }) file: string,
    @Arg('accept', { description: "The request's Accept header." }) accept: string,
    @Arg('width', () => Int, { nullable: true }) width?: number,
    @Arg('height', () => Int, { nullable: true }) height?: number,
    @Arg('fit', () => ImageFit, { nullable: true }) fit?: Fit,
    @Arg('focus', () => FocalPointValue, { nullable: true, description: 'Where a cover crop centres.' })
    focus?: FocalPointValue,
    @Arg('quality', () => Int, { nullable: true }) quality?: number,
    @Arg('format', () => ImageFormat, { nullable: true }) format?: VariantFormat,
    @Arg('signature', { nullable: true }) signature?: string,
  ): Promise<MediaVariantFile> {
    const request = variantRequest(
      { width, height, fit, focus: focus ?? null, quality, format },
      signature ?? null,
    );
    return variantOf(contentDeps(ctx), file, request, accept);
  }
}
