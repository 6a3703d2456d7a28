import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPostQuery, type PostListQuery, type TextIndex } from '../../src/content/posts/post-query.js';
import { POST_TYPES } from '../../src/content/content-model/post-type-registry.js';
import { dialectOf } from '../../src/db/dialect.js';
import { domainDeps } from '../../src/runtime.js';
import { ON_POSTGRES } from '../helpers/database.js';
import { adminAuth, rest } from '../helpers/content.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// A search is served by the text index (SQLite: FTS5 trigrams narrowing the rows; PostgreSQL: pg_trgm
// indexes under the LIKE). Whatever the text, it must find exactly what the LIKE over every row finds.
let server: TestServer;

const TEXTS: { title: string; excerpt?: string; content?: string }[] = [
  { title: 'Café au lait', content: '<p class="lead">Hello <em>world</em></p>' },
  { title: 'CAFÉ NOIR', excerpt: 'bitter, black & strong' },
  { title: 'naïve résumé', content: '<!-- wp:paragraph --><p>Block body</p><!-- /wp:paragraph -->' },
  { title: 'Straße und STRASSE', excerpt: 'ß vs ss' },
  { title: 'İstanbul ıi', content: 'Dotted İ and dotless ı' },
  { title: 'ÅNGSTRÖM', content: 'ångström units' },
  { title: 'C++ & C#', content: 'a&amp;b &lt;tag&gt; price: $5.00!' },
  { title: '100% pure', excerpt: '50%_off under_score' },
  { title: 'back\\slash path', content: 'C:\\Users\\me' },
  { title: 'quote "marks" here', content: "it's \"quoted\" and 'single'" },
  { title: 'emoji 😀 party', content: 'fun 🎉 times 😀😀' },
  { title: 'tab\there new\nline', excerpt: 'multi\r\nline' },
  { title: '<b>bold</b> markup', content: '<script>alert(1)</script><b>bold</b>' },
  { title: 'ab', content: 'x' },
  { title: 'Hello world', excerpt: 'Hello there', content: 'world peace' },
  { title: 'hello-world slug-like', content: 'HELLO WORLD shouting' },
  { title: 'Lait frais', content: 'no coffee here, au lait only' },
  { title: 'Ünïcödé ÀÉÎÕÜ', content: 'àéîõü lowercase twins' },
  { title: 'Ǆ digraph ǅ ǆ', content: 'ﬁ ligature ﬃ' },
  { title: 'KELVIN K sign', content: 'Ω ohm ω' },
];

const SEARCHES = [
  'caf',
  'café',
  'CAFÉ',
  'É',
  'é n',
  'au lait',
  '"au lait"',
  'lait -noir',
  '-lait',
  'straße',
  'STRASSE',
  'ss',
  'İst',
  'ıi',
  'ångström',
  'ÅNGSTRÖM',
  'c++',
  '100%',
  '%',
  '_',
  'under_',
  '50%_',
  '\\',
  'back\\slash',
  '"marks"',
  'quote "marks" here',
  "it's",
  '😀',
  '😀😀',
  'party 😀',
  '<b>',
  '</b>',
  'class="lead"',
  'wp:paragraph',
  '&amp;',
  '&lt;tag',
  'hello world',
  'hello -world',
  '-hello',
  '"hello world"',
  'hello-world',
  'ab',
  'a',
  'x',
  'pure -100',
  'one two three four five six seven eight nine ten',
  'tab\there',
  'àéîõü',
  'ÀÉÎÕÜ',
  'ǆ',
  'ﬁ ligature',
  'KELVIN',
  'ω',
  'no such text anywhere',
];

/** Posts and pages made of TEXTS; some edited (their revisions hold the old text), one deleted. */
beforeAll(async () => {
  server = await startTestServer();
  const create = async (route: string, body: Record<string, unknown>) => {
    const res = await rest(server, 'POST', route, { headers: adminAuth(server), body });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const ids: number[] = [];
  for (const text of TEXTS) ids.push(await create('/cms/v2/posts', { ...text, status: 'publish' }));
  for (const text of TEXTS.slice(0, 5)) await create('/cms/v2/pages', { ...text, status: 'publish' });
  // Edited: the old text lives on in a revision (not searched) and must no longer be found.
  for (const [index, id] of ids.slice(0, 4).entries()) {
    const res = await rest(server, 'POST', `/cms/v2/posts/${id}`, {
      headers: adminAuth(server),
      body: { title: `Renamed ${index} Café`, content: `<p>Now about tea ${index}</p>` },
    });
    expect(res.status).toBe(200);
  }
  const gone = await rest(server, 'DELETE', `/cms/v2/posts/${ids[5]}`, {
    headers: adminAuth(server),
    query: 'force=true',
  });
  expect(gone.status).toBe(200);
});
afterAll(() => server.stop());

const POST = POST_TYPES.post;

/** The ids a query finds with `index`, as SQL orders them; on PostgreSQL `scanOnly` forbids index scans. */
async function found(query: PostListQuery, index: TextIndex, scanOnly: boolean): Promise<number[]> {
  const built = buildPostQuery(POST, query, null, index);
  const { where, narrowed } = built;
  const order = built.order.toSql();
  const from = narrowed ? narrowed.from.parts.join(' ') : 'posts';
  return domainDeps(server.runtime)
    .em.fork()
    .transactional(async (em) => {
      if (ON_POSTGRES && scanOnly) {
        await em.execute('set local enable_bitmapscan = off');
        await em.execute('set local enable_indexscan = off');
      }
      const rows = await em.execute<{ id: number }[]>(
        `select posts.id from ${from} where ${where.parts.join(' and ')} order by ${order.parts.join(', ')}`,
        [...(narrowed?.from.params ?? []), ...where.params, ...order.params],
      );
      return rows.map((row) => Number(row.id));
    });
}

const query = (search: string, extra: Partial<PostListQuery> = {}): PostListQuery => ({
  statuses: ['publish'],
  search,
  orderBy: 'date',
  order: 'desc',
  ...extra,
});

describe('post search through the text index', () => {
  it('finds exactly what the LIKE over every row finds, through the facade', async () => {
    let nonEmpty = 0;
    for (const search of SEARCHES) {
      const expected = await found(query(search), 'none', true);
      if (expected.length) nonEmpty++;
      const res = await rest(server, 'GET', '/cms/v2/posts', {
        query: `_fields=id&per_page=100&search=${encodeURIComponent(search)}`,
      });
      expect(res.status, search).toBe(200);
      expect(
        (res.body as { id: number }[]).map((post) => post.id),
        search,
      ).toEqual(expected);
      expect(res.headers.get('x-wp-total'), search).toBe(String(expected.length));
    }
    // The corpus is no corpus of misses.
    expect(nonEmpty).toBeGreaterThan(SEARCHES.length * 0.7);
  });

  it('agrees in chosen columns and by relevance', async () => {
    const index = dialectOf(domainDeps(server.runtime).em).textIndex;
    const columns: PostListQuery['searchColumns'][] = [['post_title'], ['post_excerpt', 'post_content']];
    for (const search of SEARCHES) {
      for (const searchColumns of columns) {
        const q = query(search, { searchColumns });
        expect(await found(q, index, false), `${search} in ${searchColumns}`).toEqual(
          await found(q, 'none', true),
        );
      }
      const relevance = query(search, { orderBy: 'relevance' });
      expect(await found(relevance, index, false), `${search} by relevance`).toEqual(
        await found(relevance, 'none', true),
      );
    }
  });

  it('is the index that serves a rare term among many rows (last: it adds them)', async () => {
    const em = domainDeps(server.runtime).em.fork();
    const [template] = await em.execute<Record<string, unknown>[]>(
      "select * from posts where type = 'post' and status = 'publish' limit 1",
    );
    const columns = Object.keys(template).filter((c) => !['id', 'title', 'slug', 'guid'].includes(c));
    await em.execute(
      `with recursive n (i) as (select 1 union all select i + 1 from n where i < 20000)
       insert into posts (title, slug, guid, ${columns.join(', ')})
       select 'Filler number ' || i, 'filler-' || i, 'filler-' || i, ${columns.join(', ')}
       from n cross join posts where posts.id = ?`,
      [template.id],
    );
    // As autovacuum would: PostgreSQL's GIN indexes take new rows into a pending list until then.
    await em.execute(ON_POSTGRES ? 'vacuum analyze posts' : 'analyze');
    const built = buildPostQuery(POST, query('lait'), null, dialectOf(em).textIndex);
    const { where, narrowed } = built;
    const order = built.order.toSql();
    expect(Boolean(narrowed)).toBe(!ON_POSTGRES);
    const from = narrowed ? narrowed.from.parts.join(' ') : 'posts';
    const sql = `select posts.id from ${from} where ${where.parts.join(' and ')} order by ${order.parts.join(', ')}`;
    const explain = `explain ${ON_POSTGRES ? '' : 'query plan '}${sql}`;
    const plan = JSON.stringify(
      await em.execute(explain, [...(narrowed?.from.params ?? []), ...where.params, ...order.params]),
    );
    expect(plan).toMatch(
      ON_POSTGRES ? /Bitmap Index Scan on posts_search_title/ : /posts_search VIRTUAL TABLE/,
    );
    expect(await found(query('lait'), dialectOf(em).textIndex, false)).toEqual(
      await found(query('lait'), 'none', true),
    );
  });
});
