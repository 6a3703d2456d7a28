// cms/v2 against the same list through POST /graphql (issue: content REST interface).
// 1000 published posts, each in one of 5 categories with 2 of 10 tags, written by the admin.
// Anonymous reads are served from the response cache while nothing is written; the "cache miss"
// row shows the cost of building the answer (CONTENT_CACHE_MB=0 turns the cache off entirely).
import { readFileSync } from 'node:fs';
import { adminHeaders, measure, report, seedPosts, startServer } from './lib.mjs';

const POSTS = 1000;

const server = await startServer();
try {
  const headers = await adminHeaders(server);
  const route = (path, query = '') =>
    `${server.url}/index.php?rest_route=${encodeURIComponent(path)}${query}`;
  const ids = await seedPosts(server, headers, POSTS);
  const one = ids[500];

  const list = await (await fetch(route('/cms/v2/posts', '&per_page=10'))).json();
  const document = readFileSync(new URL('../schema/operations/content.graphql', import.meta.url), 'utf8');
  const variables = { filter: {}, first: 10, offset: 0, edit: false };
  const viaGraphql = await (
    await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: document, operationName: 'RestListPosts', variables }),
    })
  ).json();
  if (list.length !== 10 || viaGraphql.data?.list?.nodes?.length !== 10)
    throw new Error('expected 10 posts from both the REST list and GraphQL');

  const rows = [];
  rows.push(await measure('GET cms/v2/posts?per_page=10', { url: route('/cms/v2/posts', '&per_page=10') }));
  // A parameter the route ignores makes each URL new: every request misses the response cache.
  let miss = 0;
  rows.push(
    await measure('GET cms/v2/posts?per_page=10 (cache miss each)', {
      url: route('/cms/v2/posts', '&per_page=10'),
      requests: [{ setupRequest: (request) => ({ ...request, path: `${request.path}&miss=${miss++}` }) }],
    }),
  );
  rows.push(
    await measure('POST /graphql RestListPosts (10)', {
      url: `${server.url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: document, operationName: 'RestListPosts', variables }),
    }),
  );
  rows.push(
    await measure('GET cms/v2/posts?per_page=10&_embed', {
      url: route('/cms/v2/posts', '&per_page=10&_embed'),
    }),
  );
  rows.push(await measure('GET cms/v2/posts/<id>', { url: route(`/cms/v2/posts/${one}`) }));
  let n = 0;
  rows.push(
    await measure('POST cms/v2/posts/<id> (authenticated update)', {
      url: route(`/cms/v2/posts/${one}`),
      method: 'POST',
      headers,
      // A new title each time: every update writes a revision, as a real edit does.
      requests: [
        { setupRequest: (request) => ({ ...request, body: JSON.stringify({ title: `Edited ${n++}` }) }) },
      ],
    }),
  );
  report(rows);
} finally {
  await server.stop();
}
