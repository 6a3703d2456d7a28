/** `/cms/v2/themes`: the built-in theme as WordPress's themes controller answers it to the block editor. */
import { describe, expect, it } from 'vitest';
import { contentSite, rest } from '../helpers/content.js';

const {
  server,
  admin,
  enc,
  users: { author, subscriber },
} = await contentSite({ author: 'alice', subscriber: 'sam' });

const themes = (query: string, headers: Record<string, string> = {}) =>
  rest(server, 'GET', '/cms/v2/themes', { headers, query });

describe('/cms/v2/themes', () => {
  it('shows whoever may edit content the active theme, with its supports and template types', async () => {
    const { status, headers, body } = await themes('status=active', author.auth);
    expect(status).toBe(200);
    expect(headers.get('x-wp-total')).toBe('1');
    const [theme] = body as Record<string, unknown>[];
    expect(Object.keys(theme)).toEqual([
      ...['stylesheet', 'template', 'requires_php', 'requires_wp', 'textdomain', 'version', 'screenshot'],
      ...['author', 'author_uri', 'description', 'name', 'tags', 'theme_uri', 'status', 'theme_supports'],
      ...['is_block_theme', 'stylesheet_uri', 'template_uri', 'default_template_types'],
      ...['default_template_part_areas', '_links'],
    ]);
    expect(theme).toMatchObject({
      stylesheet: 'portico',
      name: { raw: 'Portico', rendered: 'Portico' },
      status: 'active',
      is_block_theme: true,
      _links: {
        self: [{ href: enc('/cms/v2/themes/portico'), targetHints: { allow: ['GET'] } }],
        collection: [{ href: enc('/cms/v2/themes') }],
      },
    });
    const supports = theme.theme_supports as Record<string, unknown>;
    expect(Object.keys(supports)).toHaveLength(24);
    expect(supports).toMatchObject({
      'align-wide': false,
      'block-templates': true,
      'editor-styles': true,
      formats: expect.arrayContaining(['standard', 'gallery', 'quote']),
      'post-thumbnails': true,
      'wp-block-styles': false,
    });
    const types = theme.default_template_types as { slug: string; title: string; description: string }[];
    expect(types).toHaveLength(26);
    expect(types[4]).toEqual({
      title: 'Single Posts',
      description:
        'Displays a single post on your website unless a custom template has been applied to that post or a dedicated template exists.',
      slug: 'single',
    });
    expect(types[15].slug).toBe('404');
    expect(theme.default_template_part_areas).toContainEqual({
      area: 'header',
      label: 'Header',
      description:
        'The Header template defines a page area that typically contains a title, logo, and main navigation.',
      icon: 'header',
      area_tag: 'header',
    });
    expect((await rest(server, 'GET', '/cms/v2/themes/portico', { headers: author.auth })).body).toEqual(
      theme,
    );
  });

  it('refuses as the reference does: the active theme to those who edit nothing, the list to all but admins', async () => {
    const refused = async (query: string, headers: Record<string, string>, code: string, status: number) => {
      const answer = await themes(query, headers);
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    };
    await refused('status=active', {}, 'rest_cannot_view_active_theme', 401);
    await refused('status=active', subscriber.auth, 'rest_cannot_view_active_theme', 403);
    await refused('', author.auth, 'rest_cannot_view_themes', 403);
    await refused('status=inactive', author.auth, 'rest_cannot_view_themes', 403);
    const bad = await themes('status=foo', admin);
    expect(bad.status).toBe(400);
    expect(bad.body.data.params).toEqual({ status: 'status[0] is not one of active and inactive.' });
    expect((await themes('', admin)).body).toHaveLength(1);
    expect((await themes('status=inactive', admin)).body).toEqual([]);
    const missing = await rest(server, 'GET', '/cms/v2/themes/nope', { headers: admin });
    expect([missing.status, missing.body.code]).toEqual([404, 'rest_theme_not_found']);
    const encoded = await rest(server, 'GET', '/cms/v2/themes/%2570ortico%ZZ', { headers: admin });
    expect([encoded.status, encoded.body.code]).toEqual([404, 'rest_theme_not_found']);
    const hidden = await rest(server, 'GET', '/cms/v2/themes/nope', { headers: author.auth });
    expect([hidden.status, hidden.body.code]).toEqual([403, 'rest_cannot_view_themes']);
  });
});

describe('/cms/v2/global-styles/themes/<stylesheet>', () => {
  const styles = (path: string, headers: Record<string, string> = {}) =>
    rest(server, 'GET', `/cms/v2/global-styles/themes/${path}`, { headers });

  it("gives the editor the theme's settings and styles: WordPress's presets as `default`, the theme's as `theme`", async () => {
    const { status, body } = await styles('portico', author.auth);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['settings', 'styles', '_links']);
    const { color, layout, spacing, typography } = body.settings;
    expect(color.palette.default.map((c: { slug: string }) => c.slug)).toContain('vivid-red');
    expect(color.palette.theme.map((c: { slug: string }) => c.slug)).toEqual(
      expect.arrayContaining(['base', 'contrast', 'accent-1']),
    );
    expect(layout).toEqual({ contentSize: '645px', wideSize: '1340px' });
    // The theme turns on the appearance tools: what they stand for is spelled out.
    expect([spacing.blockGap, spacing.margin, spacing.padding, body.settings.border.radius]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(typography.fontSizes.theme.length).toBeGreaterThan(0);
    expect(body.styles.spacing.blockGap).toBe('1.2rem');
    expect(body._links.self[0].href).toBe(enc('/cms/v2/global-styles/themes/portico'));
    expect((await styles('portico/variations', author.auth)).body).toEqual([]);
  });

  it('refuses as the reference does: those who edit nothing, then themes that are not active', async () => {
    const answer = async (path: string, headers: Record<string, string>) => {
      const { status, body } = await styles(path, headers);
      return [status, body.code];
    };
    expect(await answer('portico', {})).toEqual([401, 'rest_cannot_read_global_styles']);
    expect(await answer('portico', subscriber.auth)).toEqual([403, 'rest_cannot_read_global_styles']);
    expect(await answer('other', subscriber.auth)).toEqual([403, 'rest_cannot_read_global_styles']);
    expect(await answer('other', author.auth)).toEqual([404, 'rest_theme_not_found']);
    expect(await answer('other/variations', admin)).toEqual([404, 'rest_theme_not_found']);
  });
});
