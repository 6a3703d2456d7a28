import { invalidArgument } from '../content-errors.js';
import type { FocalPoint } from './attachment.entity.js';
import type { Modifier } from './image-processor.js';

/** A focal point as written (null clears it): both fractions from 0 to 1. */
export function checkFocalPoint(point: FocalPoint | null | undefined, argument = 'focalPoint') {
  for (const axis of ['x', 'y'] as const)
    if (point && !(point[axis] >= 0 && point[axis] <= 1))
      throw invalidArgument(argument, 'OUT_OF_BOUNDS', 'must be between 0 (inclusive) and 1 (inclusive)', {
        path: [axis],
      });
}

const fraction = (value: number) => (Number.isNaN(value) ? 0.5 : Math.min(1, Math.max(0, value)));
/** Four decimals: finer than a pixel of any image a variant can be made of, without float noise. */
const rounded = (value: number) => Math.round(fraction(value) * 10_000) / 10_000;

/**
 * Where a focal point lies once an image of `size` is edited: moved with each turn (about the centre,
 * on the grown canvas) and flip, and kept at the nearest edge by a crop that leaves it out.
 */
export function focalPointAfter(
  point: FocalPoint,
  size: { width: number; height: number },
  modifiers: readonly Modifier[],
): FocalPoint {
  let { x, y } = point;
  let { width, height } = size;
  for (const modifier of modifiers) {
    if (modifier.type === 'flip') {
      if (modifier.horizontal) x = 1 - x;
      if (modifier.vertical) y = 1 - y;
    } else if (modifier.type === 'crop') {
      x = fraction((x * 100 - modifier.left) / modifier.width);
      y = fraction((y * 100 - modifier.top) / modifier.height);
      width = (width * modifier.width) / 100;
      height = (height * modifier.height) / 100;
    } else {
      const angle = (modifier.angle * Math.PI) / 180;
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
      const [dx, dy] = [(x - 0.5) * width, (y - 0.5) * height];
      const turned = {
        width: Math.abs(width * cos) + Math.abs(height * sin),
        height: Math.abs(width * sin) + Math.abs(height * cos),
      };
      // Clockwise in image coordinates (y grows downwards).
      x = (dx * cos - dy * sin) / turned.width + 0.5;
      y = (dx * sin + dy * cos) / turned.height + 0.5;
      ({ width, height } = turned);
    }
  }
  return { x: rounded(x), y: rounded(y) };
}

/**
 * The region of an image of `size` that a variant filling `box` shows (sharp's `cover`, never
 * enlarged): as large as the box's shape allows, moved as near as it can be to centring `focus`.
 */
export function regionAround(
  size: { width: number; height: number },
  box: { width: number; height: number },
  focus: FocalPoint,
) {
  const scale = Math.min(1, Math.max(box.width / size.width, box.height / size.height));
  const width = Math.min(size.width, Math.round(box.width / scale));
  const height = Math.min(size.height, Math.round(box.height / scale));
  const start = (length: number, kept: number, at: number) =>
    Math.min(length - kept, Math.max(0, Math.round(at * length - kept / 2)));
  return {
    left: start(size.width, width, focus.x),
    top: start(size.height, height, focus.y),
    width,
    height,
  };
}
