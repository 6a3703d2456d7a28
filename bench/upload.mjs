// Memory of one large upload (uploads stream to disk rather than being held in memory): a
// fresh server's peak resident memory (VmHWM) for one 50 MB ZIP sent as multipart/form-data and one
// sent as a raw body, each on a fresh server, against its resident memory once it serves.
import { Blob } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { adminHeaders, startServer } from './lib.mjs';

const SIZE = 50 * 1024 * 1024;
const memory = (pid, field) =>
  Math.round(
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024,
  );

async function measure(kind, bytes) {
  const server = await startServer();
  try {
    const { authorization } = await adminHeaders(server);
    const idle = memory(server.pid, 'VmRSS');
    const url = `${server.url}/index.php?rest_route=${encodeURIComponent('/cms/v2/media')}`;
    let init;
    if (kind === 'multipart') {
      const form = new globalThis.FormData();
      form.append('file', new Blob([bytes], { type: 'application/zip' }), 'archive.zip');
      init = { headers: { authorization }, body: form };
    } else {
      const headers = {
        authorization,
        'content-type': 'application/zip',
        'content-disposition': 'attachment; filename="archive.zip"',
      };
      init = { headers, body: bytes };
    }
    const response = await fetch(url, { method: 'POST', ...init });
    if (response.status !== 201)
      throw new Error(`${kind} upload: ${response.status} ${await response.text()}`);
    return { kind, idleMb: idle, peakMb: memory(server.pid, 'VmHWM') };
  } finally {
    await server.stop();
  }
}

try {
  const bytes = randomBytes(SIZE);
  bytes.write('PK\x03\x04', 0, 'latin1'); // a ZIP by its signature, as the upload's sniffing wants
  const rows = [await measure('multipart', bytes), await measure('raw body', bytes)];
  console.log(`one ${SIZE / 1024 / 1024} MB upload, fresh server each`);
  for (const { kind, idleMb, peakMb } of rows)
    console.log(`${kind.padEnd(10)} idle ${idleMb} MB  peak ${peakMb} MB  (+${peakMb - idleMb} MB)`);
} catch (error) {
  console.error(`bench:upload failed: ${error.message}`);
  process.exit(1);
}
