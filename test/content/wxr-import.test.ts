import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, rest } from '../helpers/content.js';
import { runCli, spawnCli, startTestServer, type TestServer } from '../helpers/server.js';
import { wxrExport } from '../helpers/wxr.js';

let server: TestServer;
const fixture = (name: string) => new URL(`../fixtures/wxr/${name}.xml`, import.meta.url).pathname;
const importWxr = async (file: string, ...extra: string[]) => {
  const run = await runCli(['import', 'wxr', file, ...extra, '--json'], server.env);
  return { ...run, summary: run.stdout ? JSON.parse(run.stdout) : undefined };
};
/** Every item of a collection, whatever its status, as an administrator edits it. */
const list = async (route: string) => {
  const res = await rest(server, 'GET', route, {
    headers: adminAuth(server),
    query: 'context=edit&per_page=100&status=publish,future,draft,pending,private',
  });
  if (!Array.isArray(res.body)) throw new Error(res.text.slice(0, 300));
  return res.body as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** What the import of the WordPress importer's small export counts: its dry run says the same. */
const SMALL_EXPORT = {
  source: 'http://localhost',
  imported: { user: 2, category: 29, post_tag: 3, post: 6, page: 5 },
  existing: { user: 1, category: 1 },
  skipped: { comment: 1 },
};

// The WordPress importer's own test export (test/fixtures/wxr/README.md).
describe('import wxr', () => {
  it('says what it would import without writing anything', async () => {
    const dry = await importWxr(fixture('small-export'), '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.summary).toMatchObject(SMALL_EXPORT);
    expect(await list('/cms/v2/posts')).toHaveLength(0);
  });

  it('imports authors, terms, posts and pages as the export has them', async () => {
    const run = await importWxr(fixture('small-export'), '--author', 'admin=' + server.firstRun!.login);
    expect(run.code).toBe(0);
    expect(run.summary).toMatchObject({
      ...SMALL_EXPORT,
      failed: {},
      usersCreated: ['editor', 'author'],
    });
    expect(run.summary.warnings).toEqual([
      'line 247: "1-col page" keeps no template: "onecolumn-page.php" is not a template here',
    ]);

    const posts = await list('/cms/v2/posts');
    const pages = await list('/cms/v2/pages');
    expect([posts.length, pages.length]).toEqual([6, 5]);
    const users = (
      await rest(server, 'GET', '/cms/v2/users', { headers: adminAuth(server), query: 'context=edit' })
    ).body as { id: number; username: string; roles: string[] }[];
    const userId = (login: string) => users.find((user) => user.username === login)!.id;
    expect(users.find((user) => user.username === 'editor')?.roles).toEqual(['author']);

    const fooChild = posts.find((post) => post.slug === 'foo-child')!;
    const categories = (await rest(server, 'GET', '/cms/v2/categories', { query: 'per_page=100' })).body as {
      id: number;
      slug: string;
      parent: number;
    }[];
    const category = (slug: string) => categories.find((c) => c.slug === slug)!;
    expect(fooChild).toMatchObject({
      title: { raw: 'Foo-child' },
      content: { raw: 'Post associated with the Foo category that is a child of Bar.' },
      date: '2011-01-18T07:48:07',
      date_gmt: '2011-01-18T07:48:07',
      status: 'publish',
      author: userId('editor'),
      categories: [category('foo-bar').id],
    });
    expect(category('foo-bar').parent).toBe(category('bar').id);
    expect(posts.find((post) => post.slug === 'hello-world')?.author).toBe(userId('author'));
    expect(posts.find((post) => post.title.raw === 'Non-standard post format')?.format).toBe('aside');
    expect(posts.find((post) => post.title.raw === 'Private Post')?.status).toBe('private');

    // The child comes before its parent in the file: the parent is set once both are in.
    const parent = pages.find((page) => page.title.raw === 'Parent Page')!;
    expect(pages.find((page) => page.title.raw === 'Child Page')?.parent).toBe(parent.id);
    expect(pages.find((page) => page.title.raw === 'Draft Page')?.status).toBe('draft');
  });

  it('changes nothing when run again', async () => {
    const again = await importWxr(fixture('small-export'), '--author', 'admin=' + server.firstRun!.login);
    expect(again.summary).toMatchObject({
      imported: {},
      existing: { user: 3, category: 30, post_tag: 3, post: 6, page: 5 },
      failed: {},
    });
    expect(await list('/cms/v2/posts')).toHaveLength(6);
  });

  it('imports menus and their items, linked to what the import made of their objects, as WordPress does', async () => {
    const run = await importWxr(fixture('theme-unit-test-data'));
    expect(run.code).toBe(0);
    expect(run.summary).toMatchObject({
      source: 'https://wordpress.com',
      // 18 menu items are in two menus (ids 1643–1660 in all-pages-flat and again, nested, in
      // all-pages): each menu gets its own, as WordPress's importer makes them. Post terms the
      // header does not declare are made too.
      imported: { nav_menu: 6, post: 58, page: 21, nav_menu_item: 70 },
      skipped: { comment: 33 },
      // Without --uploads-dir or --fetch-attachments (test/content/wxr-media.test.ts has them).
      failed: { attachment: 37 },
    });
    expect(run.summary.warnings).toContain(
      'line 2674: attachment "canola2" has no file: give --uploads-dir or --fetch-attachments to import its file',
    );
    const menus = (
      await rest(server, 'GET', '/cms/v2/menus', { headers: adminAuth(server), query: 'per_page=100' })
    ).body as {
      id: number;
      slug: string;
    }[];
    const testing = menus.find((menu) => menu.slug === 'testing-menu')!;
    const items = await list(`/cms/v2/menu-items`);
    const inMenu = items.filter((item) => item.menus === testing.id);
    expect(inMenu).toHaveLength(23);
    const pages = await list('/cms/v2/pages');
    const pageItems = inMenu.filter((item) => item.type === 'post_type' && item.object === 'page');
    expect(pageItems.length).toBeGreaterThan(0);
    for (const item of pageItems) expect(pages.map((page) => page.id)).toContain(item.object_id);
    const children = inMenu.filter((item) => item.parent !== 0);
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) expect(inMenu.map((item) => item.id)).toContain(child.parent);

    const warnings = run.summary.warnings as string[];
    expect(warnings.filter((warning) => /no post_tag|no category/.test(warning))).toEqual([]);
    expect(warnings).toContain(
      'line 11018: post_tag "content" has the name of post_tag "content-2": imported as another term, with its own slug',
    );

    const asAdmin = async (route: string, query: string) =>
      (await rest(server, 'GET', route, { headers: adminAuth(server), query })).body as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    const itemsOf = (slug: string) =>
      items.filter((item) => item.menus === menus.find((menu) => menu.slug === slug)!.id);
    const [flat, nested] = [itemsOf('all-pages-flat'), itemsOf('all-pages')];
    expect([flat.length, flat.filter((item) => item.parent).length]).toEqual([18, 0]);
    expect([nested.length, nested.filter((item) => item.parent).length]).toEqual([18, 11]);
    const ids = new Set(nested.map((item) => item.id));
    expect(nested.every((item) => !item.parent || ids.has(item.parent))).toBe(true);

    const [content] = await asAdmin('/cms/v2/tags', 'slug=content');
    expect(content).toMatchObject({ name: 'content περιεχόμενο', count: expect.any(Number) });
    expect(content!.count).toBeGreaterThan(0);
    // `<dc:creator>>themereviewteam</dc:creator>` is themereviewteam's (sanitize_user).
    const [common] = await asAdmin('/cms/v2/posts', 'search=Block category: Common&context=edit');
    const [author] = await asAdmin('/cms/v2/users', 'search=themereviewteam&context=edit');
    expect(common!.author).toBe(author!.id);

    const again = await importWxr(fixture('theme-unit-test-data'));
    expect(again.summary).toMatchObject({
      imported: {},
      existing: { post: 58, page: 21, nav_menu_item: 70 },
    });
  });

  it('stops at broken XML naming the line, keeping what came before; reports items without a type', async () => {
    const broken = join(server.dir, 'malformed-simple.xml');
    copyFileSync(fixture('malformed-simple'), broken);
    const run = await importWxr(broken);
    expect(run.code).toBe(1);
    expect(run.summary).toEqual({
      error: 'line 14, column 0: unclosed tag: item (in the item that starts on line 9)',
    });
    const edge = await importWxr(fixture('namespace-edge-cases'));
    expect(edge.code).toBe(0);
    expect(edge.summary.failed).toEqual({ '(no type)': 1 });
    expect(edge.summary.warnings).toContain('line 94: an item without wp:post_type');
    const missing = await importWxr(join(server.dir, 'nowhere.xml'));
    expect(missing.summary).toEqual({ error: `cannot read ${join(server.dir, 'nowhere.xml')}` });
  });

  it('imports templates and template parts for the theme, authors named only by their items, dates as exported', async () => {
    const file = join(server.dir, 'site.xml');
    const template = (id: number, type: string, name: string, terms: { domain: string; slug: string }[]) => ({
      id,
      type,
      name,
      title: `Old ${name}`,
      content: `<!-- wp:paragraph --><p>${name} of the old site</p><!-- /wp:paragraph -->`,
      excerpt: `About ${name}`,
      creator: 'olddesigner',
      terms: [{ domain: 'wp_theme', slug: 'twentytwentyfive' }, ...terms],
    });
    writeFileSync(
      file,
      wxrExport('https://site.example', [
        template(1, 'wp_template', 'single', []),
        template(2, 'wp_template', 'landing', []),
        template(3, 'wp_template_part', 'header', [{ domain: 'wp_template_part_area', slug: 'header' }]),
        template(4, 'wp_template_part', 'promo', [{ domain: 'wp_template_part_area', slug: 'sidebar' }]),
        template(7, 'wp_template', '', []),
        {
          id: 5,
          name: 'zoned',
          creator: 'oldwriter',
          date: '2020-05-04 12:20:30',
          dateGmt: '2020-05-04 10:20:30',
        },
        {
          id: 6,
          name: 'floating',
          status: 'draft',
          date: '2020-06-01 09:00:00',
          dateGmt: '0000-00-00 00:00:00',
        },
      ]),
    );
    const run = await importWxr(file);
    expect(run.summary).toMatchObject({
      imported: { user: 2, wp_template: 2, wp_template_part: 2, post: 2 },
      failed: { wp_template: 1 },
      usersCreated: ['olddesigner', 'oldwriter'],
    });
    expect(run.summary.warnings).toEqual([
      'templates of the theme "twentytwentyfive" are stored as templates of "portico"',
      expect.stringMatching(/^line \d+: a wp_template without wp:post_name$/),
    ]);

    const get = async (route: string) =>
      (await rest(server, 'GET', route, { headers: adminAuth(server), query: 'context=edit' }))
        .body as Record<
        string,
        any // eslint-disable-line @typescript-eslint/no-explicit-any
      >;
    const users = (await get('/cms/v2/users')) as unknown as { id: number; username: string }[];
    const designer = users.find((user) => user.username === 'olddesigner')!.id;
    expect(await get('/cms/v2/templates/portico//single')).toMatchObject({
      slug: 'single',
      source: 'custom',
      has_theme_file: true,
      title: { raw: 'Old single' },
      content: { raw: '<!-- wp:paragraph --><p>single of the old site</p><!-- /wp:paragraph -->' },
      description: 'About single',
      author: designer,
    });
    expect(await get('/cms/v2/templates/portico//landing')).toMatchObject({
      source: 'custom',
      is_custom: true,
    });
    expect(await get('/cms/v2/template-parts/portico//header')).toMatchObject({
      area: 'header',
      source: 'custom',
    });
    expect(await get('/cms/v2/template-parts/portico//promo')).toMatchObject({
      area: 'sidebar',
      author: designer,
    });

    const [zoned] = (await list('/cms/v2/posts')).filter((post) => post.slug === 'zoned');
    expect(zoned).toMatchObject({ date: '2020-05-04T12:20:30', date_gmt: '2020-05-04T10:20:30' });
    const [floating] = (await list('/cms/v2/posts')).filter((post) => post.title.raw === 'Item 6');
    // A floating draft shows its date (REST derives date_gmt from it, as WordPress does for the zero date).
    expect(floating).toMatchObject({
      date: '2020-06-01T09:00:00',
      date_gmt: '2020-06-01T09:00:00',
      status: 'draft',
    });

    const again = await importWxr(file);
    expect(again.summary).toMatchObject({
      imported: {},
      existing: { user: 3, wp_template: 2, wp_template_part: 2, post: 2 },
    });
  });

  it('finishes an import that was killed half-way when run again, making nothing twice', async () => {
    const file = join(server.dir, 'big.xml');
    const items = Array.from({ length: 600 }, (_, i) => ({ id: 10_000 + i, name: `bulk-${i}` }));
    writeFileSync(file, wxrExport('https://bulk.example', items));
    const total = async () =>
      Number(
        (await rest(server, 'GET', '/cms/v2/posts', { query: 'search=Item%201&per_page=1' })).headers.get(
          'x-wp-total',
        ),
      );
    const before = await total();
    const { child, result } = spawnCli(['import', 'wxr', file, '--json'], server.env);
    while ((await total()) < before + 50) await new Promise((done) => setTimeout(done, 50));
    child.kill('SIGKILL');
    await result;
    const made = (await total()) - before;
    expect(made).toBeGreaterThanOrEqual(50);
    expect(made).toBeLessThan(600);

    const rest_ = await importWxr(file);
    expect(rest_.summary).toMatchObject({ failed: {} });
    expect(rest_.summary.existing.post + rest_.summary.imported.post).toBe(600);
    expect(rest_.summary.existing.post).toBeGreaterThanOrEqual(made);
    expect((await total()) - before).toBe(600);
  }, 60_000); // two import processes, on a machine that may be busy
});
