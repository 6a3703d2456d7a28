import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../src/auth/user.entity.js';
import { domainDeps } from '../../src/runtime.js';
import { adminAuth, contentUser, rest, type ContentUser } from '../helpers/content.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let author: ContentUser;

beforeAll(async () => {
  server = await startTestServer();
  author = await contentUser(server, 'author1', 'author');
});
afterAll(() => server.stop());

const settings = (method: string, headers: Record<string, string>, body?: unknown) =>
  rest(server, method, '/cms/v2/settings', { headers, body });

describe('/cms/v2/settings', () => {
  it("shows an administrator every setting in WordPress's order, with its defaults", async () => {
    const { status, body } = await settings('GET', adminAuth(server));
    expect(status).toBe(200);
    expect(body).toEqual({
      title: 'Portico',
      description: '',
      url: server.runtime.settings.publicUrl,
      // The first administrator's address until one is set.
      email: (await domainDeps(server.runtime).em.findOneOrFail(User, { login: server.firstRun!.login }))
        .email,
      timezone: 'UTC',
      date_format: 'F j, Y',
      time_format: 'g:i a',
      start_of_week: 1,
      language: 'en_US',
      use_smilies: true,
      default_category: 1,
      default_post_format: '0',
      posts_per_page: 10,
      show_on_front: 'posts',
      page_on_front: 0,
      page_for_posts: 0,
      default_ping_status: 'open',
      default_comment_status: 'open',
      site_logo: null,
      site_icon: 0,
    });
    expect(Object.keys(body)).toEqual([
      'title',
      'description',
      'url',
      'email',
      'timezone',
      'date_format',
      'time_format',
      'start_of_week',
      'language',
      'use_smilies',
      'default_category',
      'default_post_format',
      'posts_per_page',
      'show_on_front',
      'page_on_front',
      'page_for_posts',
      'default_ping_status',
      'default_comment_status',
      'site_logo',
      'site_icon',
    ]);
  });

  it('refuses everyone else: 401 anonymous, 403 signed in without manage_options', async () => {
    const forbidden = (status: number) => ({
      code: 'rest_forbidden',
      message: 'Sorry, you are not allowed to do that.',
      data: { status },
    });
    expect((await settings('GET', {})).body).toEqual(forbidden(401));
    expect((await settings('GET', author.auth)).body).toEqual(forbidden(403));
    const post = await settings('POST', author.auth, { title: 'Mine' });
    expect(post.status).toBe(403);
    // Arguments are checked before permissions, as the reference's server does.
    expect((await settings('POST', {}, { posts_per_page: 'abc' })).status).toBe(400);
  });

  it('takes first changes made at once: the defaults row is made once, each change answered', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => settings('POST', adminAuth(server), { posts_per_page: n })),
    );
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200, 200]);
    const { body } = await settings('GET', adminAuth(server));
    expect([1, 2, 3, 4, 5, 6]).toContain((body as { posts_per_page: number }).posts_per_page);
  });

  it('changes what is given, ignores unknown keys, and answers every setting', async () => {
    const { status, body } = await settings('POST', adminAuth(server), {
      title: 'Tom & Jerry',
      posts_per_page: '25',
      show_on_front: 'page',
      page_on_front: 7,
      default_comment_status: 'closed',
      use_smilies: false,
      site_logo: 12,
      unknown_key: 'x',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'Tom &amp; Jerry',
      posts_per_page: 25,
      show_on_front: 'page',
      page_on_front: 7,
      default_comment_status: 'closed',
      use_smilies: false,
      site_logo: 12,
    });
    expect(body).not.toHaveProperty('unknown_key');
    expect((await settings('GET', adminAuth(server))).body).toMatchObject({
      title: 'Tom &amp; Jerry',
      posts_per_page: 25,
    });
  });

  it('refuses what the database cannot hold, NUL bytes included, with a 4xx', async () => {
    for (const body of [{ title: 'a\u0000b' }, { email: 'a\u0000@b.example' }, { time_format: '\u0000' }]) {
      const { status, body: answer } = await settings('PUT', adminAuth(server), body);
      expect(status, JSON.stringify(body)).toBeLessThan(500);
      // Whatever was taken holds no NUL.
      if (status === 200) expect(JSON.stringify(answer)).not.toContain('\\u0000');
    }
  });

  it('sets a setting back to its default with null', async () => {
    const { body } = await settings('POST', adminAuth(server), { posts_per_page: null, title: null });
    expect(body).toMatchObject({ posts_per_page: 10, title: 'Portico' });
  });

  it("keeps the old value of what WordPress's options would not store, and refuses bad types", async () => {
    const { status, body } = await settings('POST', adminAuth(server), {
      timezone: 'Mars/Olympus',
      start_of_week: 0,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ timezone: 'UTC', start_of_week: 0 });
    const bad = await settings('POST', adminAuth(server), {
      posts_per_page: 'abc',
      default_ping_status: 'maybe',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): posts_per_page, default_ping_status',
      data: {
        status: 400,
        params: {
          posts_per_page: 'posts_per_page is not of type integer.',
          default_ping_status: 'default_ping_status is not one of open and closed.',
        },
        details: {
          posts_per_page: {
            code: 'rest_invalid_type',
            message: 'posts_per_page is not of type integer.',
            data: { param: 'posts_per_page' },
          },
          default_ping_status: {
            code: 'rest_not_in_enum',
            message: 'default_ping_status is not one of open and closed.',
            data: null,
          },
        },
      },
    });
  });
});
