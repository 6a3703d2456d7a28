/**
 * Values the API refuses never get in another way: not through a WordPress export (each is left out
 * with a warning naming its item, the item imported with its default), not over GraphQL, and not over
 * REST where the reference's schema lets them through to the database.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TEXT_BYTES } from '../../src/content/posts/post-values.js';
import { adminAuth, rest } from '../helpers/content.js';
import { graphql, runCli, startTestServer, type TestServer } from '../helpers/server.js';
import { wxrExport } from '../helpers/wxr.js';

let server: TestServer;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const asAdmin = async (path: string, query = 'context=edit') =>
  (await rest(server, 'GET', path, { headers: adminAuth(server), query })).body as Json;

describe('a WordPress export with values the API refuses', () => {
  it('imports its items without them, says which, and every list still answers', async () => {
    const file = join(server.dir, 'hostile.xml');
    writeFileSync(
      file,
      wxrExport(
        'https://hostile.example',
        [
          { id: 1, type: 'page', title: 'Infinite', name: 'infinite', menuOrder: 'Infinity' },
          { id: 2, type: 'page', title: 'Huge', name: 'huge', menuOrder: '1e20' },
          { id: 3, title: 'Foo status', name: 'foo-status', status: 'foo', creator: 'bob' },
          {
            id: 4,
            title: 'Scripted format',
            name: 'scripted-format',
            terms: [{ domain: 'post_format', slug: 'post-format-&lt;script&gt;x' }],
          },
          { id: 5, title: 'Markup comments', name: 'markup-comments', commentStatus: '<b>open</b>' },
          {
            id: 6,
            title: 'Bad date',
            name: 'bad-date',
            date: '2020-13-45 25:61:61',
            dateGmt: '2020-05-04 10:20:30',
          },
          { id: 7, type: 'wp_template', title: 'Escape', name: '../../../etc/x', content: '<p>x</p>' },
          {
            id: 8,
            type: 'nav_menu_item',
            title: 'Classy',
            meta: {
              _menu_item_type: 'custom',
              _menu_item_url: 'https://hostile.example/',
              _menu_item_classes: 'a:2:{i:0;s:8:"<b>x</b>";i:1;s:4:"good";}',
            },
          },
          { id: 9, title: 'Never saved', name: 'never-saved', status: 'auto-draft' },
        ],
        [{ login: 'bob', displayName: '<img src=x onerror=alert(1)>Bob' }],
      ),
    );
    const run = await runCli(['import', 'wxr', file, '--json'], server.env);
    expect(run.code, run.stderr).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary.failed).toEqual({});
    expect(summary.skipped).toMatchObject({ 'auto-draft': 1 });
    const warnings = (summary.warnings as string[]).map((warning) => warning.replace(/^line \d+: /, ''));
    expect(warnings).toEqual(
      expect.arrayContaining([
        '"Infinite": menu_order "Infinity" is not an integer the database holds: 0 kept',
        '"Huge": menu_order "1e20" is not an integer the database holds: 0 kept',
        '"Foo status": status "foo" is not a status: imported as a draft',
        '"Scripted format": format "<script>x" is not a post format: none kept',
        '"Markup comments": comment_status "<b>open</b>" is not open or closed: the default kept',
        '"Bad date": post_date "2020-13-45 25:61:61" is not a date: not kept',
      ]),
    );

    const pages = await rest(server, 'GET', '/cms/v2/pages');
    expect(pages.status).toBe(200);
    expect((pages.body as Json[]).map((page) => [page.slug, page.menu_order]).sort()).toEqual([
      ['huge', 0],
      ['infinite', 0],
    ]);
    const posts = (await asAdmin(
      '/cms/v2/posts',
      'context=edit&status=any&per_page=100',
    )) as unknown as Json[];
    const post = (slug: string) => posts.find((each) => each.slug === slug)!;
    expect(post('foo-status').status).toBe('draft');
    expect(post('scripted-format').format).toBe('standard');
    expect(post('markup-comments').comment_status).toBe('open');
    expect([post('bad-date').date, post('bad-date').date_gmt]).toEqual([
      '2020-05-04T10:20:30',
      '2020-05-04T10:20:30',
    ]);
    expect(posts.some((each) => each.slug === 'never-saved')).toBe(false);
    const bob = ((await asAdmin('/cms/v2/users', 'context=edit&search=bob')) as unknown as Json[])[0];
    expect(bob.name).toBe('Bob');

    // Stored as wp_insert_post keeps a post_name, and so found again by its id.
    const template = await asAdmin('/cms/v2/templates/portico//etc-x');
    expect(template).toMatchObject({ id: 'portico//etc-x', slug: 'etc-x' });
    const items = (await asAdmin('/cms/v2/menu-items', 'context=edit&per_page=100')) as unknown as Json[];
    expect(items.find((item) => item.title.raw === 'Classy')?.classes).toEqual(['bxb', 'good']);
  });
});

describe('a WordPress export with an item larger than the API takes', () => {
  it('refuses that item (over 10 MB of content), naming it, and imports the rest', async () => {
    const file = join(server.dir, 'large.xml');
    writeFileSync(
      file,
      wxrExport('https://large.example', [
        { id: 1, title: 'Huge', name: 'huge-post', content: `<p>${'x'.repeat(MAX_TEXT_BYTES)}</p>` },
        { id: 2, title: 'Small', name: 'small-post', content: '<p>fine</p>' },
      ]),
    );
    const run = await runCli(['import', 'wxr', file, '--json'], server.env);
    const summary = JSON.parse(run.stdout);
    expect(summary.failed).toEqual({ post: 1 });
    expect(summary.imported).toMatchObject({ post: 1 });
    expect(summary.warnings.map((warning: string) => warning.replace(/^line \d+: /, ''))).toEqual([
      `"Huge" was not imported: content must be at most ${MAX_TEXT_BYTES} bytes long.`,
    ]);
  });
});

describe("an export whose terms collide with the site's", () => {
  it('imports a term named as another under a new slug, reports one it cannot make, and goes on', async () => {
    const file = join(server.dir, 'terms.xml');
    const category = (slug: string, name: string) =>
      `<wp:category><wp:term_id>${slug.length}</wp:term_id><wp:category_nicename><![CDATA[${slug}]]></wp:category_nicename><wp:category_parent></wp:category_parent><wp:cat_name><![CDATA[${name}]]></wp:cat_name></wp:category>`;
    writeFileSync(
      file,
      wxrExport('https://terms.example', [
        { id: 1, title: 'After the terms', name: 'after-the-terms' },
      ]).replace(
        '<wp:base_blog_url>',
        `${category('team-news', 'Team News')}\n${category('team-news-archive', 'Team News')}\n${category('', 'Team News')}\n<wp:base_blog_url>`,
      ),
    );
    const run = await runCli(['import', 'wxr', file, '--json'], server.env);
    const summary = JSON.parse(run.stdout);
    expect(run.code).toBe(0);
    expect(summary.imported).toMatchObject({ category: 2, post: 1 });
    expect(summary.failed).toEqual({ category: 1 });
    expect(summary.warnings).toEqual([
      'category "team-news-archive" has the name of category "team-news": imported as another term, with its own slug',
      'category "" was not imported: A term with the name provided already exists with this parent.',
    ]);
  });
});

describe('the same values over the APIs', () => {
  // (An order past 32 bits never reaches the domain over GraphQL: its Int refuses it.)
  it('refuses statuses, formats and comment statuses outside their sets, and long passwords, over GraphQL', async () => {
    const create = (input: Json) =>
      graphql(server.url, 'mutation ($input: PostInput!) { createPost(type: POST, input: $input) { id } }', {
        variables: { input: { title: 'x', ...input } },
        headers: adminAuth(server),
      });
    // Outside the enum: the schema refuses the variable before anything runs.
    for (const [input, type] of [
      [{ status: 'foo' }, 'PostStatus'],
      [{ format: '<script>x' }, 'PostFormat'],
      [{ commentStatus: '<b>open</b>' }, 'DiscussionStatus'],
      [{ pingStatus: 'maybe' }, 'DiscussionStatus'],
    ] as const) {
      const res = await create(input);
      expect(res.body.data, type).toBeUndefined();
      expect(res.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.body.errors?.[0].message).toContain(`does not exist in "${type}" enum`);
    }
    // A status of the set that a write may not give, and a password too long: the domain's rule.
    for (const [input, argument] of [
      [{ status: 'AUTO_DRAFT' }, 'status'],
      [{ password: 'p'.repeat(256) }, 'password'],
    ] as const) {
      const res = await create(input);
      expect(res.body.data, argument).toBeNull();
      expect(res.body.errors?.[0]).toMatchObject({
        message: `Invalid parameter(s): ${argument}`,
        extensions: { code: 'INVALID_PARAM' },
      });
    }
  });

  it('refuses over REST an order the database cannot hold, naming the field as REST does', async () => {
    const res = await rest(server, 'POST', '/cms/v2/pages', {
      headers: adminAuth(server),
      body: { title: 'Far', menu_order: 1e20 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): menu_order',
      data: {
        status: 400,
        params: {
          menu_order: 'menu_order must be between -2147483648 (inclusive) and 2147483647 (inclusive)',
        },
        details: {
          menu_order: {
            code: 'rest_out_of_bounds',
            message: 'menu_order must be between -2147483648 (inclusive) and 2147483647 (inclusive)',
            data: null,
          },
        },
      },
    });
    expect((await rest(server, 'GET', '/cms/v2/pages')).status).toBe(200);
  });

  it('keeps percent-encoded and non-Latin slugs as WordPress saves them, and finds them by ?slug=', async () => {
    const create = (body: Json) =>
      rest(server, 'POST', '/cms/v2/pages', {
        headers: adminAuth(server),
        body: { status: 'publish', ...body },
      });
    const given = await create({ title: 'Probe', slug: '%ce%b5%cf%80%ce%af-probe' });
    expect((given.body as Json).slug).toBe('%ce%b5%cf%80%ce%af-probe');
    const fromTitle = await create({ title: 'επίπεδο 2' });
    expect((fromTitle.body as Json).slug).toBe('%ce%b5%cf%80%ce%af%cf%80%ce%b5%ce%b4%ce%bf-2');
    for (const query of [
      'slug=επίπεδο-2',
      'slug=%25ce%25b5%25cf%2580%25ce%25af%25cf%2580%25ce%25b5%25ce%25b4%25ce%25bf-2',
    ]) {
      const found = await rest(server, 'GET', '/cms/v2/pages', { query });
      expect(
        (found.body as Json[]).map((page) => page.id),
        query,
      ).toEqual([(fromTitle.body as Json).id]);
    }
    const tag = await rest(server, 'POST', '/cms/v2/tags', {
      headers: adminAuth(server),
      body: { name: 'Привет мир' },
    });
    expect((tag.body as Json).slug).toBe('%d0%bf%d1%80%d0%b8%d0%b2%d0%b5%d1%82-%d0%bc%d0%b8%d1%80');
  });

  it('takes a tag whose name another has when its slug is new, as wp_insert_term does', async () => {
    const tag = (body: Json) => rest(server, 'POST', '/cms/v2/tags', { headers: adminAuth(server), body });
    const first = await tag({ name: 'content περιεχόμενο' });
    expect(first.status).toBe(201);
    const second = await tag({ name: 'content περιεχόμενο', slug: 'content' });
    expect([second.status, (second.body as Json).slug]).toEqual([201, 'content']);
    // Without a slug of its own, or with a slug some tag has, it is the same name again.
    for (const body of [{ name: 'Content περιεχόμενο' }, { name: 'content περιεχόμενο', slug: 'content' }])
      expect((await tag(body)).body).toMatchObject({
        code: 'term_exists',
        data: { term_id: (first.body as Json).id },
      });
  });

  it('never makes a menu item its own parent (the reference resets it to none)', async () => {
    const created = await rest(server, 'POST', '/cms/v2/menu-items', {
      headers: adminAuth(server),
      body: { title: 'Loop', url: 'https://example.org/', status: 'publish' },
    });
    expect(created.status).toBe(201);
    const id = (created.body as Json).id as number;
    const updated = await rest(server, 'POST', `/cms/v2/menu-items/${id}`, {
      headers: adminAuth(server),
      body: { parent: id },
    });
    expect([updated.status, (updated.body as Json).parent]).toEqual([200, 0]);
  });

  it('stores a new template under its sanitised slug, so it can be fetched by its id', async () => {
    const created = await rest(server, 'POST', '/cms/v2/templates', {
      headers: adminAuth(server),
      body: { slug: '../../../etc/y', content: '<p>y</p>' },
    });
    expect(created.status).toBe(201);
    expect((created.body as Json).id).toBe('portico//etc-y');
    expect(
      (await rest(server, 'GET', '/cms/v2/templates/portico//etc-y', { headers: adminAuth(server) })).status,
    ).toBe(200);
  });
});
