import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../../../errors.js';
import { ACCEPTED_TYPES } from '../file-types.js';
import type { FocalPoint } from '../attachment.entity.js';
import { IMAGE_EXTENSIONS } from '../output-format.js';

/** How a variant fills its box: `cover` crops to it, `contain` pads to it, `inside` fits in it. */
export const FITS = ['cover', 'contain', 'inside'] as const;
export type Fit = (typeof FITS)[number];
/** The formats a variant may ask for; `auto` chooses by what the browser accepts. */
export const VARIANT_FORMATS = ['auto', 'webp', 'avif', 'jpeg', 'png'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** What a request asks of an image: `{site_url}/uploads/<file>?w=&h=&fit=[&fp=]&q=&format=[&s=]`. */
export interface VariantRequest {
  width: number | null;
  height: number | null;
  fit: Fit;
  /**
   * The point a `cover` crop centres on (the image's focal point when its URL was made; the centre
   * when null). In the URL, so that the URL names one variant for good.
   */
  focus: FocalPoint | null;
  quality: number | null;
  format: VariantFormat;
  /** The signature of a variant the operator's widths do not allow. */
  signature: string | null;
}

/** The largest side a variant may ask for (the source's own size bounds it too). */
export const MAX_VARIANT_SIDE = 8192;
const PARAMS = ['w', 'h', 'fit', 'fp', 'q', 'format', 's'] as const;

export const badVariant = (message: string) => new DomainError('INVALID_VARIANT', message, 400);

export const variantNotAllowed = () =>
  new DomainError(
    'VARIANT_NOT_ALLOWED',
    'Only the widths the site allows (MEDIA_VARIANT_WIDTHS), alone, may be asked for without a signature; other variants need a signed URL (MediaItem.url in GraphQL).',
    400,
  );

/** A size or quality within 1…max, as both the uploads route and GraphQL take it; null for none. */
export function bounded(name: string, value: number | null | undefined, max: number): number | null {
  if (value !== null && value !== undefined && (!Number.isInteger(value) || value < 1 || value > max))
    throw badVariant(`${name} must be a whole number from 1 to ${max}`);
  return value ?? null;
}

/** A query's whole number: digits only (no sign, exponent or leading zero), then bounded. */
function whole(name: string, raw: string | undefined, max: number): number | null {
  if (raw === undefined) return null;
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw badVariant(`${name} must be a whole number from 1 to ${max}`);
  return bounded(name, Number(raw), max);
}

function oneOf<T extends string>(
  name: string,
  raw: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw))
    throw badVariant(`${name} must be one of ${allowed.join(', ')}`);
  return raw as T;
}

/** A fraction of the URL's focal point: 0 to 1 with at most three decimals. */
const FRACTION = '(?:0(?:\\.\\d{1,3})?|1(?:\\.0{1,3})?)';
const FOCUS = new RegExp(`^(${FRACTION}),(${FRACTION})$`);

/** `fp=<x>,<y>`, only beside `fit=cover` (the only fit that crops). */
function focusOf(raw: string | undefined, fit: Fit): FocalPoint | null {
  if (raw === undefined) return null;
  const match = FOCUS.exec(raw);
  if (!match) throw badVariant('fp must be two fractions from 0 to 1 with at most three decimals, as x,y');
  if (fit !== 'cover') throw badVariant('fp is only for fit=cover');
  return { x: Number(match[1]), y: Number(match[2]) };
}

const toThousandths = (value: number) => Math.round(value * 1000) / 1000;
/** A fraction as the URL writes it: three decimals at most, no trailing zeros. */
const fractionParam = (value: number) => String(toThousandths(value));

/**
 * The focus a `cover` variant of both sides names for an image's focal point, as precise as its URL
 * keeps it; null for none, or for its centre (the default, so the same variant keeps one URL).
 */
export function variantFocus(fit: Fit, box: boolean, point: FocalPoint | null): FocalPoint | null {
  if (fit !== 'cover' || !box || !point) return null;
  const focus = { x: toThousandths(point.x), y: toThousandths(point.y) };
  return focus.x === 0.5 && focus.y === 0.5 ? null : focus;
}

/**
 * The variant a query asks for; null when it names none of the variant parameters (the file as it is
 * stored: other parameters, like a cache buster, change nothing). A value out of bounds, a parameter
 * given twice or a signature that cannot be one is refused (400).
 */
export function variantRequestOf(query: Readonly<Record<string, unknown>>): VariantRequest | null {
  if (!PARAMS.some((name) => name in query)) return null;
  const value = (name: (typeof PARAMS)[number]) => {
    const raw = query[name];
    if (raw === undefined) return undefined;
    if (typeof raw !== 'string') throw badVariant(`${name} must be given once`);
    return raw;
  };
  const signature = value('s') ?? null;
  if (signature !== null && !/^[\w-]{22}$/.test(signature)) throw badVariant('s is not a signature');
  const fit = oneOf('fit', value('fit'), FITS, 'inside');
  return {
    width: whole('w', value('w'), MAX_VARIANT_SIDE),
    height: whole('h', value('h'), MAX_VARIANT_SIDE),
    fit,
    focus: focusOf(value('fp'), fit),
    quality: whole('q', value('q'), 100),
    format: oneOf('format', value('format'), VARIANT_FORMATS, 'auto'),
    signature,
  };
}

/** The request's parameters in one order, defaults left out: what is signed, and what names the variant. */
export function canonicalQuery(request: Omit<VariantRequest, 'signature'>): string {
  const parts: string[] = [];
  if (request.width !== null) parts.push(`w=${request.width}`);
  if (request.height !== null) parts.push(`h=${request.height}`);
  if (request.fit !== 'inside') parts.push(`fit=${request.fit}`);
  if (request.focus) parts.push(`fp=${fractionParam(request.focus.x)},${fractionParam(request.focus.y)}`);
  if (request.quality !== null) parts.push(`q=${request.quality}`);
  if (request.format !== 'auto') parts.push(`format=${request.format}`);
  return parts.join('&');
}

/** The signature of a variant of a file: 128 bits of an HMAC with the instance's secret. */
export const variantSignature = (secret: string, file: string, request: Omit<VariantRequest, 'signature'>) =>
  createHmac('sha256', secret)
    .update(`variant:${file}?${canonicalQuery(request)}`)
    .digest('base64url')
    .slice(0, 22);

/**
 * Whether a variant may be made: one of the operator's widths (MEDIA_VARIANT_WIDTHS) alone, in any
 * format, or anything signed. So nobody can make the server render a thousand variants of an image.
 */
export function variantAllowed(
  secret: string,
  widths: readonly number[],
  file: string,
  request: VariantRequest,
): boolean {
  if (request.signature === null)
    return (
      request.width !== null &&
      widths.includes(request.width) &&
      request.height === null &&
      request.quality === null &&
      request.fit === 'inside'
    );
  const expected = Buffer.from(variantSignature(secret, file, request));
  const given = Buffer.from(request.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The type of a stored file by its extension (uploads are stored under their real type's). */
export function mimeOfFile(file: string): string {
  const extension = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  const found = Object.entries(ACCEPTED_TYPES).find(([extensions]) =>
    extensions.split('|').includes(extension),
  );
  return found?.[1] ?? 'application/octet-stream';
}

/** The encoded type a variant is written in: `auto` is WebP where the browser takes it, else the source's kind. */
export function variantMime(format: VariantFormat, sourceMime: string, accept: string): string {
  if (format !== 'auto') return `image/${format}`;
  if (/\bimage\/webp\b/i.test(accept)) return 'image/webp';
  return ['image/png', 'image/gif', 'image/webp', 'image/avif'].includes(sourceMime)
    ? 'image/png'
    : 'image/jpeg';
}

/**
 * Where a variant is kept in the store: beside nothing a URL can reach (`.variants/`, a hidden folder
 * the uploads route never serves), named by the file and a hash of what was asked in which type.
 */
export function variantKey(file: string, request: VariantRequest, mime: string) {
  const asked = `${canonicalQuery({ ...request, format: 'auto' })}&type=${mime}`;
  const hash = createHash('sha256').update(asked).digest('base64url').slice(0, 22);
  return { folder: `.variants/${file}`, name: `${hash}.${IMAGE_EXTENSIONS[mime]}` };
}
