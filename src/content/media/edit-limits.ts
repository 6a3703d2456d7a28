import { DomainError } from '../../errors.js';
import { invalidArgument } from '../content-errors.js';
import type { Modifier } from './image-processor.js';

/** The most edits one request may ask for (the reference has no limit; 300 rotations took 48 s here). */
export const MAX_IMAGE_MODIFIERS = 10;
/** One edit may touch (decode and produce) at most this many times MEDIA_MAX_PIXELS pixels in all. */
export const EDIT_WORK_FACTOR = 4;

interface Size {
  width: number;
  height: number;
}

/** The canvas of an image turned clockwise by `angle` degrees: its rotated bounds, rounded up. */
function turned({ width, height }: Size, angle: number): Size {
  if (angle % 180 === 0) return { width, height };
  if (angle % 90 === 0) return { width: height, height: width };
  const radians = (angle * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { width: Math.ceil(width * cos + height * sin), height: Math.ceil(width * sin + height * cos) };
}

const tooLarge = (message: string) => new DomainError('IMAGE_TOO_LARGE', message, 400);

/**
 * Refuses, before any pixel is decoded, an edit with too many modifiers, one whose image would be
 * larger than `maxPixels` after any step (rotations grow the canvas: seven 45° turns of a 1000×1000
 * image make 11314×11314), or one whose steps together would touch more than EDIT_WORK_FACTOR times
 * `maxPixels` pixels. `start` is the upright size of the original.
 */
export function checkEditLimits(start: Size, modifiers: readonly Modifier[], maxPixels: number): void {
  if (modifiers.length > MAX_IMAGE_MODIFIERS)
    throw invalidArgument(
      'modifiers',
      'TOO_MANY_ITEMS',
      `must contain at most ${MAX_IMAGE_MODIFIERS} items.`,
    );
  let size = start;
  let work = start.width * start.height;
  for (const modifier of modifiers) {
    if (modifier.type === 'rotate') size = turned(size, ((modifier.angle % 360) + 360) % 360);
    else if (modifier.type === 'crop')
      size = {
        width: Math.max(1, Math.round((size.width * Math.min(modifier.width, 100)) / 100)),
        height: Math.max(1, Math.round((size.height * Math.min(modifier.height, 100)) / 100)),
      };
    const pixels = size.width * size.height;
    if (pixels > maxPixels)
      throw tooLarge(
        `The edited image would be too large: it would have ${size.width}×${size.height} pixels, at most ${maxPixels} are allowed (MEDIA_MAX_PIXELS).`,
      );
    work += pixels;
  }
  if (work > EDIT_WORK_FACTOR * maxPixels)
    throw tooLarge(
      `These edits would process ${work} pixels; at most ${EDIT_WORK_FACTOR * maxPixels} are allowed (${EDIT_WORK_FACTOR} × MEDIA_MAX_PIXELS).`,
    );
}
