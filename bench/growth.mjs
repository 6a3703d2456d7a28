// cms/v2 as the site grows, on SQLite and on PostgreSQL (a throw-away cluster:
// scripts/pg-cluster.sh) in one run (DATABASES to choose): the same server, uncached
// (CONTENT_CACHE_MB=0), with 1,000, 20,000 and 100,000 published posts (SIZES to choose), each in one
// of 5 categories with 2 of 10 tags: the first page, the last page, a search of a common term and of
// one post's phrase, and one post. One post is made through the API; the rest are its copies written
// straight into the database by one statement while the server runs (as another process would), each
// with its own title, slug, date, terms and a "topic<n % 1000>" in its text. Then the same for checks:
// 1,000 and 10,000 (CHECK_SIZES) in one project, each with a log of 100 pings (copies of one check
// made through the API): the Management API's list of them all, and pings spread over them.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { checkSite, connect, DIALECTS } from './direct-sql.mjs';
import { adminHeaders, measure, pingLoad, report, seedTerms, startServer } from './lib.mjs';

/** A list of sizes from the environment (empty: that part is skipped). */
const sizes = (value) => value.split(',').filter(Boolean).map(Number);
const SIZES = sizes(process.env.SIZES ?? '1000,20000,100000');
const CHECK_SIZES = sizes(process.env.CHECK_SIZES ?? '1000,10000');
/** Pings in each check's log (the default ping_log_limit keeps 100). */
const LOGGED_PINGS = 100;
const DATABASES = (process.env.DATABASES ?? 'sqlite,postgresql').split(',');
const CLUSTER = resolve(import.meta.dirname, '../scripts/pg-cluster.sh');

/** Seeds the site through the API and returns a function that grows it to a size. */
async function site(server, dialect) {
  const { create, categories, tags } = await seedTerms(server, await adminHeaders(server));
  const template = await create('/cms/v2/posts', {
    title: 'Post 0',
    content:
      '<!-- wp:paragraph --><p>Body of post 0 about topic0, with "quotes" -- and a dash.</p><!-- /wp:paragraph -->',
    status: 'publish',
    categories: [categories[0]],
    tags: [tags[0], tags[3]],
  });
  const db = await connect(server, dialect);
  const sql = DIALECTS[dialect];
  const [row] = await db.all(`select * from posts where id = ${template}`);
  const dated = { date_local: 'local', modified_local: 'local', date_gmt: 'gmt', modified_gmt: 'gmt' };
  const own = ['id', 'title', 'slug', 'guid', 'content'];
  const copied = Object.keys(row).filter((column) => !own.includes(column) && !dated[column]);
  const expression = (column) =>
    dated[column] === 'local' ? sql.localEarlier(`t.${column}`) : sql.gmtEarlier(`t.${column}`);
  /** The term of copy n among `ids`: `(n + shift) % ids.length`, as a CASE over the copy's slug. */
  const termOf = (ids, shift) =>
    `case (cast(substr(p.slug, 6) as integer) + ${shift}) % ${ids.length} ${ids.map((id, i) => `when ${i} then ${id}`).join(' ')} end`;
  let posts = 1;
  return {
    grow: async (size) => {
      const [{ last }] = await db.all('select max(id) as last from posts');
      await db.run(
        `${sql.numbers(posts, size - 1)}
         insert into posts (title, slug, guid, content, ${Object.keys(dated).join(', ')}, ${copied.join(', ')})
         select 'Post ' || n.i, 'post-' || n.i, t.guid || '-' || n.i,
           replace(t.content, 'post 0 about topic0', 'post ' || n.i || ' about topic' || (n.i % 1000)),
           ${Object.keys(dated).map(expression).join(', ')}, ${copied.map((column) => `t.${column}`).join(', ')}
         from n cross join posts t where t.id = ${template}`,
      );
      for (const [ids, shift] of [
        [categories, 0],
        [tags, 0],
        [tags, 3],
      ])
        await db.run(
          `insert into post_terms (post_id, term_id) select p.id, ${termOf(ids, shift)} from posts p where p.id > ${last}`,
        );
      posts = size;
    },
    /** The id of a post in the middle of the site. */
    middle: async () =>
      (await db.all(`select id from posts where type = 'post' order by id limit 1 offset ${posts >> 1}`))[0]
        .id,
    close: () => db.close(),
  };
}

async function measureGrowth(label, server, dialect) {
  const rows = [];
  const route = (path, query = '') =>
    `${server.url}/index.php?rest_route=${encodeURIComponent(path)}${query}`;
  const seeded = await site(server, dialect);
  for (const size of SIZES) {
    const started = Date.now();
    await seeded.grow(size);
    console.error(`${label}: grown to ${size} posts in ${Date.now() - started} ms`);
    const last = Math.ceil(size / 10);
    for (const [title, url] of [
      ['posts, first page', route('/cms/v2/posts', '&per_page=10')],
      [`last page (page=${last})`, route('/cms/v2/posts', `&per_page=10&page=${last}`)],
      ['search=topic42', route('/cms/v2/posts', '&per_page=10&search=topic42')],
      [
        'search="post 777 about" (one post)',
        route('/cms/v2/posts', '&per_page=10&search=%22post%20777%20about%22'),
      ],
      ['single post', route(`/cms/v2/posts/${await seeded.middle()}`)],
    ]) {
      rows.push(await measure(`${label}, ${size.toLocaleString('en')} posts: ${title}`, { url }));
      console.error(JSON.stringify(rows.at(-1)));
    }
  }
  await seeded.close();
  return rows;
}

async function measureChecks(label, server, dialect) {
  const rows = [];
  const seeded = await checkSite(server, dialect, { timeout: 3600, grace: 60 }, LOGGED_PINGS);
  for (const size of CHECK_SIZES) {
    const started = Date.now();
    await seeded.grow(size);
    console.error(`${label}: grown to ${size} checks in ${Date.now() - started} ms`);
    const listed = Date.now();
    const list = await fetch(`${server.url}/api/v3/checks/`, { headers: seeded.headers });
    const bytes = (await list.arrayBuffer()).byteLength;
    console.error(
      `${label}: one list of ${size} checks: ${list.status}, ${bytes} bytes in ${Date.now() - listed} ms`,
    );
    for (const [title, load] of [
      ['GET /ping/<uuid>', pingLoad(server.url, await seeded.uuids())],
      // Every check in one answer (the API has no pages): a second or more each at 10,000, so measured
      // last and two at a time (one per worker), not 50 queued behind one another.
      [
        'GET /api/v3/checks/ (all)',
        { url: `${server.url}/api/v3/checks/`, headers: seeded.headers, connections: 2, timeout: 120 },
      ],
    ]) {
      rows.push(await measure(`${label}, ${size.toLocaleString('en')} checks: ${title}`, load));
      console.error(JSON.stringify(rows.at(-1)));
    }
  }
  await seeded.close();
  return rows;
}

const rows = [];
if (DATABASES.includes('sqlite')) {
  const server = await startServer({ CONTENT_CACHE_MB: '0' });
  try {
    rows.push(...(await measureGrowth('SQLite', server, 'sqlite')));
    rows.push(...(await measureChecks('SQLite', server, 'sqlite')));
  } finally {
    await server.stop();
  }
}
if (DATABASES.includes('postgresql')) {
  const [url, clusterDir] = execFileSync(CLUSTER, ['start'], { encoding: 'utf8' }).trim().split(' ');
  // Also when the benchmark fails (lib's failure handler exits the process).
  process.on('exit', () => execFileSync(CLUSTER, ['stop', clusterDir]));
  const server = await startServer({ CONTENT_CACHE_MB: '0', DATABASE_URL: url });
  try {
    rows.push(...(await measureGrowth('PostgreSQL', server, 'postgresql')));
    rows.push(...(await measureChecks('PostgreSQL', server, 'postgresql')));
  } finally {
    await server.stop();
  }
}
report(rows);
process.exit(0);
