// The graph's blog index, one request, on SQLite and on PostgreSQL (a throw-away cluster:
// scripts/pg-cluster.sh) in one run (DATABASES to choose): 100 published posts by 5 authors, each
// with a featured image (10 images), a category and two tags; the document reads each post's title,
// date, author, featured image with its sizes, categories, tags and parent. Beside it, what the REST
// facade answers for the same page (`_embed`) and the list alone, uncached.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { adminHeaders, cli, inParallel, measure, report, seedTerms, startServer } from './lib.mjs';

const POSTS = 100;
const DATABASES = (process.env.DATABASES ?? 'sqlite,postgresql').split(',');
const CLUSTER = resolve(import.meta.dirname, '../scripts/pg-cluster.sh');

const BLOG_INDEX = `{ posts(first: ${POSTS}) { nodes {
  title { rendered } date link
  author { displayName avatarUrls { size url } }
  featuredImage { altText sourceUrl details { sizes { name sourceUrl width height } } }
  categories { nodes { name link } }
  tags { nodes { name link } }
  parent { title { rendered } }
} } }`;

async function seed(server) {
  const headers = await adminHeaders(server);
  const { create, categories, tags } = await seedTerms(server, headers);
  const route = (path) => `${server.url}/index.php?rest_route=${encodeURIComponent(path)}`;
  const authors = [];
  for (let i = 0; i < 5; i++) {
    const login = `author${i}`;
    authors.push(
      (
        await cli(
          ['user', 'create', '--login', login, '--email', `${login}@example.com`, '--role', 'author'],
          server.env,
        )
      ).id,
    );
  }
  const media = [];
  for (let i = 0; i < 10; i++) {
    const background = { r: 20 * i, g: 100, b: 200 };
    const image = await sharp({ create: { width: 400, height: 300, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const response = await fetch(route('/cms/v2/media'), {
      method: 'POST',
      headers: {
        authorization: headers.authorization,
        'content-type': 'image/jpeg',
        'content-disposition': `attachment; filename="image${i}.jpg"`,
      },
      body: image,
    });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    media.push((await response.json()).id);
  }
  await inParallel(POSTS, 10, (i) =>
    create('/cms/v2/posts', {
      title: `Post ${i}`,
      content: `<!-- wp:paragraph --><p>Body of post ${i}.</p><!-- /wp:paragraph -->`,
      status: 'publish',
      author: authors[i % 5],
      featured_media: media[i % 10],
      categories: [categories[i % 5]],
      tags: [tags[i % 10], tags[(i + 3) % 10]],
    }),
  );
}

async function run(database, extraEnv) {
  const server = await startServer({ CONTENT_CACHE_MB: '0', ...extraEnv });
  try {
    await seed(server);
    const body = JSON.stringify({ query: BLOG_INDEX });
    const check = await (
      await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
    ).json();
    if (check.errors || check.data.posts.nodes.length !== POSTS)
      throw new Error(JSON.stringify(check).slice(0, 500));
    const rest = (query) => ({
      url: `${server.url}/index.php?rest_route=${encodeURIComponent('/cms/v2/posts')}${query}`,
    });
    return [
      await measure(`${database}: POST /graphql blog index (${POSTS} posts, one request)`, {
        url: `${server.url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
      await measure(
        `${database}: GET cms/v2/posts?per_page=${POSTS}&_embed`,
        rest(`&per_page=${POSTS}&_embed`),
      ),
      await measure(`${database}: GET cms/v2/posts?per_page=${POSTS}`, rest(`&per_page=${POSTS}`)),
    ];
  } finally {
    await server.stop();
  }
}

const rows = [];
if (DATABASES.includes('sqlite')) rows.push(...(await run('SQLite', {})));
if (DATABASES.includes('postgresql')) {
  const [url, clusterDir] = execFileSync(CLUSTER, ['start'], { encoding: 'utf8' }).trim().split(' ');
  try {
    rows.push(...(await run('PostgreSQL', { DATABASE_URL: url })));
  } finally {
    execFileSync(CLUSTER, ['stop', clusterDir]);
  }
}
report(rows);
