import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { purgeAutoDrafts } from '../../src/content/posts/post-delete.service.js';
import { Post } from '../../src/content/posts/post.entity.js';
import { domainDeps } from '../../src/runtime.js';
import { adminAuth, rest } from '../helpers/content.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

// Items opened in the editor and never saved (auto-drafts) go after a week, as WordPress's daily
// wp_delete_auto_drafts(); what was uploaded into them stays, unattached. The job runs hourly in a
// test server, so the test calls its round itself with a clock it moves.
const clock = new FixedClock(new Date('2026-06-01T08:00:00Z'));
const DAY = 24 * 3_600_000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.stop());

async function autoDraft(type: 'POST' | 'PAGE'): Promise<number> {
  const created = await graphql(
    server.url,
    'mutation ($t: ContentType!) { createAutoDraft(type: $t) { databaseId } }',
    {
      variables: { t: type },
      headers: adminAuth(server),
    },
  );
  return (created.body.data as { createAutoDraft: { databaseId: number } }).createAutoDraft.databaseId;
}

async function upload(post: number): Promise<number> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
    .png()
    .toBuffer();
  const media = await rest(server, 'POST', '/cms/v2/media', {
    query: `post=${post}`,
    headers: {
      ...adminAuth(server),
      'Content-Type': 'image/png',
      'Content-Disposition': 'attachment; filename="dot.png"',
    },
    raw: png,
  });
  expect(media.status).toBe(201);
  return media.body.id as number;
}

const status = async (type: string, id: number) =>
  (await rest(server, 'GET', `/cms/v2/${type}/${id}`, { query: 'context=edit', headers: adminAuth(server) }))
    .status;

describe('auto-drafts', () => {
  it('deletes those untouched for a week, with their autosaves; keeps saved and recent items and uploads', async () => {
    const stale = await autoDraft('POST');
    const stalePage = await autoDraft('PAGE');
    const image = await upload(stale);
    const autosaved = await rest(server, 'POST', `/cms/v2/posts/${stale}/autosaves`, {
      headers: adminAuth(server),
      body: { title: 'Half a thought', content: 'never saved' },
    });
    expect(autosaved.status).toBe(200);
    const saved = await autoDraft('POST');
    expect(
      (
        await rest(server, 'POST', `/cms/v2/posts/${saved}`, {
          headers: adminAuth(server),
          body: { status: 'draft', title: 'Kept' },
        })
      ).body,
    ).toMatchObject({ status: 'draft' });

    clock.advance(6 * DAY);
    const recent = await autoDraft('POST');
    expect(await purgeAutoDrafts(domainDeps(server.runtime))).toEqual([]);

    clock.advance(DAY + 60_000);
    expect(await purgeAutoDrafts(domainDeps(server.runtime))).toEqual([stale, stalePage]);
    expect(await status('posts', stale)).toBe(404);
    expect(await status('pages', stalePage)).toBe(404);
    expect(await status('posts', saved)).toBe(200);
    expect(await status('posts', recent)).toBe(200);
    const media = await rest(server, 'GET', `/cms/v2/media/${image}`, {
      query: 'context=edit',
      headers: adminAuth(server),
    });
    expect(media.body).toMatchObject({ id: image, post: null });
    const left = domainDeps(server.runtime).em.fork();
    expect(await left.count(Post, { parentId: { $in: [stale, stalePage] } })).toBe(0);
    // A second instance's round finds nothing left to delete.
    expect(await purgeAutoDrafts(domainDeps(server.runtime))).toEqual([]);
  });
});
