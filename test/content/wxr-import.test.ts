import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, rest } from '../helpers/content.js';
import { runCli, startTestServer, type TestServer } from '../helpers/server.js';

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

// The WordPress importer's own test export (test/fixtures/wxr/README.md).
describe('import wxr', () => {
  it('says what it would import without writing anything', async () => {
    const dry = await importWxr(fixture('small-export'), '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.summary).toMatchObject({
      source: 'http://localhost',
      imported: { user: 2, category: 29, post_tag: 3, post: 6, page: 5 },
      existing: { user: 1, category: 1 },
      skipped: { comment: 1 },
    });
    expect(await list('/cms/v2/posts')).toHaveLength(0);
  });

  it('imports authors, terms, posts and pages as the export has them', async () => {
    const run = await importWxr(fixture('small-export'), '--author', 'admin=' + server.firstRun!.login);
    expect(run.code).toBe(0);
    expect(run.summary).toMatchObject({
      source: 'http://localhost',
      imported: { user: 2, category: 29, post_tag: 3, post: 6, page: 5 },
      existing: { user: 1, category: 1 },
      skipped: { comment: 1 },
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

  it('imports menus and their items, linked to what the import made of their objects', async () => {
    const run = await importWxr(fixture('theme-unit-test-data'));
    expect(run.code).toBe(0);
    expect(run.summary).toMatchObject({
      source: 'https://wordpress.com',
      // 18 menu items are listed twice in the file (same wp:post_id): each is made once.
      imported: { nav_menu: 6, post: 58, page: 21, nav_menu_item: 52 },
      skipped: { comment: 33, 'type attachment': 37 },
      failed: {},
    });
    const menus = (await rest(server, 'GET', '/cms/v2/menus', { headers: adminAuth(server) })).body as {
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
});
