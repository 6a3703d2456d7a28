/** `/cms/v2/search`: the site search behind the block editor's link popover, as WordPress answers it. */
import { describe, expect, it } from 'vitest';
import { contentSite, rest } from '../helpers/content.js';
import { graphql } from '../helpers/server.js';

const { server, site, admin, enc } = await contentSite({});

const make = async (base: string, body: Record<string, unknown>) =>
  (await rest(server, 'POST', `/cms/v2/${base}`, { headers: admin, body })).body.id as number;
const search = (query: string, headers: Record<string, string> = {}) =>
  rest(server, 'GET', '/cms/v2/search', { headers, query });

const older = await make('posts', {
  title: 'Pie',
  content: 'An apple a day',
  status: 'publish',
  date: '2026-01-01T10:00:00',
});
const titled = await make('posts', {
  title: 'Apple pie',
  status: 'publish',
  date: '2026-01-02T10:00:00',
  format: 'aside',
});
const page = await make('pages', { title: 'Apple orchard', status: 'publish', date: '2026-01-03T10:00:00' });
await make('posts', { title: 'Apple draft', status: 'draft' });
const secret = await make('posts', {
  title: 'Apple secret',
  status: 'publish',
  password: 'pw',
  date: '2025-01-01T10:00:00',
});
const category = await make('categories', { name: 'Apple cat' });
await make('tags', { name: 'Apple tag' });

describe('/cms/v2/search', () => {
  it('finds published items of the public types, title matches first, newest first', async () => {
    const { status, headers, body } = await search('search=apple');
    expect(status).toBe(200);
    expect(body.map((hit: { id: number }) => hit.id)).toEqual([page, titled, older]);
    expect(headers.get('x-wp-total')).toBe('3');
    expect(body[0]).toEqual({
      id: page,
      title: 'Apple orchard',
      url: `${site}/?page_id=${page}`,
      type: 'post',
      subtype: 'page',
      _links: {
        self: [{ embeddable: true, href: enc(`/cms/v2/pages/${page}`) }],
        about: [{ href: enc('/cms/v2/types/page') }],
        collection: [{ href: enc('/cms/v2/search') }],
      },
    });
    // A visitor's search skips password-protected items; a signed-in one's does not; drafts never.
    const signedIn = await search('search=apple', admin);
    expect(signedIn.body.map((hit: { id: number }) => hit.id)).toEqual([page, titled, secret, older]);
    const pages = await search('search=apple&subtype=page');
    expect(pages.body.map((hit: { id: number }) => hit.id)).toEqual([page]);
    const paged = await search('search=apple&per_page=2&page=2');
    expect(paged.body.map((hit: { id: number }) => hit.id)).toEqual([older]);
    expect(paged.headers.get('link')).toContain('rel="prev"');
    expect((await search('search=apple&page=9')).body).toEqual([]);
  });

  it('finds terms by name and post formats in use, each in its own shape', async () => {
    const terms = await search('type=term&search=apple');
    expect(terms.body.map((hit: { title: string }) => hit.title)).toEqual(['Apple cat', 'Apple tag']);
    // One list over both taxonomies, paged as one.
    const second = await search('type=term&search=apple&per_page=1&page=2');
    expect([
      second.body.map((hit: { title: string }) => hit.title),
      second.headers.get('x-wp-total'),
    ]).toEqual([['Apple tag'], '2']);
    expect(terms.body[0]).toEqual({
      id: category,
      title: 'Apple cat',
      url: `${site}/?cat=${category}`,
      type: 'category',
      _links: {
        self: [{ embeddable: true, href: enc(`/cms/v2/categories/${category}`) }],
        about: [{ href: enc('/cms/v2/taxonomies/category') }],
        collection: [{ href: enc('/cms/v2/search') }],
      },
    });
    const formats = await search('type=post-format');
    expect(formats.body).toEqual([
      {
        id: 'aside',
        title: 'Aside',
        url: `${site}/?post_format=aside`,
        type: 'post-format',
        _links: { collection: [{ href: enc('/cms/v2/search') }] },
      },
    ]);
    const far = await search('type=term&search=apple&page=3');
    expect([far.status, far.body.code]).toEqual([400, 'rest_search_invalid_page_number']);
  });

  it('refuses unknown types, subtypes and contexts with the reference’s messages', async () => {
    const refused = async (query: string, param: string, message: string) => {
      const answer = await search(query);
      expect([answer.status, answer.body.code, answer.body.data.params]).toEqual([
        400,
        'rest_invalid_param',
        { [param]: message },
      ]);
    };
    await refused('type=media', 'type', 'type is not one of post, term, and post-format.');
    await refused(
      'subtype=wp_block',
      'subtype',
      'subtype[0] is not one of post, page, requirement, category, post_tag, league, and any.',
    );
    await refused('context=edit', 'context', 'context is not one of view and embed.');
    // A NUL is no word to look for: the argument's sanitising drops it.
    expect((await search('search=%00')).status).toBe(200);
  });

  it('pages through GraphQL by cursor, and refuses a cursor of another list', async () => {
    const query = `query ($after: String) { search(search: "apple", first: 2, after: $after) {
      totalCount nodes { kind databaseId subtype } pageInfo { hasNextPage endCursor } } }`;
    const first = (await graphql(server.url, query)).body.data!.search as {
      totalCount: number;
      nodes: { databaseId: number }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    expect(first.nodes.map((node) => node.databaseId)).toEqual([page, titled]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await graphql(server.url, query, { variables: { after: first.pageInfo.endCursor } })).body
      .data!.search as {
      nodes: { databaseId: number }[];
      pageInfo: { hasNextPage: boolean };
    };
    expect(next.nodes.map((node) => node.databaseId)).toEqual([older]);
    expect(next.pageInfo.hasNextPage).toBe(false);
    const bad = (await graphql(server.url, query, { variables: { after: 'nope' } })).body;
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_CURSOR');
  });
});
