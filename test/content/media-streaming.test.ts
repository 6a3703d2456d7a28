import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restError } from '../helpers/content.js';
import { spawnServer, tempDir, testEnv, type ServerProcess } from '../helpers/server.js';

// Uploads are streamed to a temporary folder (busboy for multipart), hashed on the way, and the folder
// goes when the response is sent — whatever the outcome. A separate server process, so its TMPDIR is
// its own and can be watched.
let dir: string;
let staging: string;
let server: ServerProcess;
let auth: string;

const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200 * 1024, 7)]);
const leftovers = () => readdirSync(staging);
const mediaUrl = () => `${server.url}/index.php?rest_route=${encodeURIComponent('/cms/v2/media')}`;

function post(body: RequestInit['body'], headers: Record<string, string>) {
  return fetch(mediaUrl(), { method: 'POST', headers: { authorization: auth, ...headers }, body });
}

function form(file: Buffer | null, fields: Record<string, string> = {}) {
  const data = new FormData();
  if (file) data.append('file', new Blob([new Uint8Array(file)], { type: 'application/zip' }), 'files ü.zip');
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

beforeAll(async () => {
  dir = tempDir();
  staging = join(dir, 'tmp');
  mkdirSync(staging);
  server = await spawnServer(await testEnv(dir, { TMPDIR: staging, MEDIA_MAX_UPLOAD_MB: '1' }));
  const password = /app password +((?:[A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4})/.exec(server.output())![1];
  auth = `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited.catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

describe('uploads streamed to disk', () => {
  it('stores a multipart upload with its text fields and a UTF-8 file name, leaving nothing staged', async () => {
    const res = await post(form(ZIP, { title: 'Archive', alt_text: 'ignored for files' }), {});
    expect(res.status).toBe(201);
    const item = (await res.json()) as { source_url: string };
    expect(item).toMatchObject({ title: { raw: 'Archive' }, mime_type: 'application/zip' });
    expect(item.source_url).toMatch(/\/files-ü\.zip$|\/files-%C3%BC\.zip$/);
    const stored = await fetch(item.source_url);
    expect(Buffer.from(await stored.arrayBuffer()).equals(ZIP)).toBe(true);
    expect(leftovers()).toEqual([]);
  });

  it('checks a raw body against its Content-MD5 as it was streamed', async () => {
    const headers = {
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="raw.zip"',
    };
    const wrong = await post(ZIP, { ...headers, 'content-md5': createHash('md5').update('x').digest('hex') });
    expect(wrong.status).toBe(412);
    expect(await wrong.json()).toEqual(
      restError('rest_upload_hash_mismatch', 'Content hash did not match expected.', 412),
    );
    const right = await post(ZIP, { ...headers, 'content-md5': createHash('md5').update(ZIP).digest('hex') });
    expect(right.status).toBe(201);
    expect(leftovers()).toEqual([]);
  });

  it('refuses a file over MEDIA_MAX_UPLOAD_MB with 413, multipart or raw, and removes what it staged', async () => {
    const huge = Buffer.concat([ZIP, Buffer.alloc(1024 * 1024)]);
    const tooLarge = restError('rest_request_too_large', 'The request body is too large.', 413);
    const multipart = await post(form(huge), {});
    expect(multipart.status).toBe(413);
    expect(await multipart.json()).toEqual(tooLarge);
    const raw = await post(huge, {
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="huge.zip"',
    });
    expect(await raw.json()).toEqual(tooLarge);
    expect(leftovers()).toEqual([]);
  });

  it('reads a malformed multipart body as PHP does (no fields, no file: rest_upload_no_data)', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const res = await post(
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\nPK',
        {
          'content-type': contentType,
        },
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(restError('rest_upload_no_data', 'No data supplied.', 400));
    }
    const textOnly = await post(form(null, { title: 'No file' }), {});
    expect(await textOnly.json()).toEqual(restError('rest_upload_no_data', 'No data supplied.', 400));
    expect(leftovers()).toEqual([]);
  });

  it('cleans up after a client that hangs up halfway, and serves on', async () => {
    const { hostname, port } = new URL(server.url);
    await new Promise<void>((resolve) => {
      const req = request({
        host: hostname,
        port,
        method: 'POST',
        path: '/index.php?rest_route=%2Fcms%2Fv2%2Fmedia',
        headers: {
          authorization: auth,
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="cut.zip"',
          'content-length': String(ZIP.length),
        },
      });
      req.on('error', () => resolve());
      req.write(ZIP.subarray(0, 64 * 1024), () => setTimeout(() => (req.destroy(), resolve()), 200));
    });
    await expect.poll(leftovers, { timeout: 5000 }).toEqual([]);
    expect(server.output()).not.toContain('"msg":"request failed"'); // a hang-up is no server error
    const after = await post(form(ZIP), {});
    expect(after.status).toBe(201);
    expect(leftovers()).toEqual([]);
  });
});
