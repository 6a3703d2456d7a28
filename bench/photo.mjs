// A photo-like test image for the media benchmarks.
import { Buffer } from 'node:buffer';
import sharp from 'sharp';

/** A photo-like JPEG: smooth gradients with fine grain (pure noise would be unrealistically costly). */
export async function photoJpeg(width = 4000, height = 3000) {
  const data = Buffer.alloc(width * height * 3);
  let seed = 7;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 41) - 20;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      data[i] = Math.max(0, Math.min(255, (x * 255) / width + grain()));
      data[i + 1] = Math.max(0, Math.min(255, (y * 255) / height + grain()));
      data[i + 2] = Math.max(0, Math.min(255, 128 + 100 * Math.sin(x / 150) * Math.cos(y / 120) + grain()));
    }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Uploads a JPEG as the admin (`headers`) through cms/v2: the new media item. */
export async function uploadJpeg(server, headers, bytes, name = 'photo.jpg') {
  const response = await fetch(`${server.url}/index.php?rest_route=${encodeURIComponent('/cms/v2/media')}`, {
    method: 'POST',
    headers: {
      authorization: headers.authorization,
      'content-type': 'image/jpeg',
      'content-disposition': `attachment; filename="${name}"`,
    },
    body: bytes,
  });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return response.json();
}
