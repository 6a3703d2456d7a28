import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../src/auth/user.entity.js';
import { createUser } from '../../src/auth/user.service.js';
import { postType, TAXONOMIES } from '../../src/content/content-model/post-type-registry.js';
import { createPost } from '../../src/content/posts/post-write.service.js';
import { createTerm } from '../../src/content/terms/term-write.service.js';
import { domainDeps } from '../../src/runtime.js';
import { adminAuth, rest } from '../helpers/content.js';
import { loggedStatements } from '../helpers/database.js';
import { quadrantImage } from '../helpers/images.js';
import { api, newChannel, newProject } from '../helpers/monitoring.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

/**
 * No N+1 reads: the SQL statements one GraphQL document runs do not grow with its page size. Each
 * document is read once at each size before it is measured, so that both measurements find the same
 * caches (settings, list totals) warm and differ only by the page size.
 */

const POSTS = 100;
const CHECKS = 100;
const PINGS_PER_CHECK = 6;

let server: TestServer;
let admin: Record<string, string>;
let monitoring: Record<string, string>;
let featured: number[];

/** Runs `work` on `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += width)
    await Promise.all(items.slice(start, start + width).map(work));
}

/** Posts with authors, featured images and terms, made through the domain services. */
async function makePosts() {
  const deps = domainDeps(server.runtime);
  const user = await deps.em.findOneOrFail(User, { login: server.firstRun!.login });
  const content = { em: deps.em, clock: deps.clock, settings: deps.settings, lists: deps.lists, user };
  const authors: number[] = [];
  for (const login of ['ann', 'bob', 'cy'])
    authors.push((await createUser(deps, { login, email: `${login}@example.test`, role: 'author' })).id);
  featured = [];
  for (const name of ['one', 'two', 'three']) {
    const res = await rest(server, 'POST', '/cms/v2/media', {
      headers: {
        ...admin,
        'Content-Type': 'image/jpeg',
        'Content-Disposition': `attachment; filename="${name}.jpg"`,
      },
      raw: new Uint8Array(await quadrantImage(400, 300)),
    });
    expect(res.status).toBe(201);
    featured.push(res.body.id as number);
  }
  const term = async (taxonomy: string, name: string) =>
    (await createTerm(content, TAXONOMIES[taxonomy], { name })).id;
  const categories = [await term('category', 'Alpha'), await term('category', 'Beta')];
  const tags = [
    await term('post_tag', 'red'),
    await term('post_tag', 'green'),
    await term('post_tag', 'blue'),
  ];
  const post = postType('post');
  // Pages under pages: each one's parent is the one made before it (the first is a root, not listed
  // first: the newest come first).
  const page = postType('page');
  let parent = 0;
  for (let i = 0; i <= POSTS; i++)
    parent = (
      await createPost(content, page, {
        title: `Page ${i}`,
        status: 'publish',
        author: authors[i % 3],
        parent,
      })
    ).post.id;
  for (let i = 0; i < POSTS; i++)
    await createPost(content, post, {
      title: `Post ${i}`,
      status: 'publish',
      author: authors[i % 3],
      // Two posts in three have a featured image, one of three.
      ...(i % 3 ? { featuredMedia: featured[i % featured.length] } : {}),
      terms: [
        { taxonomy: 'category', ids: [categories[i % 2]] },
        { taxonomy: 'post_tag', ids: i % 4 ? [tags[i % 3], tags[(i + 1) % 3]] : [] },
      ],
    });
}

/** Checks of one project, each notifying two channels, with a few pings each. */
async function makeChecks() {
  const project = await newProject(server, 'Statements');
  monitoring = { ...admin, 'X-Api-Key': project.apiKey };
  await newChannel(server, project.id, 'mail');
  await newChannel(server, project.id, 'pager', undefined, 'pager@example.com');
  const rw = api(server, project.apiKey);
  const uuids: string[] = [];
  await inBatches([...Array(CHECKS).keys()], 10, async (i) => {
    const res = await rw('POST', '/checks/', { name: `check ${i}`, timeout: 3600, channels: '*' });
    expect(res.status).toBe(201);
    uuids.push(res.json.uuid as string);
  });
  const pings = uuids.flatMap((uuid) => [...Array(PINGS_PER_CHECK).keys()].map((n) => ({ uuid, n })));
  await inBatches(pings, 20, async ({ uuid, n }) => {
    const res = await fetch(`${server.url}/ping/${uuid}${n % 3 === 2 ? '/fail' : ''}`, {
      method: 'POST',
      body: `run ${n}`,
    });
    expect(res.status).toBe(200);
  });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = adminAuth(server);
  await Promise.all([makePosts(), makeChecks()]);
}, 120_000);
afterAll(() => server.stop());

/** The data of `query` with `first: size`, after an unmeasured warm-up, and the statements it ran. */
async function measured(query: string, size: number, headers: Record<string, string>) {
  const run = async () => {
    const res = await graphql(server.url, query, { variables: { first: size }, headers });
    expect(res.body.errors).toBeUndefined();
    expect(res.status).toBe(200);
    return res.body.data!;
  };
  await run();
  let data: Record<string, unknown> = {};
  const statements = await loggedStatements(server.runtime.orm, async () => (data = await run()));
  return { data, statements };
}

/** The statements of `query` at 10 and at 100 items, after checking each answer with `expectData`. */
async function atBothSizes(
  query: string,
  headers: Record<string, string>,
  expectData: (data: Record<string, unknown>, size: number) => void,
) {
  const counts: number[] = [];
  const texts: string[][] = [];
  for (const size of [10, 100]) {
    const { data, statements } = await measured(query, size, headers);
    expectData(data, size);
    counts.push(statements.length);
    texts.push(statements);
  }
  return {
    counts,
    listing: texts.map((each, i) => `first: ${[10, 100][i]}\n${each.join('\n')}`).join('\n\n'),
  };
}

const FIRST_PAGE = 'totalCount nodes { databaseId } pageInfo { hasNextPage endCursor }';

/**
 * The first pages of posts of the parents `list` gives (users or terms), read for one parent and for
 * `many`: as many statements, and each page (total, nodes and cursors) the root list's for the filter
 * `alone` makes of its parent.
 */
async function firstPagesAsAlone(list: string, many: number, alone: (parent: number) => object) {
  const document = `query ($first: Int!) { list: ${list} { nodes { databaseId posts(first: 3) { ${FIRST_PAGE} } } } }`;
  type Parents = { nodes: { databaseId: number; posts: { totalCount: number } }[] };
  const one = await measured(document, 1, admin);
  const all = await measured(document, many, admin);
  expect(all.statements.length, all.statements.join('\n')).toBe(one.statements.length);
  const parents = (all.data.list as Parents).nodes;
  expect(parents).toHaveLength(many);
  for (const parent of parents) {
    const root = await graphql(
      server.url,
      `query ($filter: PostFilter!) { posts(first: 3, filter: $filter) { ${FIRST_PAGE} } }`,
      { headers: admin, variables: { filter: alone(parent.databaseId) } },
    );
    expect(parent.posts).toEqual((root.body.data as { posts: unknown }).posts);
    expect(parent.posts.totalCount).toBeGreaterThan(3);
  }
}

// The blog index: posts with their author, featured image and its sizes, categories, tags and
// parent's title, one request.
const POSTS_DOCUMENT = `query ($first: Int!) {
  posts(first: $first) {
    nodes {
      id
      title { rendered }
      author { name: displayName }
      featuredImage { sourceUrl details { sizes { name sourceUrl } } }
      categories { nodes { name } }
      tags { nodes { name } }
      parent { title { rendered } }
    }
  }
}`;

interface PostRow {
  author: { name: string } | null;
  featuredImage: { sourceUrl: string; details: { sizes: { name: string }[] } } | null;
  categories: { nodes: { name: string }[] };
  tags: { nodes: { name: string }[] };
}

describe('SQL statements of one GraphQL document', () => {
  it('reads 10 and 100 posts with their author, featured image and its sizes, terms and parent in as many statements', async () => {
    const { counts, listing } = await atBothSizes(POSTS_DOCUMENT, admin, (data, size) => {
      const nodes = (data.posts as { nodes: PostRow[] }).nodes;
      expect(nodes).toHaveLength(size);
      expect(new Set(nodes.map((node) => node.author?.name)).size).toBe(3);
      expect(nodes.filter((node) => node.featuredImage).length).toBeGreaterThan(size / 2);
      expect(nodes.some((node) => node.featuredImage?.details.sizes.length)).toBe(true);
      expect(nodes.every((node) => node.categories.nodes.length === 1)).toBe(true);
      expect(nodes.some((node) => node.tags.nodes.length === 2)).toBe(true);
    });
    expect(counts[1], listing).toBe(counts[0]);
  });

  it('reads 10 and 100 checks with their channels in as many statements', async () => {
    const document = `query ($first: Int!) {
      checks(first: $first) { nodes { id name status project { name } channels { nodes { id name kind } } } }
    }`;
    const { counts, listing } = await atBothSizes(document, monitoring, (data, size) => {
      const nodes = (data.checks as { nodes: { channels: { nodes: { name: string }[] } }[] }).nodes;
      expect(nodes).toHaveLength(size);
      expect(
        nodes.every(
          (node) =>
            node.channels.nodes
              .map((c) => c.name)
              .sort()
              .join() === 'mail,pager',
        ),
      ).toBe(true);
    });
    expect(counts[1], listing).toBe(counts[0]);
  });

  it('reads 10 and 100 checks with their channels, last 5 pings, notifications and flips in as many statements', async () => {
    const document = `query ($first: Int!) {
      checks(first: $first) { nodes {
        id name channels { nodes { name } } pings(first: 5) { nodes { n type date bodyBase64 } }
        notifications(first: 2) { totalCount nodes { state } }
        flips(first: 2) { totalCount nodes { newStatus } }
      } }
    }`;
    const { counts, listing } = await atBothSizes(document, monitoring, (data, size) => {
      const nodes = (data.checks as { nodes: { pings: { nodes: { n: number }[] } }[] }).nodes;
      expect(nodes).toHaveLength(size);
      expect(nodes.every((node) => node.pings.nodes.map((ping) => ping.n).join() === '6,5,4,3,2')).toBe(true);
      const flipped = nodes as unknown as { flips: { totalCount: number; nodes: { newStatus: string }[] } }[];
      expect(flipped.every((node) => node.flips.totalCount > 0 && node.flips.nodes[0].newStatus)).toBe(true);
    });
    expect(counts[1], listing).toBe(counts[0]);
  });

  it('reads 10 and 100 posts with their last revisions in as many statements', async () => {
    const document = `query ($first: Int!) {
      posts(first: $first) { nodes { revisions(first: 2) { totalCount nodes { title { raw } author { slug } } } } }
    }`;
    // The newest post, revised: its page of revisions leads with the change.
    const newest = (
      await graphql(server.url, '{ posts(first: 1) { nodes { databaseId } } }', { headers: admin })
    ).body.data as { posts: { nodes: { databaseId: number }[] } };
    const id = newest.posts.nodes[0].databaseId;
    await rest(server, 'POST', `/cms/v2/posts/${id}`, { headers: admin, body: { title: 'Revised once' } });
    type Revisions = { totalCount: number; nodes: { title: { raw: string }; author: { slug: string } }[] };
    const { counts, listing } = await atBothSizes(document, admin, (data, size) => {
      const nodes = (data.posts as { nodes: { revisions: Revisions }[] }).nodes;
      expect(nodes).toHaveLength(size);
      expect(nodes[0].revisions.totalCount).toBeGreaterThan(0);
      expect(nodes[0].revisions.nodes[0]).toEqual({
        title: { raw: 'Revised once' },
        author: { slug: 'admin' },
      });
    });
    expect(counts[1], listing).toBe(counts[0]);
  });

  it("reads one and every author's first page of posts in as many statements, as each reads alone", async () => {
    await firstPagesAsAlone('users(first: $first, filter: { roles: ["author"] })', 3, (author) => ({
      authors: [author],
    }));
  });

  it("reads one and every category's first page of posts in as many statements, as each reads alone", async () => {
    await firstPagesAsAlone(
      'terms(taxonomy: CATEGORY, first: $first, filter: { hideEmpty: true })',
      2,
      (term) => ({
        taxonomies: [{ taxonomy: 'CATEGORY', terms: [term] }],
      }),
    );
  });

  it('reads 10 and 100 posts by their global ids in as many statements', async () => {
    const listed = await graphql(server.url, '{ posts(first: 100) { nodes { id } } }', { headers: admin });
    const ids = (listed.body.data as { posts: { nodes: { id: string }[] } }).posts.nodes.map(
      (node) => node.id,
    );
    const counts: number[] = [];
    for (const size of [10, 100]) {
      const document = `{ nodes(ids: ${JSON.stringify(ids.slice(0, size))}) { id ... on Post { title { rendered } } } }`;
      const { data, statements } = await measured(document, size, admin);
      expect((data.nodes as { id: string }[]).map((node) => node.id)).toEqual(ids.slice(0, size));
      counts.push(statements.length);
    }
    expect(counts[1]).toBe(counts[0]);
  });

  it('reads 10 and 100 pages with their parent and children in as many statements', async () => {
    const document = `query ($first: Int!) {
      pages(first: $first) { nodes {
        title { rendered }
        parent { title { rendered } author { displayName } }
        children { nodes { title { rendered } } }
      } }
    }`;
    const { counts, listing } = await atBothSizes(document, admin, (data, size) => {
      const nodes = (
        data.pages as {
          nodes: { parent: { title: { rendered: string } } | null; children: { nodes: unknown[] } }[];
        }
      ).nodes;
      expect(nodes).toHaveLength(size);
      expect(nodes.filter((node) => node.parent?.title.rendered.startsWith('Page ')).length).toBe(size);
      // Each page is the parent of the one made after it, but the newest.
      expect(nodes.map((node) => node.children.nodes.length)).toEqual([0, ...Array(size - 1).fill(1)]);
    });
    expect(counts[1], listing).toBe(counts[0]);
  });
});
