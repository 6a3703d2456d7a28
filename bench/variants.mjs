// Image variants on request (`/uploads/<file>?w=…`), on a fresh server on SQLite and on PostgreSQL
// (DATABASES to choose; a variant reads the database only when it is made) with the 50 widths
// 400…890 px allowed unsigned:
// - a 12-megapixel JPEG uploaded (its full-size file, which variants are made of, is the 2560 px
//   `-scaled` copy, as WordPress makes it); the first request of a WebP 800 px wide, and of four other
//   widths, each made then (median ms);
// - the 800 px WebP asked again (kept in the store) against a static file of about its size (the
//   `medium_large` JPEG), autocannon at 50 connections: requests/s and their ratio (goal ≥ 0.8);
// - the server's peak RSS while 50 clients ask 50 different variants (JPEGs, none made before) at once.
import { performance } from 'node:perf_hooks';
import { onEachDatabase } from './each-database.mjs';
import { adminHeaders, measure, ratio, report, startServer } from './lib.mjs';
import { photoJpeg, uploadJpeg } from './photo.mjs';
import { peakRss, rssNow } from './processes.mjs';

const WIDTHS = Array.from({ length: 50 }, (_, i) => 400 + 10 * i);
const WEBP = 'image/avif,image/webp,*/*;q=0.8';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: WEBP } });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return { ms: performance.now() - started, bytes, type: response.headers.get('content-type') };
}

async function measureVariants(label, env) {
  const server = await startServer({ ...env, MEDIA_VARIANT_WIDTHS: WIDTHS.join(',') });
  try {
    const headers = await adminHeaders(server);
    const item = await uploadJpeg(server, headers, await photoJpeg(4000, 3000));
    const file = item.source_url;
    const first = [];
    for (const width of [800, 810, 820, 830, 840]) first.push((await timed(`${file}?w=${width}`)).ms);
    const variant = await timed(`${file}?w=800`);
    const staticFile = item.media_details.sizes.medium_large;
    console.error(
      `${label}: source ${item.media_details.width}×${item.media_details.height} (${file.split('/').pop()}); ` +
        `800 px ${variant.type} ${variant.bytes} bytes; first requests ${first.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );
    const cached = await measure(`${label}: cached 800 px WebP variant`, {
      url: `${file}?w=800`,
      headers: { accept: WEBP },
    });
    const plain = await measure(`${label}: static file (${staticFile.file}, ${staticFile.filesize} bytes)`, {
      url: staticFile.source_url,
    });
    const idle = rssNow(server.pid).reduce((sum, mb) => sum + mb, 0);
    const started = performance.now();
    const load = await peakRss(server.pid, () =>
      Promise.all(WIDTHS.map((width) => timed(`${file}?w=${width}&format=jpeg`))),
    );
    return [
      {
        title: `${label}: first 800 px WebP from the 12 MP upload, median of 5 widths (ms)`,
        value: Math.round(median(first)),
      },
      cached,
      plain,
      ratio(`${label}: cached variant / static file`, cached, plain),
      {
        title: `${label}: ${load.result.length} different variants at once: peak RSS MB (idle ${idle}), seconds`,
        value: `${load.rssMb} MB, ${((performance.now() - started) / 1000).toFixed(1)} s`,
      },
    ];
  } finally {
    await server.stop();
  }
}

report(await onEachDatabase('variants', measureVariants));
