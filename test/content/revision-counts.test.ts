import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainDeps } from '../../src/runtime.js';
import { adminAuth, rest } from '../helpers/content.js';
import { runCli, startTestServer, type TestServer } from '../helpers/server.js';

// Revision counts are stored and kept by the database on every write (Migration20261128030000): after
// each kind of write, each item's stored count and newest revision must be what its revisions say.
let server: TestServer;

const execute = <T extends Record<string, unknown>[]>(sql: string, params: unknown[] = []) =>
  domainDeps(server.runtime).em.fork().execute<T>(sql, params);

/** Each item's stored summary beside a fresh one, for every item that has either. */
async function summaries() {
  const rows = await execute<Record<string, number | null>[]>(
    `select ids.id, rc.count as stored, rc.latest as stored_latest,
       (select count(*) from posts r where r.type = 'revision' and r.parent_id = ids.id) as actual,
       (select max(r.id) from posts r where r.type = 'revision' and r.parent_id = ids.id) as actual_latest
     from (select post_id as id from revision_counts union select parent_id from posts where type = 'revision') ids
     left join revision_counts rc on rc.post_id = ids.id order by ids.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    stored: [Number(row.stored ?? 0), row.stored_latest === null ? null : Number(row.stored_latest)],
    actual: [Number(row.actual), row.actual_latest === null ? null : Number(row.actual_latest)],
  }));
}

async function expectTrue(step: string) {
  const rows = await summaries();
  for (const row of rows) expect(row.stored, `${step}: item ${row.id}`).toEqual(row.actual);
  return rows.length;
}

const write = async (method: string, route: string, body?: unknown, query?: string) => {
  const res = await rest(server, method, route, { headers: adminAuth(server), body, query });
  expect(res.status, `${method} ${route}: ${res.text}`).toBeLessThan(300);
  return res.body;
};

/** The item's `version-history` and `predecessor-version` links as the API shows them. */
async function shown(id: number) {
  const links = (await write('GET', `/cms/v2/posts/${id}`, undefined, 'context=edit'))._links;
  return [links['version-history'][0].count, links['predecessor-version']?.[0].id ?? null];
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('stored revision counts', () => {
  it('follow edits, autosaves, deleted revisions and items, and writes in any order', async () => {
    const { id } = await write('POST', '/cms/v2/posts', { title: 'v0', content: 'zero', status: 'publish' });
    const other = await write('POST', '/cms/v2/posts', { title: 'other', content: 'x', status: 'draft' });
    for (const title of ['v1', 'v2', 'v3']) await write('POST', `/cms/v2/posts/${id}`, { title });
    await write('POST', `/cms/v2/posts/${other.id}`, { title: 'other 2' });
    await expectTrue('edited');
    const revisions: { id: number }[] = await write('GET', `/cms/v2/posts/${id}/revisions`);
    expect(await shown(id)).toEqual([revisions.length, revisions[0].id]);

    // The newest revision; after autosaves, the oldest.
    await write('DELETE', `/cms/v2/posts/${id}/revisions/${revisions[0].id}`, undefined, 'force=true');
    await expectTrue('newest revision deleted');
    await write('POST', `/cms/v2/posts/${id}/autosaves`, { title: 'autosaved', content: 'draft text' });
    await write('POST', `/cms/v2/posts/${id}/autosaves`, { title: 'autosaved again', content: 'more' });
    await expectTrue('autosaved twice (one row, updated)');

    await write('DELETE', `/cms/v2/posts/${id}/revisions/${revisions.at(-1)!.id}`, undefined, 'force=true');
    await expectTrue('oldest revision deleted');
    const left: { id: number }[] = await write('GET', `/cms/v2/posts/${id}/revisions`);
    expect(await shown(id)).toEqual([expect.any(Number), left[0].id]);
    expect((await shown(id))[0]).toBe((await summaries()).find((row) => row.id === id)!.actual[0]);

    await write('DELETE', `/cms/v2/posts/${other.id}`, undefined, 'force=true');
    expect((await summaries()).some((row) => row.id === other.id)).toBe(false);

    // By SQL, as a copy or an import may write: a revision before its item, a revision moved to
    // another item, an item deleted before its revisions.
    const revision = (rid: number, parent: number) =>
      execute(
        `insert into posts (id, type, status, author_id, slug, password, title, content, excerpt, parent_id,
           menu_order, featured_media, comment_status, ping_status, format, sticky, template, meta,
           date_local, date_gmt, modified_local, modified_gmt, guid, mime_type)
         select ?, 'revision', 'inherit', author_id, ?, '', title, content, excerpt, ?, 0, 0, comment_status,
           ping_status, format, ?, template, meta, date_local, date_gmt, modified_local, modified_gmt, '', ''
         from posts where id = ?`,
        [rid, `${parent}-revision-v1`, parent, false, id],
      );
    await revision(900_001, 900_000);
    await revision(900_002, 900_000);
    await expectTrue('revisions before their item');
    await execute('update posts set parent_id = ? where id = ?', [id, 900_002]);
    await expectTrue('a revision moved to another item');
    await execute("update posts set type = 'post', parent_id = 0 where id = ?", [900_001]);
    await expectTrue('a revision made an item');
    await execute('delete from posts where id = ?', [id]);
    await expectTrue('an item deleted before its revisions');
    await execute('delete from posts where parent_id = ?', [id]);
    expect(await expectTrue('its revisions deleted after')).toBe(0);
  });

  it('are repaired by `content recount`', async () => {
    const { id } = await write('POST', '/cms/v2/posts', { title: 'a', content: 'a', status: 'publish' });
    for (const title of ['b', 'c']) await write('POST', `/cms/v2/posts/${id}`, { title });
    const second = await write('POST', '/cms/v2/posts', { title: 'd', content: 'd', status: 'publish' });
    await write('POST', `/cms/v2/posts/${second.id}`, { title: 'e' });
    // One wrong, one missing, one left over.
    await execute('update revision_counts set count = 42 where post_id = ?', [id]);
    await execute('delete from revision_counts where post_id = ?', [second.id]);
    await execute('insert into revision_counts (post_id, count, latest) values (?, ?, ?)', [777_777, 3, 1]);
    const cli = await runCli(['content', 'recount', '--json'], server.env);
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stdout.trim().split('\n')).toHaveLength(1);
    const items = await expectTrue('recounted');
    expect(JSON.parse(cli.stdout)).toEqual({
      terms: { count: 1, corrected: 0 },
      revisions: { items, corrected: 3 },
    });
    expect((await shown(id))[0]).toBe((await summaries()).find((row) => row.id === id)!.actual[0]);
  });
});
