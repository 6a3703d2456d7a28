// cms/v2 over 1000 published posts (each in one of 5 categories with 2 of 10 tags, by the admin):
// every read uncached (a server with CONTENT_CACHE_MB=0) and cached (another on the same database),
// the list's fields read over GraphQL, an authenticated update, and the list floor (list-floor.mjs:
// node:http + better-sqlite3 reading what the list needs and writing the same bytes) as the yardstick.
import { Buffer } from 'node:buffer';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminHeaders,
  measure,
  ratio,
  report,
  rssNow,
  seedPosts,
  spawnChild,
  startServer,
  stopChild,
} from './lib.mjs';

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

  // The floor writes the list's bytes with its headers.
  const list = await fetch(route(uncached, '/cms/v2/posts', '&per_page=10'));
  const dir = mkdtempSync(join(tmpdir(), 'portico-floor-'));
  writeFileSync(join(dir, 'body'), Buffer.from(await list.arrayBuffer()));
  const keep = ['content-type', 'x-wp-total', 'x-wp-totalpages', 'link', 'x-robots-tag', 'vary'];
  const floorHeaders = Object.fromEntries(
    keep.map((name) => [name, list.headers.get(name)]).filter(([, v]) => v),
  );
  const floor = spawnChild(process.execPath, [join(import.meta.dirname, 'list-floor.mjs')], {
    env: {
      ...process.env,
      DATABASE_PATH: uncached.databasePath,
      BODY_PATH: join(dir, 'body'),
      HEADERS: JSON.stringify(floorHeaders),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const floorUrl = await new Promise((done) =>
    floor.stdout.once('data', (chunk) => done(String(chunk).trim())),
  );
  const floorRow = await measure('list floor: node:http + better-sqlite3, same bytes', { url: floorUrl });
  await stopChild(floor);

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
