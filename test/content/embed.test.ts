import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { execute, parse } from 'graphql';
import { Operations } from '../../gateway/operations.js';
import { requestContext } from '../../src/runtime.js';
import { adminAuth, contentUser, CURIES, rest, restLink } from '../helpers/content.js';
import { loggedStatements } from '../helpers/database.js';
import { quadrantImage } from '../helpers/images.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let site: string;
let admin: Record<string, string>;
let author: { id: number; auth: Record<string, string> };
let newsId: number;
let postId: number;

const enc = (route: string, extra = '') => restLink(server, route, extra);

beforeAll(async () => {
  server = await startTestServer();
  site = server.runtime.settings.publicUrl;
  admin = adminAuth(server);
  author = await contentUser(server, 'alice', 'author');
  newsId = (await rest(server, 'POST', '/cms/v2/tags', { headers: admin, body: { name: 'News' } })).body.id;
  const created = await rest(server, 'POST', '/cms/v2/posts', {
    headers: author.auth,
    body: { title: 'Embedded', status: 'publish', tags: [newsId] },
  });
  postId = created.body.id;
});
afterAll(() => server.stop());

/** A term in embed context, as `wp:term` embeds it. */
function embeddedTerm(id: number, name: string, slug: string, taxonomy: 'category' | 'post_tag') {
  const base = taxonomy === 'category' ? 'categories' : 'tags';
  return {
    id,
    link: taxonomy === 'category' ? `${site}/?cat=${id}` : `${site}/?tag=${slug}`,
    name,
    slug,
    taxonomy,
    _links: {
      self: [{ href: enc(`/cms/v2/${base}/${id}`) }],
      collection: [{ href: enc(`/cms/v2/${base}`) }],
      about: [{ href: enc(`/cms/v2/taxonomies/${taxonomy}`) }],
      'wp:post_type': [{ href: enc('/cms/v2/posts', `&${base}=${id}`) }],
      curies: CURIES,
    },
  };
}

describe('cms/v2 _embed', () => {
  it('embeds the author and the terms of each link, in embed context with their own links', async () => {
    const res = await rest(server, 'GET', `/cms/v2/posts/${postId}`, { query: '_embed' });
    expect(res.status).toBe(200);
    const avatar = (size: number) =>
      expect.stringMatching(
        new RegExp(`^https://secure\\.gravatar\\.com/avatar/[0-9a-f]{64}\\?s=${size}&d=mm&r=g$`),
      );
    expect(res.body._embedded).toEqual({
      author: [
        {
          id: author.id,
          name: 'alice',
          url: '',
          description: '',
          link: `${site}/?author=${author.id}`,
          slug: 'alice',
          avatar_urls: { 24: avatar(24), 48: avatar(48), 96: avatar(96) },
          _links: {
            self: [{ href: enc(`/cms/v2/users/${author.id}`) }],
            collection: [{ href: enc('/cms/v2/users') }],
          },
        },
      ],
      'wp:term': [
        [embeddedTerm(1, 'Uncategorized', 'uncategorized', 'category')],
        [embeddedTerm(newsId, 'News', 'news', 'post_tag')],
      ],
    });
    expect(Object.keys(res.body).slice(-2)).toEqual(['_links', '_embedded']);
  });

  it('embeds only the listed relations; `_fields` without `_links` embeds nothing', async () => {
    const selective = await rest(server, 'GET', `/cms/v2/posts/${postId}`, { query: '_embed=author' });
    expect(Object.keys(selective.body._embedded)).toEqual(['author']);

    const list = await rest(server, 'GET', '/cms/v2/posts', { query: '_embed=wp:term,author&per_page=1' });
    expect(Object.keys(list.body[0]._embedded)).toEqual(['author', 'wp:term']);

    const noLinks = await rest(server, 'GET', `/cms/v2/posts/${postId}`, {
      query: '_fields=id,_embedded&_embed=wp:term',
    });
    expect(noLinks.body).toEqual({ id: postId });

    const someLinks = await rest(server, 'GET', `/cms/v2/posts/${postId}`, {
      query: '_fields=id,_links.author&_embed',
    });
    expect(someLinks.body).toEqual({
      id: postId,
      _links: { author: [{ embeddable: true, href: enc(`/cms/v2/users/${author.id}`) }] },
      _embedded: { author: [expect.objectContaining({ id: author.id, slug: 'alice' })] },
    });
  });

  it('embeds an error object for a link the caller may not follow, and empty term lists are left out', async () => {
    const parent = await rest(server, 'POST', '/cms/v2/pages', {
      headers: admin,
      body: { title: 'Hidden parent', status: 'draft' },
    });
    const child = await rest(server, 'POST', '/cms/v2/pages', {
      headers: admin,
      body: { title: 'Public child', status: 'publish', parent: parent.body.id },
    });
    const res = await rest(server, 'GET', `/cms/v2/pages/${child.body.id}`, { query: '_embed=up' });
    expect(res.body._embedded).toEqual({
      up: [
        { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } },
      ],
    });
    const asAdmin = await rest(server, 'GET', `/cms/v2/pages/${child.body.id}`, {
      query: '_embed=up',
      headers: admin,
    });
    expect(asAdmin.body._embedded.up).toEqual([
      expect.objectContaining({ id: parent.body.id, title: { rendered: 'Hidden parent' } }),
    ]);

    const requirement = await rest(server, 'POST', '/cms/v2/requirement', {
      headers: admin,
      body: { title: 'No leagues', status: 'publish' },
    });
    expect(requirement.body._links['wp:term']).toHaveLength(1);
    const withoutTerms = await rest(server, 'GET', `/cms/v2/requirement/${requirement.body.id}`, {
      query: '_embed',
    });
    expect(Object.keys(withoutTerms.body._embedded)).toEqual(['author']);

    const enveloped = await rest(server, 'GET', `/cms/v2/pages/${child.body.id}`, {
      query: '_embed=up&_envelope',
    });
    expect(enveloped.body.status).toBe(200);
    expect(enveloped.body.body._embedded.up[0].code).toBe('rest_forbidden');
  });

  it('reads a 100-item list with `_embed` in a bounded number of SQL statements', async () => {
    const categories = [];
    for (const name of ['Alpha', 'Beta', 'Gamma'])
      categories.push(
        (await rest(server, 'POST', '/cms/v2/categories', { headers: admin, body: { name } })).body.id,
      );
    for (let i = 0; i < 100; i++) {
      const res = await rest(server, 'POST', '/cms/v2/posts', {
        headers: i % 2 ? admin : author.auth,
        body: { title: `Bulk ${i}`, status: 'publish', categories: [categories[i % 3]], tags: [newsId] },
      });
      expect(res.status).toBe(201);
    }

    const statements = await loggedStatements(server.runtime.orm, async () => {
      const res = await rest(server, 'GET', '/cms/v2/posts', { query: 'per_page=100&_embed' });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(100);
      expect(
        res.body.every(
          (post: { _embedded: Record<string, unknown[]> }) => post._embedded.author.length === 1,
        ),
      ).toBe(true);
      expect(res.body[0]._embedded['wp:term']).toHaveLength(2);
    });
    // 100 items × (author + 2 term lists) would be 300+ statements with N+1 reads.
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(15);
  });

  it('answers each link as the link itself does, relation by relation in a few operations', async () => {
    const upload = async (name: string, parent?: number) =>
      (
        await rest(server, 'POST', '/cms/v2/media', {
          query: parent ? `post=${parent}` : '',
          headers: {
            ...admin,
            'Content-Type': 'image/jpeg',
            'Content-Disposition': `attachment; filename="${name}.jpg"`,
          },
          raw: new Uint8Array(await quadrantImage(40, 30)),
        })
      ).body.id as number;
    const draft = await rest(server, 'POST', '/cms/v2/posts', { headers: admin, body: { title: 'Draft' } });
    const shown = await upload('shown');
    // Attached to a draft: anonymous callers may not see it, so its link embeds the single route's error.
    const hidden = await upload('hidden', draft.body.id);
    const bob = await contentUser(server, 'bob', 'author');
    for (const [auth, featured] of [
      [author.auth, shown],
      [admin, hidden],
      [bob.auth, shown],
      [bob.auth, 0],
    ] as const)
      await rest(server, 'POST', '/cms/v2/posts', {
        headers: auth,
        body: { title: 'Featured', status: 'publish', featured_media: featured, tags: [newsId] },
      });

    const run = vi.spyOn(Operations.prototype, 'run');
    for (const headers of [{}, admin]) {
      run.mockClear();
      const list = await rest(server, 'GET', '/cms/v2/posts', { query: 'per_page=100&_embed', headers });
      const operations = run.mock.calls.map(
        ([document]) => /(?:query|mutation) (\w+)/.exec(String(document))![1],
      );
      // The list, the authors, the featured media, each taxonomy's term lists; the hidden image anonymously.
      expect(operations.sort()).toEqual(
        [
          'RestListPosts',
          'RestListUsers',
          'RestListMedia',
          ...(headers === admin ? [] : ['RestGetMedia']),
          'RestListTermsOfItems',
          'RestListTermsOfItems',
        ].sort(),
      );
      const direct = new Map<string, unknown>();
      let compared = 0;
      for (const post of list.body) {
        for (const [rel, embedded] of Object.entries(post._embedded as Record<string, unknown[]>)) {
          const links = post._links[rel] as { href: string; embeddable?: boolean }[];
          for (const [k, link] of links.entries()) {
            if (!link.embeddable) continue;
            if (!direct.has(link.href)) {
              const answer = await fetch(`${link.href}&context=embed&per_page=100`, { headers });
              direct.set(link.href, await answer.json());
            }
            expect(embedded[k], `${rel} of post ${post.id}`).toEqual(direct.get(link.href));
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(300);
      const featured = list.body
        .filter((post: { featured_media: number }) => post.featured_media)
        .map((post: { _embedded: { 'wp:featuredmedia': { id?: number; code?: string }[] } }) => {
          const [media] = post._embedded['wp:featuredmedia'];
          return media.id ?? media.code;
        });
      expect(featured).toEqual(headers === admin ? [shown, hidden, shown] : [shown, 'rest_forbidden', shown]);
    }
    run.mockRestore();
  });

  it("the facades' termsOfItems lists each item's terms as `terms` with the post filter does, null where it refuses", async () => {
    const draft = await rest(server, 'POST', '/cms/v2/posts', {
      headers: admin,
      body: { title: 'Unseen', tags: [newsId] },
    });
    const items = [postId, draft.body.id, 999999];
    const query = `query ($items: [Int!]!) {
      termsOfItems(taxonomy: POST_TAG, items: $items, first: 5) { item totalCount nodes { id: databaseId name } }
    }`;
    const single = `query ($post: Int!) { terms(taxonomy: POST_TAG, filter: { post: $post }) { nodes { id: databaseId name } } }`;
    const news = { id: newsId, name: 'News' };
    const { login, applicationPassword: password } = server.firstRun!;
    for (const [headers, credentials, seen] of [
      [{}, {}, [true, false, false]],
      [admin, { basic: { login, password } }, [true, true, false]],
    ] as const) {
      // An `_embed` helper of the facades' alone (@restOnly): run on their schema, as they run it.
      const body = await execute({
        schema: server.runtime.schemas.facades,
        document: parse(query),
        variableValues: { items },
        contextValue: await requestContext(server.runtime, credentials, {
          remoteAddr: '127.0.0.1',
          scheme: 'http',
        }),
      });
      expect(body.errors).toBeUndefined();
      expect(JSON.parse(JSON.stringify(body.data)).termsOfItems).toEqual(
        items.map((item, i) =>
          seen[i] ? { item, totalCount: 1, nodes: [news] } : { item, totalCount: 0, nodes: null },
        ),
      );
      for (const [i, item] of items.entries()) {
        const one = await graphql(server.url, single, { variables: { post: item }, headers });
        expect(one.body.errors === undefined, `item ${item}`).toBe(seen[i]);
      }
    }
  });
});
