import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainDeps } from '../../src/runtime.js';
import { adminAuth, rest } from '../helpers/content.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// Pages past the first thousand items seek from kept sort keys instead of stepping over their whole
// offset (src/db/sql.ts): they must be the very pages WordPress's offsets give, ties and all.
let server: TestServer;
const POSTS = 2600;

beforeAll(async () => {
  server = await startTestServer();
  const template = await rest(server, 'POST', '/cms/v2/posts', {
    headers: adminAuth(server),
    body: { title: 'T0', status: 'publish', date: '2026-01-01T10:00:00' },
  });
  expect(template.status).toBe(201);
  // Copies of it, in one statement on either database: fifty distinct dates and 37 titles, so long
  // runs of equal sort keys are told apart by the id.
  const columns = (
    await domainDeps(server.runtime).em.execute<Record<string, unknown>[]>(
      'select * from posts where id = ?',
      [template.body.id],
    )
  )
    .flatMap((row) => Object.keys(row))
    .filter((column) => !['id', 'title', 'slug', 'guid', 'date_local'].includes(column));
  await domainDeps(server.runtime).em.execute(
    `with recursive n (i) as (select 1 union all select i + 1 from n where i < ${POSTS - 1})
     insert into posts (title, slug, guid, date_local, ${columns.join(', ')})
     select 'T' || (i % 37), 't-' || i, guid || '-' || i,
       '2026-01-01T10:' || case when i % 50 < 10 then '0' else '' end || (i % 50) || ':00', ${columns.join(', ')}
     from n cross join posts where posts.id = ?`,
    [template.body.id],
  );
});
afterAll(() => server.stop());

/** Every published post's id in an order, as SQL gives it. */
async function expected(order: string): Promise<number[]> {
  const rows = await domainDeps(server.runtime).em.execute<{ id: number }[]>(
    `select id from posts where type = 'post' and status = 'publish' order by ${order}`,
  );
  return rows.map((row) => Number(row.id));
}

async function listed(query: string): Promise<number[]> {
  const res = await rest(server, 'GET', '/cms/v2/posts', { query: `_fields=id&${query}` });
  expect(res.status).toBe(200);
  expect(res.headers.get('x-wp-total')).toBe(String((await expected('id')).length));
  return (res.body as { id: number }[]).map((post) => post.id);
}

describe('deep pages', () => {
  it('are the pages of the whole order, across the seek steps, by page and by offset', async () => {
    const all = await expected('date_local desc, id desc');
    for (const page of [1, 100, 101, 142, 143, 286, 371, 372]) {
      const ids = await listed(`per_page=7&page=${page}`);
      expect(ids, `page ${page}`).toEqual(all.slice((page - 1) * 7, page * 7));
    }
    for (const offset of [999, 1000, 1001, 1995, 1999, 2000, 2001, 2595]) {
      expect(await listed(`per_page=10&offset=${offset}`), `offset ${offset}`).toEqual(
        all.slice(offset, offset + 10),
      );
    }
  });

  it('seek in ascending orders and by title', async () => {
    const byDate = await expected('date_local asc, id asc');
    expect(await listed('per_page=9&offset=1500&order=asc')).toEqual(byDate.slice(1500, 1509));
    const byTitle = await expected('title desc, id desc');
    expect(await listed('per_page=9&offset=2100&orderby=title')).toEqual(byTitle.slice(2100, 2109));
    const byId = await expected('id asc');
    expect(await listed('per_page=9&offset=1000&orderby=id&order=asc')).toEqual(byId.slice(1000, 1009));
  });

  it('follow a write: an item gone before the page moves the page by one', async () => {
    const before = await expected('date_local desc, id desc');
    expect(await listed('per_page=5&offset=2000')).toEqual(before.slice(2000, 2005));
    const res = await rest(server, 'DELETE', `/cms/v2/posts/${before[10]}`, {
      query: 'force=true',
      headers: adminAuth(server),
    });
    expect(res.status).toBe(200);
    const after = await expected('date_local desc, id desc');
    expect(after).toEqual(before.filter((id) => id !== before[10]));
    expect(await listed('per_page=5&offset=2000')).toEqual(before.slice(2001, 2006));
  });
});
