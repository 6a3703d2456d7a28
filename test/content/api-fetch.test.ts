import * as apiFetchModule from '@wordpress/api-fetch';
import type { ApiFetch } from '@wordpress/api-fetch';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth } from '../helpers/content.js';
import { corners, quadrantImage } from '../helpers/images.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// The block editor's own client, @wordpress/api-fetch, against the plain-permalink API root.
// (Its typings are CommonJS while the package is loaded as ES module: the function is `default`.)
const apiFetch = (apiFetchModule as unknown as { default: ApiFetch }).default;
let server: TestServer;
let headers: Record<string, string>;

interface Media {
  id: number;
  source_url: string;
  media_details: {
    width: number;
    height: number;
    file: string;
    sizes: Record<string, { source_url: string }>;
  };
}

beforeAll(async () => {
  server = await startTestServer();
  headers = adminAuth(server);
  apiFetch.use(
    apiFetch.createRootURLMiddleware(`${server.runtime.settings.publicUrl}/index.php?rest_route=/`),
  );
});
afterAll(() => server.stop());

describe('@wordpress/api-fetch', () => {
  it('uploads a file as the editor does (multipart), then edits it into a new item', async () => {
    const body = new FormData();
    body.append(
      'file',
      new Blob([new Uint8Array(await quadrantImage(640, 480))], { type: 'image/jpeg' }),
      'editor.jpg',
    );
    body.append('alt_text', 'From the editor');
    const uploaded = await apiFetch<Media & { alt_text: string }>({
      path: '/cms/v2/media',
      method: 'POST',
      body,
      headers,
    });
    expect(uploaded.alt_text).toBe('From the editor');
    expect([uploaded.media_details.width, uploaded.media_details.height]).toEqual([640, 480]);

    const edited = await apiFetch<Media>({
      path: `/cms/v2/media/${uploaded.id}/edit`,
      method: 'POST',
      data: {
        src: uploaded.media_details.sizes.medium.source_url,
        modifiers: [
          { type: 'rotate', args: { angle: 90 } },
          { type: 'crop', args: { left: 50, top: 0, width: 50, height: 100 } },
        ],
      },
      headers,
    });
    expect(edited.id).not.toBe(uploaded.id);
    // 640x480 turned clockwise is 480x640; its right half is 240x640 and was the image's top.
    const bytes = Buffer.from(await (await fetch(edited.source_url)).arrayBuffer());
    expect(await corners(bytes)).toEqual({
      width: 240,
      height: 640,
      topLeft: 'topLeft',
      topRight: 'topLeft',
      bottomLeft: 'topRight',
      bottomRight: 'topRight',
    });
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
  });

  it('gets the REST error body when a request fails', async () => {
    await expect(
      apiFetch({
        path: '/cms/v2/media/999999/edit',
        method: 'POST',
        data: { src: 'x', modifiers: [] },
        headers,
      }),
    ).rejects.toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { modifiers: 'modifiers must contain at least 1 item.' } },
    });
  });
});
