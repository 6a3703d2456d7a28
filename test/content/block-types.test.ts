/** `/cms/v2/block-types`: WordPress's block registry, as its block types controller answers the editor. */
import { describe, expect, it } from 'vitest';
import { contentSite, rest } from '../helpers/content.js';
import { graphql } from '../helpers/server.js';

const {
  server,
  enc,
  users: { contributor, subscriber },
} = await contentSite({ contributor: 'cara', subscriber: 'sam' });

const get = (route: string, headers: Record<string, string> = contributor.auth, query = '') =>
  rest(server, 'GET', route, { headers, query });

describe('/cms/v2/block-types', () => {
  it('answers a block as WordPress does: its key order, block.json values, the supports’ attributes', async () => {
    const { status, body } = await get('/cms/v2/block-types/core/paragraph');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual([
      ...['attributes', 'is_dynamic', 'api_version', 'name', 'title', 'description', 'icon', 'category'],
      ...[
        'keywords',
        'parent',
        'ancestor',
        'allowed_blocks',
        'provides_context',
        'uses_context',
        'selectors',
      ],
      ...['supports', 'styles', 'textdomain', 'example', 'editor_script_handles', 'script_handles'],
      ...['view_script_handles', 'view_script_module_ids', 'editor_style_handles', 'style_handles'],
      ...['view_style_handles', 'variations', 'block_hooks', 'editor_script', 'script', 'view_script'],
      ...['editor_style', 'style', '_links'],
    ]);
    // WordPress 7.1's answer for the paragraph (its supports differ with the library's version).
    expect(Object.keys(body.attributes)).toEqual([
      ...['content', 'dropCap', 'placeholder', 'direction', 'lock', 'metadata', 'align', 'className'],
      ...['style', 'backgroundColor', 'textColor', 'gradient', 'fontSize', 'fontFamily', 'borderColor'],
      'anchor',
    ]);
    expect(body).toMatchObject({
      is_dynamic: false,
      api_version: 3,
      name: 'core/paragraph',
      title: 'Paragraph',
      description: 'Start with the basic building block of all narrative.',
      icon: null,
      category: 'text',
      keywords: ['text'],
      parent: null,
      provides_context: [],
      uses_context: [],
      styles: [],
      textdomain: null,
      example: null,
      editor_style_handles: ['wp-block-paragraph-editor'],
      style_handles: ['wp-block-paragraph'],
      variations: [],
      block_hooks: [],
      editor_script: null,
      editor_style: 'wp-block-paragraph-editor',
      style: 'wp-block-paragraph',
      _links: {
        collection: [{ href: enc('/cms/v2/block-types') }],
        self: [{ href: enc('/cms/v2/block-types/core/paragraph'), targetHints: { allow: ['GET'] } }],
        up: [{ href: enc('/cms/v2/block-types/core') }],
      },
    });
    expect(body.selectors.root).toBe('p');
    // WordPress renders a heading with a callback; block.json's styles and module ids come through.
    expect((await get('/cms/v2/block-types/core/heading')).body.is_dynamic).toBe(true);
    expect(
      (await get('/cms/v2/block-types/core/image')).body.styles.map((s: { name: string }) => s.name),
    ).toEqual(['default', 'rounded']);
    expect((await get('/cms/v2/block-types/core/accordion')).body.view_script_module_ids).toEqual([
      '@wordpress/block-library/accordion/view',
    ]);
  });

  it('lists the registry in WordPress’s order, by namespace too, with _fields', async () => {
    const { status, headers, body } = await get('/cms/v2/block-types', contributor.auth, '_fields=name');
    expect(status).toBe(200);
    expect(headers.get('x-wp-total')).toBeNull();
    const names = body.map((block: { name: string }) => block.name);
    expect(names.length).toBeGreaterThan(100);
    // Those WordPress loads a PHP file for come first (archives, …), then the static ones (audio, …).
    expect(names.indexOf('core/archives')).toBeLessThan(names.indexOf('core/audio'));
    expect(body[0]).toEqual({ name: names[0] });
    expect((await get('/cms/v2/block-types/core')).body).toHaveLength(names.length);
    expect((await get('/cms/v2/block-types/zzz')).body).toEqual([]);
  });

  it('refuses as the reference does: those who write nothing, then unknown blocks', async () => {
    const answer = async (route: string, headers: Record<string, string>) => {
      const { status, body } = await get(route, headers);
      return [status, body.code, body.message];
    };
    const refused = 'Sorry, you are not allowed to manage block types.';
    expect(await answer('/cms/v2/block-types', {})).toEqual([401, 'rest_block_type_cannot_view', refused]);
    expect(await answer('/cms/v2/block-types/core/nope', {})).toEqual([
      401,
      'rest_block_type_cannot_view',
      refused,
    ]);
    expect(await answer('/cms/v2/block-types/core/paragraph', subscriber.auth)).toEqual([
      403,
      'rest_block_type_cannot_view',
      refused,
    ]);
    expect(await answer('/cms/v2/block-types/core/nope', contributor.auth)).toEqual([
      404,
      'rest_block_type_invalid',
      'Invalid block type.',
    ]);
  });

  it('is a connection in GraphQL, in registration order', async () => {
    const query = `query($after: String) { blockTypes(first: 2, after: $after, namespace: "core") {
      edges { cursor node { name dynamic } } pageInfo { hasNextPage endCursor } } }`;
    type Page = {
      edges: { node: { name: string } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    const page = async (after: string | null) =>
      (
        (await graphql(server.url, query, { headers: contributor.auth, variables: { after } })).body.data as {
          blockTypes: Page;
        }
      ).blockTypes;
    const first = await page(null);
    const second = await page(first.pageInfo.endCursor);
    const listed = (await get('/cms/v2/block-types', contributor.auth, '_fields=name')).body.map(
      (block: { name: string }) => block.name,
    );
    expect([...first.edges, ...second.edges].map((edge) => edge.node.name)).toEqual(listed.slice(0, 4));
    expect(first.pageInfo.hasNextPage).toBe(true);
  });
});
