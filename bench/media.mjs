// Media with sharp (issue: media, batch and oEmbed): upload of a 12-megapixel JPEG with all its
// sub-sizes, and `edit` rotate 90 + crop 50% of it (medians of 10 each); then peak server RSS while
// 4 edits run at once, on a fresh server. Goals on 2 cores: upload ≤ 1.5 s, edit ≤ 400 ms, RSS < 400 MB.
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { adminHeaders, startServer } from './lib.mjs';

const ROUNDS = 10;
const WIDTH = 4000;
const HEIGHT = 3000;

/** A photo-like 4000x3000 JPEG: smooth gradients with fine grain (pure noise would be unrealistically costly). */
async function photo() {
  const data = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 7;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 41) - 20;
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      data[i] = Math.max(0, Math.min(255, (x * 255) / WIDTH + grain()));
      data[i + 1] = Math.max(0, Math.min(255, (y * 255) / HEIGHT + grain()));
      data[i + 2] = Math.max(0, Math.min(255, 128 + 100 * Math.sin(x / 150) * Math.cos(y / 120) + grain()));
    }
  return sharp(data, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const peakRss = (pid) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function client(server) {
  const headers = await adminHeaders(server);
  const route = (path) => `${server.url}/index.php?rest_route=${encodeURIComponent(path)}`;
  const upload = async (bytes) => {
    const response = await fetch(route('/cms/v2/media'), {
      method: 'POST',
      headers: {
        authorization: headers.authorization,
        'content-type': 'image/jpeg',
        'content-disposition': 'attachment; filename="photo.jpg"',
      },
      body: bytes,
    });
    if (response.status !== 201)
      throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const edit = async (item) => {
    const response = await fetch(route(`/cms/v2/media/${item.id}/edit`), {
      method: 'POST',
      headers,
      body: JSON.stringify({
        src: item.source_url,
        modifiers: [
          { type: 'rotate', args: { angle: 90 } },
          { type: 'crop', args: { left: 25, top: 25, width: 50, height: 50 } },
        ],
      }),
    });
    if (response.status !== 201) throw new Error(`edit failed: ${response.status} ${await response.text()}`);
    return response.json();
  };
  return { upload, edit };
}

const time = async (run) => {
  const start = performance.now();
  const result = await run();
  return [performance.now() - start, result];
};

const bytes = await photo();
console.log(`photo: ${WIDTH}x${HEIGHT} JPEG, ${(bytes.length / 1024 / 1024).toFixed(1)} MB`);

let server = await startServer();
try {
  const { upload, edit } = await client(server);
  const uploads = [];
  const edits = [];
  let item;
  for (let round = 0; round < ROUNDS; round++) {
    const [ms, uploaded] = await time(() => upload(bytes));
    uploads.push(ms);
    item = uploaded;
  }
  const sizes = Object.keys(item.media_details.sizes).join(', ');
  for (let round = 0; round < ROUNDS; round++) edits.push((await time(() => edit(item)))[0]);
  console.log(`upload with sub-sizes (${sizes}): median ${median(uploads).toFixed(0)} ms (goal ≤ 1500)`);
  console.log(`edit rotate 90 + crop 50%: median ${median(edits).toFixed(0)} ms (goal ≤ 400)`);
} finally {
  await server.stop();
}

server = await startServer();
try {
  const { upload, edit } = await client(server);
  const idle = peakRss(server.pid);
  const item = await upload(bytes);
  const before = peakRss(server.pid);
  const [ms] = await time(() => Promise.all([edit(item), edit(item), edit(item), edit(item)]));
  console.log(
    `4 edits at once: ${ms.toFixed(0)} ms; peak server RSS ${peakRss(server.pid).toFixed(0)} MB ` +
      `(idle ${idle.toFixed(0)} MB, after one upload ${before.toFixed(0)} MB; goal < 400)`,
  );
} finally {
  await server.stop();
}
