// Media with sharp (issue: media, batch and oEmbed): upload of a 12-megapixel JPEG with all its
// sub-sizes, and `edit` rotate 90 + crop 50% of it (medians of 10 each); then peak server RSS while
// 4 edits run at once, on a fresh server. Goals on 2 cores: upload ≤ 1.5 s, edit ≤ 400 ms, RSS < 400 MB.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { adminHeaders, startServer } from './lib.mjs';
import { photoJpeg, uploadJpeg } from './photo.mjs';

const ROUNDS = 10;
const WIDTH = 4000;
const HEIGHT = 3000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const peakRss = (pid) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function client(server) {
  const headers = await adminHeaders(server);
  const route = (path) => `${server.url}/index.php?rest_route=${encodeURIComponent(path)}`;
  const upload = (bytes) => uploadJpeg(server, headers, bytes);
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

const bytes = await photoJpeg(WIDTH, HEIGHT);
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
