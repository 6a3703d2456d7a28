import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, rest } from '../helpers/content.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';
import { storedCount } from '../helpers/media.js';

// Media edits cannot grow images past MEDIA_MAX_PIXELS or burn unbounded CPU: refused
// before any pixel is decoded.

const MAX_PIXELS = 4_000_000;
let server: TestServer;
let admin: Record<string, string>;

const files = () => storedCount(server.runtime.settings);

async function uploadSquare(side: number): Promise<{ id: number; src: string }> {
  const png = await sharp({ create: { width: side, height: side, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();
  const res = await rest(server, 'POST', '/cms/v2/media', {
    headers: {
      ...admin,
      'Content-Type': 'image/png',
      'Content-Disposition': `attachment; filename="sq${side}.png"`,
    },
    raw: new Uint8Array(png),
  });
  expect(res.status).toBe(201);
  return { id: res.body.id, src: res.body.source_url };
}

const edit = (id: number, body: Record<string, unknown>) =>
  rest(server, 'POST', `/cms/v2/media/${id}/edit`, { headers: admin, body });
const times = (count: number, modifier: Record<string, unknown>) =>
  Array.from({ length: count }, () => modifier);

beforeAll(async () => {
  server = await startTestServer({ env: { MEDIA_MAX_PIXELS: String(MAX_PIXELS) } });
  admin = adminAuth(server);
});
afterAll(() => server.stop());

describe('media edit limits', () => {
  it('refuses more than 10 modifiers, on REST and GraphQL', async () => {
    const image = await uploadSquare(100);
    const before = await files();
    const rotations = times(11, { type: 'rotate', args: { angle: 1 } });
    const res = await edit(image.id, { src: image.src, modifiers: rotations });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): modifiers',
      data: {
        status: 400,
        params: { modifiers: 'modifiers must contain at most 10 items.' },
        details: { modifiers: { code: 'rest_too_many_items' } },
      },
    });
    const gql = await graphql(
      server.url,
      'mutation ($id: Int!, $src: String!, $m: [ModifierInput!]!) { editMedia(id: $id, src: $src, modifiers: $m) { id } }',
      {
        variables: { id: image.id, src: image.src, m: times(1000, { type: 'ROTATE', angle: 1 }) },
        headers: admin,
      },
    );
    expect(gql.body.errors?.[0]).toMatchObject({
      message: 'Invalid parameter(s): modifiers',
      // The domain's words: the argument, what is wrong with it, and the message (no REST codes).
      extensions: {
        code: 'INVALID_PARAM',
        message: 'modifiers must contain at most 10 items.',
        violation: { argument: 'modifiers', path: [], problem: 'TOO_MANY_ITEMS' },
      },
    });
    const crop = await graphql(
      server.url,
      'mutation ($id: Int!, $src: String!, $m: [ModifierInput!]!) { editMedia(id: $id, src: $src, modifiers: $m) { id } }',
      {
        variables: {
          id: image.id,
          src: image.src,
          m: [{ type: 'CROP', left: 10, top: 10, width: 150, height: 50 }],
        },
        headers: admin,
      },
    );
    expect(crop.body.errors?.[0].extensions).toMatchObject({
      code: 'INVALID_PARAM',
      message: 'modifiers[0].width must be between 0 (inclusive) and 100 (inclusive)',
      violation: { argument: 'modifiers', path: [0, 'width'], problem: 'OUT_OF_BOUNDS' },
    });
    expect(await files()).toBe(before);
  });

  it('refuses an edit whose image would grow past MEDIA_MAX_PIXELS at any step', async () => {
    const image = await uploadSquare(1000);
    const before = await files();
    const res = await edit(image.id, {
      src: image.src,
      modifiers: times(7, { type: 'rotate', args: { angle: 45 } }),
    });
    expect(res.body).toEqual({
      code: 'rest_image_too_large',
      message: `The edited image would be too large: it would have 2002×2002 pixels, at most ${MAX_PIXELS} are allowed (MEDIA_MAX_PIXELS).`,
      data: { status: 400 },
    });
    // Turning back after growing does not help: the step in between is too large.
    const back = await edit(image.id, {
      src: image.src,
      modifiers: [
        ...times(2, { type: 'rotate', args: { angle: 45 } }),
        { type: 'crop', args: { left: 0, top: 0, width: 10, height: 10 } },
      ],
    });
    expect(back.body.code).toBe('rest_image_too_large');
    expect(await files()).toBe(before);
  });

  it('bounds the pixel work of one request', async () => {
    const image = await uploadSquare(1900);
    const before = await files();
    const flips = times(10, { type: 'flip', args: { flip: { horizontal: true, vertical: false } } });
    const res = await edit(image.id, { src: image.src, modifiers: flips });
    expect(res.body).toEqual({
      code: 'rest_image_too_large',
      message: `These edits would process ${11 * 1900 * 1900} pixels; at most ${4 * MAX_PIXELS} are allowed (4 × MEDIA_MAX_PIXELS).`,
      data: { status: 400 },
    });
    expect(await files()).toBe(before);
  });

  it('still edits within the limits', async () => {
    const image = await uploadSquare(1000);
    const res = await edit(image.id, {
      src: image.src,
      modifiers: [
        { type: 'rotate', args: { angle: 45 } },
        { type: 'crop', args: { left: 25, top: 25, width: 50, height: 50 } },
      ],
    });
    expect(res.status).toBe(201);
    expect([res.body.media_details.width, res.body.media_details.height]).toEqual([707, 707]);
  });
});
