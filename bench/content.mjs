// cms/v2 over 1000 published posts (each in one of 5 categories with 2 of 10 tags, by the admin):
// every read uncached (a server with CONTENT_CACHE_MB=0) and cached (another on the same database),
// the list's fields read over GraphQL, an authenticated update, and the list floor (list-floor.mjs:
// node:http + better-sqlite3 reading what the list needs and writing the same bytes) as the yardstick.
import { adminHeaders, measure, ratio, report, seedPosts, startServer } from './lib.mjs';
import { rssNow } from './processes.mjs';
import { measureListFloor } from './floor.mjs';

const POSTS = 1000;
const POSTS_QUERY = `{ posts(first: 10) { totalCount nodes {
  databaseId type status slug date dateLocal modified modifiedLocal guid link
  title { rendered } content { rendered protected blockVersion } excerpt { rendered protected }
  authorDatabaseId featuredImageDatabaseId commentStatus pingStatus format sticky template meta
  categories { nodes { databaseId } } tags { nodes { databaseId } }
} } }`;

const uncached = await startServer({ CONTENT_CACHE_MB: '0' });
const cached = await startServer({
  DATABASE_URL: uncached.env.DATABASE_URL,
  MEDIA_DIR: uncached.env.MEDIA_DIR,
});
const route = (server, path, query = '') =>
  `${server.url}/index.php?rest_route=${encodeURIComponent(path)}${query}`;
try {
  const headers = await adminHeaders(uncached);
  const ids = await seedPosts(uncached, headers, POSTS);
  const one = ids[500];

  const floorRow = await measureListFloor(uncached, route(uncached, '/cms/v2/posts', '&per_page=10'));

  // The list's fields as a client of the graph reads them (the facade's operation also reads what
  // only REST shows, which the graph leaves out).
  const graphql = (server) => ({
    url: `${server.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: POSTS_QUERY }),
  });
  const cases = [
    ['GET cms/v2/posts?per_page=10', (s) => ({ url: route(s, '/cms/v2/posts', '&per_page=10') })],
    [
      'GET cms/v2/posts?per_page=10&_embed',
      (s) => ({ url: route(s, '/cms/v2/posts', '&per_page=10&_embed') }),
    ],
    ['GET cms/v2/posts/<id>', (s) => ({ url: route(s, `/cms/v2/posts/${one}`) })],
  ];
  const rows = [floorRow];
  for (const [title, options] of cases) {
    const miss = await measure(`${title} (uncached)`, options(uncached));
    rows.push(miss, ratio('  / list floor', miss, floorRow));
    rows.push(await measure(`${title} (cached)`, options(cached)));
  }
  rows.push(await measure("POST /graphql posts (10), the list's fields", graphql(uncached)));
  let n = 0;
  rows.push(
    await measure('POST cms/v2/posts/<id> (authenticated update)', {
      url: route(uncached, `/cms/v2/posts/${one}`),
      method: 'POST',
      headers,
      // A new title each time: every update writes a revision, as a real edit does.
      requests: [
        { setupRequest: (request) => ({ ...request, body: JSON.stringify({ title: `Edited ${n++}` }) }) },
      ],
    }),
  );
  report(rows);
  // What the servers keep once the load is over (every process: with workers, the primary first).
  console.log(
    `RSS after the benchmark, MB per process: uncached ${rssNow(uncached.pid)}, cached ${rssNow(cached.pid)}`,
  );
} finally {
  await cached.stop();
  await uncached.stop();
}
