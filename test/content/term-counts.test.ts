import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainDeps } from '../../src/runtime.js';
import { adminAuth, rest } from '../helpers/content.js';
import { runCli, startTestServer, type TestServer } from '../helpers/server.js';

// Term counts are stored and kept by the database on every write (Migration20261128020000): after each
// kind of write, each stored count must be the count of published items carrying the term.
let server: TestServer;
let cat: number[];
let tag: number;

const execute = <T extends Record<string, unknown>[]>(sql: string, params: unknown[] = []) =>
  domainDeps(server.runtime).em.fork().execute<T>(sql, params);

/** Each term's stored count beside a fresh count of its published items. */
async function counts(): Promise<{ id: number; stored: number; actual: number }[]> {
  const rows = await execute<{ id: number; stored: number; actual: number }[]>(
    `select t.id, t.count as stored, (select count(*) from post_terms pt join posts p on p.id = pt.post_id
       where pt.term_id = t.id and p.status = 'publish') as actual from terms t order by t.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), stored: Number(row.stored), actual: Number(row.actual) }));
}

async function expectTrue(step: string) {
  for (const row of await counts()) expect(row.stored, `${step}: term ${row.id}`).toBe(row.actual);
}

/** The count the categories endpoint shows. */
async function shown(id: number): Promise<number> {
  const res = await rest(server, 'GET', `/cms/v2/categories/${id}`);
  expect(res.status).toBe(200);
  return res.body.count;
}

const write = async (method: string, route: string, body?: unknown, query?: string) => {
  const res = await rest(server, method, route, { headers: adminAuth(server), body, query });
  expect(res.status, `${method} ${route}: ${res.text}`).toBeLessThan(300);
  return res.body;
};

beforeAll(async () => {
  server = await startTestServer();
  cat = [];
  for (const name of ['A', 'B', 'C']) cat.push((await write('POST', '/cms/v2/categories', { name })).id);
  tag = (await write('POST', '/cms/v2/tags', { name: 'T' })).id;
});
afterAll(() => server.stop());

describe('stored term counts', () => {
  it('follow publishing, drafts, term changes, trash, deletion and the API’s answers', async () => {
    const published = await write('POST', '/cms/v2/posts', {
      title: 'one',
      status: 'publish',
      categories: [cat[0], cat[1]],
      tags: [tag],
    });
    const draft = await write('POST', '/cms/v2/posts', {
      title: 'two',
      status: 'draft',
      categories: [cat[0]],
    });
    await expectTrue('created');
    expect(await shown(cat[0])).toBe(1);

    await write('POST', `/cms/v2/posts/${draft.id}`, { status: 'publish' });
    await expectTrue('draft published');
    expect(await shown(cat[0])).toBe(2);

    await write('POST', `/cms/v2/posts/${published.id}`, { categories: [cat[2]] });
    await expectTrue('categories changed');
    expect([await shown(cat[0]), await shown(cat[1]), await shown(cat[2])]).toEqual([1, 0, 1]);

    await write('DELETE', `/cms/v2/posts/${draft.id}`);
    await expectTrue('trashed');
    expect(await shown(cat[0])).toBe(0);
    await write('POST', `/cms/v2/posts/${draft.id}`, { status: 'publish' });
    await expectTrue('untrashed and published');

    const page = await write(
      'GET',
      '/cms/v2/categories',
      undefined,
      'hide_empty=true&orderby=count&order=desc',
    );
    // Equal counts in the id's order, as the order's direction says.
    expect((page as { id: number; count: number }[]).map((term) => [term.id, term.count])).toEqual([
      [cat[2], 1],
      [cat[0], 1],
    ]);

    await write('DELETE', `/cms/v2/posts/${published.id}`, undefined, 'force=true');
    await write('DELETE', `/cms/v2/posts/${draft.id}`, undefined, 'force=true');
    await expectTrue('deleted');
    expect((await counts()).every((row) => row.stored === 0)).toBe(true);
  });

  it('hold for writes made around the API, rows and links in either order', async () => {
    const template = await write('POST', '/cms/v2/posts', { title: 'template', status: 'draft' });
    const [row] = await execute<Record<string, unknown>[]>('select * from posts where id = ?', [template.id]);
    const columns = Object.keys(row).filter((c) => !['id', 'slug', 'guid', 'status'].includes(c));
    const id = 900_000;
    // The links first, then the post (as a copy may write them), then the reverse on deletion.
    await execute('insert into post_terms (post_id, term_id) values (?, ?), (?, ?)', [id, cat[1], id, tag]);
    await execute(
      `insert into posts (id, slug, guid, status, ${columns.join(', ')}) select ?, 'raw', 'raw', 'publish', ${columns.join(', ')} from posts where id = ?`,
      [id, row.id],
    );
    await expectTrue('links before post');
    expect(await shown(cat[1])).toBe(1);
    // A term arriving after its links (a copy's table order).
    await execute('insert into post_terms (post_id, term_id) values (?, ?)', [id, 800_000]);
    await execute(
      "insert into terms (id, taxonomy, name, slug, description, parent_id, auto_add) values (?, 'category', 'Late', 'late', '', 0, ?)",
      [800_000, false],
    );
    expect(await shown(800_000)).toBe(1);
    await execute("update posts set status = 'private' where id = ?", [id]);
    await expectTrue('unpublished by SQL');
    await execute("update posts set status = 'publish' where id = ?", [id]);
    await execute('delete from posts where id = ?', [id]);
    await expectTrue('post deleted before its links');
    await execute('delete from post_terms where post_id = ?', [id]);
    await expectTrue('links deleted after');
  });

  it('are repaired by `content recount`', async () => {
    await write('POST', '/cms/v2/posts', { title: 'three', status: 'publish', categories: [cat[2]] });
    await execute('update terms set count = 42 where id in (?, ?)', [cat[0], cat[2]]);
    const cli = await runCli(['content', 'recount', '--json'], server.env);
    expect(cli.code, cli.stderr).toBe(0);
    const [{ n }] = await execute<{ n: number }[]>('select count(*) as n from terms');
    expect(JSON.parse(cli.stdout)).toEqual({
      terms: { count: Number(n), corrected: 2 },
      revisions: { items: expect.any(Number), corrected: 0 },
    });
    expect(cli.stdout.trim().split('\n')).toHaveLength(1);
    await expectTrue('recounted');
    expect(await shown(cat[2])).toBe(1);
  });
});
