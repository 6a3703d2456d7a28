import { contentSite, rest } from './content.js';
import { quadrantImage } from './images.js';
import { storedCount, storedFile } from './media.js';

/**
 * A server for the calling test file's media (uploads up to 1 MB; `env` adds settings), stopped after its last test: an
 * author, a contributor and a subscriber, an 800×600 photo, this month's upload folder, and uploads
 * raw or multipart.
 */
export async function mediaSite(env: Record<string, string> = {}) {
  const content = await contentSite(
    { author: 'ann', contributor: 'carl', subscriber: 'sam' },
    { env: { MEDIA_MAX_UPLOAD_MB: '1', ...env } },
  );
  const { server, site, admin } = content;
  const now = new Date();

  function upload(
    bytes: Buffer,
    headers: Record<string, string>,
    options: { name?: string; type?: string; query?: string; md5?: string } = {},
  ) {
    const extra: Record<string, string> = {};
    if (options.type !== '') extra['Content-Type'] = options.type ?? 'image/jpeg';
    if (options.name !== '')
      extra['Content-Disposition'] = `attachment; filename="${options.name ?? 'test.jpg'}"`;
    if (options.md5) extra['Content-MD5'] = options.md5;
    return rest(server, 'POST', '/cms/v2/media', {
      headers: { ...headers, ...extra },
      raw: new Uint8Array(bytes),
      query: options.query,
    });
  }

  function multipart(file: Buffer, name: string, fields: Record<string, string>, headers = admin) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), name);
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return rest(server, 'POST', '/cms/v2/media', { headers, raw: form });
  }

  return {
    ...content,
    photo: await quadrantImage(800, 600),
    folder: `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`,
    stored: (file: string) => storedFile(server.runtime.settings, file),
    fileCount: () => storedCount(server.runtime.settings),
    url: (file: string) => `${site}/uploads/${file}`,
    upload,
    multipart,
  };
}
