import sharp from 'sharp';

/** The colours of the four quadrants of a test image, so a rotation or flip can be read back. */
export const QUADRANTS = {
  topLeft: [255, 0, 0],
  topRight: [0, 255, 0],
  bottomLeft: [0, 0, 255],
  bottomRight: [255, 255, 255],
} as const;

/** An image whose quadrants are red, green / blue, white (top-left to bottom-right). */
export async function quadrantImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' = 'jpeg',
  exif?: { orientation?: number; model?: string },
): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const top = y < height / 2;
      const left = x < width / 2;
      const colour = top
        ? left
          ? QUADRANTS.topLeft
          : QUADRANTS.topRight
        : left
          ? QUADRANTS.bottomLeft
          : QUADRANTS.bottomRight;
      data.set(colour, (y * width + x) * 3);
    }
  let image = sharp(data, { raw: { width, height, channels: 3 } });
  if (exif?.model) image = image.withExif({ IFD0: { Model: exif.model } });
  if (exif?.orientation) image = image.withMetadata({ orientation: exif.orientation });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 95 }).toBuffer();
}

/** The colour of each corner of an image (sampled a few pixels in), as the nearest quadrant name. */
export async function corners(bytes: Buffer) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    const pixel = [data[i], data[i + 1], data[i + 2]];
    const distance = (c: readonly number[]) => c.reduce((sum, v, k) => sum + Math.abs(v - pixel[k]), 0);
    return Object.entries(QUADRANTS).sort(([, a], [, b]) => distance(a) - distance(b))[0][0];
  };
  const m = 3;
  return {
    width: info.width,
    height: info.height,
    topLeft: at(m, m),
    topRight: at(info.width - 1 - m, m),
    bottomLeft: at(m, info.height - 1 - m),
    bottomRight: at(info.width - 1 - m, info.height - 1 - m),
  };
}
