/** A registered image size: a bounding box (0 = unbounded), cropped to fill it or not. */
export interface ImageSize {
  name: string;
  width: number;
  height: number;
  crop: boolean;
}

/**
 * The reference's registered sizes, in the order it makes them (medium, large, thumbnail and
 * medium_large first, then the others), which is also the order of `media_details.sizes`.
 */
export const IMAGE_SIZES: readonly ImageSize[] = [
  { name: 'medium', width: 300, height: 300, crop: false },
  { name: 'large', width: 1024, height: 1024, crop: false },
  { name: 'thumbnail', width: 150, height: 150, crop: true },
  { name: 'medium_large', width: 768, height: 0, crop: false },
  { name: '1536x1536', width: 1536, height: 1536, crop: false },
  { name: '2048x2048', width: 2048, height: 2048, crop: false },
];

const RANK = new Map(IMAGE_SIZES.map((size, at) => [size.name, at]));

/**
 * Stored sub-sizes by name, in the reference's order: PostgreSQL's jsonb keeps an object's keys in an
 * order of its own (shorter first), which would show `large` before `medium`.
 */
export const inSizeOrder = <T>(sizes: Record<string, T>): [string, T][] =>
  Object.entries(sizes).sort(
    ([a], [b]) => (RANK.get(a) ?? IMAGE_SIZES.length) - (RANK.get(b) ?? IMAGE_SIZES.length),
  );

/** Images wider or taller than this get a `-scaled` copy that fits it (the reference's big-image threshold). */
export const BIG_IMAGE_THRESHOLD = 2560;

/** The reference's wp_constrain_dimensions(): the size that fits the box, keeping the aspect ratio. */
export function constrainDimensions(width: number, height: number, maxWidth: number, maxHeight: number) {
  if (!maxWidth && !maxHeight) return { width, height };
  let widthRatio = 1;
  let heightRatio = 1;
  const didWidth = maxWidth > 0 && width > maxWidth;
  const didHeight = maxHeight > 0 && height > maxHeight;
  if (didWidth) widthRatio = maxWidth / width;
  if (didHeight) heightRatio = maxHeight / height;
  const smaller = Math.min(widthRatio, heightRatio);
  const larger = Math.max(widthRatio, heightRatio);
  const ratio =
    Math.round(width * larger) > maxWidth || Math.round(height * larger) > maxHeight ? smaller : larger;
  let w = Math.max(1, Math.round(width * ratio));
  let h = Math.max(1, Math.round(height * ratio));
  // One pixel short of the box is rounding: take the box's size.
  if (didWidth && w === maxWidth - 1) w = maxWidth;
  if (didHeight && h === maxHeight - 1) h = maxHeight;
  return { width: w, height: h };
}

/** Which part of the source to take and the size to make of it. */
export interface ResizePlan {
  left: number;
  top: number;
  cropWidth: number;
  cropHeight: number;
  width: number;
  height: number;
}

/**
 * The reference's image_resize_dimensions(): null when the size would not be smaller than the source
 * (within a pixel); cropped sizes take the centre of the source.
 */
export function resizePlan(width: number, height: number, size: ImageSize): ResizePlan | null {
  let plan: ResizePlan;
  if (size.crop) {
    let w = Math.min(size.width, width);
    let h = Math.min(size.height, height);
    if (!w) w = Math.round(h * (width / height));
    if (!h) h = Math.round(w / (width / height));
    const ratio = Math.max(w / width, h / height);
    const cropWidth = Math.round(w / ratio);
    const cropHeight = Math.round(h / ratio);
    plan = {
      left: Math.floor((width - cropWidth) / 2),
      top: Math.floor((height - cropHeight) / 2),
      cropWidth,
      cropHeight,
      width: w,
      height: h,
    };
  } else {
    const fit = constrainDimensions(width, height, size.width, size.height);
    plan = { left: 0, top: 0, cropWidth: width, cropHeight: height, ...fit };
  }
  if (plan.width >= width && plan.height >= height) return null;
  if (Math.abs(plan.width - width) <= 1 && Math.abs(plan.height - height) <= 1) return null;
  return plan;
}
