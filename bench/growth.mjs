// cms/v2 as the site grows (issue 34): the same server (uncached: CONTENT_CACHE_MB=0) with 1,000,
// 20,000 and 100,000 published posts (SIZES to choose), each in one of 5 categories with 2 of 10 tags:
// the first page, the last page, a search and one post. One post is made through the API; the rest are
// its copies written straight into the SQLite file while the server runs (as another process would),
// each with its own title, slug, date, terms and a "topic<n % 1000>" in its text.
import Database from 'better-sqlite3';
import { adminHeaders, measure, report, startServer } from './lib.mjs';

const SIZES = (process.env.SIZES ?? '1000,20000,100000').split(',').map(Number);

const server = await startServer({ CONTENT_CACHE_MB: '0' });
const route = (path, query = '') => `${server.url}/index.php?rest_route=${encodeURIComponent(path)}${query}`;
const headers = await adminHeaders(server);
const create = async (path, body) => {
  const response = await fetch(route(path), { method: 'POST', headers, body: JSON.stringify(body) });
  if (response.status !== 201) throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
  return (await response.json()).id;
};
const categories = [];
for (let i = 0; i < 5; i++) categories.push(await create('/cms/v2/categories', { name: `Category ${i}` }));
const tags = [];
for (let i = 0; i < 10; i++) tags.push(await create('/cms/v2/tags', { name: `Tag ${i}` }));
const template = await create('/cms/v2/posts', {
  title: 'Post 0',
  content:
    '<!-- wp:paragraph --><p>Body of post 0 about topic0, with "quotes" -- and a dash.</p><!-- /wp:paragraph -->',
  status: 'publish',
  categories: [categories[0]],
  tags: [tags[0], tags[3]],
});

const db = new Database(server.databasePath);
db.pragma('busy_timeout = 10000');
const row = db.prepare('select * from posts where id = ?').get(template);
const columns = Object.keys(row).filter((column) => column !== 'id');
const insert = db.prepare(
  `insert into posts (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
);
const link = db.prepare('insert into post_terms (post_id, term_id) values (?, ?)');
/** A date `minutes` earlier: local dates are text (`2026-11-27T21:00:00`), GMT ones milliseconds. */
const minutesBefore = (value, minutes) =>
  typeof value === 'number'
    ? value - minutes * 60_000
    : new Date(Date.parse(`${value}Z`) - minutes * 60_000).toISOString().slice(0, 19);

/** Copies of the template until the site has `size` posts. */
const grow = db.transaction((from, size) => {
  for (let n = from; n < size; n++) {
    const { lastInsertRowid } = insert.run({
      ...row,
      title: `Post ${n}`,
      slug: `post-${n}`,
      content: row.content.replaceAll('post 0 about topic0', `post ${n} about topic${n % 1000}`),
      guid: `${row.guid}-${n}`,
      date_local: minutesBefore(row.date_local, n),
      date_gmt: row.date_gmt === null ? null : minutesBefore(row.date_gmt, n),
      modified_local: minutesBefore(row.modified_local, n),
      modified_gmt: minutesBefore(row.modified_gmt, n),
    });
    for (const term of [categories[n % 5], tags[n % 10], tags[(n + 3) % 10]]) link.run(lastInsertRowid, term);
  }
});

const rows = [];
let posts = 1;
for (const size of SIZES) {
  const started = Date.now();
  grow(posts, size);
  console.error(`grown to ${size} posts in ${Date.now() - started} ms`);
  posts = size;
  const last = Math.ceil(size / 10);
  const middle = db
    .prepare('select id from posts where type = ? order by id limit 1 offset ?')
    .get('post', size >> 1).id;
  for (const [title, url] of [
    ['posts, first page', route('/cms/v2/posts', '&per_page=10')],
    [`last page (page=${last})`, route('/cms/v2/posts', `&per_page=10&page=${last}`)],
    ['search=topic42', route('/cms/v2/posts', '&per_page=10&search=topic42')],
    ['single post', route(`/cms/v2/posts/${middle}`)],
  ]) {
    rows.push(await measure(`${size.toLocaleString('en')} posts: ${title}`, { url }));
    console.error(JSON.stringify(rows.at(-1)));
  }
}
db.close();
report(rows);
process.exit(0);
