/** What cms/v2 says of the post types, taxonomies and statuses: the content model clients build on. */
import { describe, expect, it } from 'vitest';
import { contentSite, CURIES, rest } from '../helpers/content.js';

const {
  server,
  admin,
  enc,
  users: { contributor },
} = await contentSite({ contributor: 'carl' });

describe('cms/v2 types, taxonomies and statuses', () => {
  it('describes the post types', async () => {
    const res = await rest(server, 'GET', '/cms/v2/types');
    expect(Object.keys(res.body)).toEqual([
      'post',
      'page',
      'attachment',
      'nav_menu_item',
      'wp_block',
      'wp_template',
      'wp_template_part',
      'wp_navigation',
      'requirement',
    ]);
    expect(res.body.requirement).toEqual({
      description: '',
      hierarchical: false,
      has_archive: false,
      name: 'Requirements',
      slug: 'requirement',
      icon: null,
      taxonomies: ['league'],
      rest_base: 'requirement',
      rest_namespace: 'cms/v2',
      template: [],
      template_lock: false,
      _links: {
        collection: [{ href: enc('/cms/v2/types') }],
        'wp:items': [{ href: enc('/cms/v2/requirement') }],
        curies: CURIES,
      },
    });
    expect((await rest(server, 'GET', '/cms/v2/types/nope')).body).toEqual({
      code: 'rest_type_invalid',
      message: 'Invalid post type.',
      data: { status: 404 },
    });
    expect((await rest(server, 'GET', '/cms/v2/types/page', { query: 'context=edit' })).status).toBe(401);
    const edit = await rest(server, 'GET', '/cms/v2/types/page', { headers: admin, query: 'context=edit' });
    expect(edit.body.capabilities).toMatchObject({ edit_posts: 'edit_pages', create_posts: 'edit_pages' });
    expect(edit.body.supports).toMatchObject({ 'page-attributes': true });
  });

  it('describes the types the block editor reads, with their labels and supports in edit context', async () => {
    const types = (await rest(server, 'GET', '/cms/v2/types', { headers: admin, query: 'context=edit' }))
      .body as Record<string, Record<string, unknown>>;
    expect(Object.keys(types.post)).toEqual([
      ...['capabilities', 'description', 'hierarchical', 'has_archive', 'visibility', 'viewable', 'labels'],
      ...['name', 'slug', 'icon', 'supports', 'taxonomies', 'rest_base', 'rest_namespace', 'template'],
      ...['template_lock', '_links'],
    ]);
    expect(types.post.supports).toEqual({
      ...{ title: true, editor: true, author: true, thumbnail: true, excerpt: true, trackbacks: true },
      ...{ 'custom-fields': true, comments: true, revisions: true, 'post-formats': true, autosave: true },
    });
    // WordPress's labels: the defaults of the type's hierarchy, what it registers, the gaps filled in.
    const labels = types.post.labels as Record<string, string | null>;
    expect(Object.keys(labels)).toHaveLength(35);
    expect(labels).toMatchObject({
      name: 'Posts',
      singular_name: 'Post',
      add_new_item: 'Add Post',
      parent_item_colon: null,
      all_items: 'All Posts',
      item_link_description: 'A link to a post.',
      menu_name: 'Posts',
      name_admin_bar: 'Post',
    });
    expect(Object.keys(labels).slice(-3)).toEqual(['item_link_description', 'menu_name', 'name_admin_bar']);
    expect(types.page.labels).toMatchObject({ parent_item_colon: 'Parent Page:', archives: 'Page Archives' });
    expect(types.wp_template).toMatchObject({
      description: 'Templates to include in your theme.',
      viewable: false,
      visibility: { show_in_nav_menus: false, show_ui: false },
      rest_base: 'templates',
      supports: {
        title: true,
        slug: true,
        excerpt: true,
        editor: true,
        revisions: true,
        author: true,
        autosave: true,
      },
      labels: {
        name: 'Templates',
        archives: 'Template archives',
        all_items: 'Templates',
        item_updated: 'Template updated.',
        template_name: 'Single item: Template',
      },
      _links: { 'wp:items': [{ href: enc('/cms/v2/templates') }] },
    });
    expect(Object.keys(types.wp_template.labels as object)).toHaveLength(36);
    expect(types.wp_template_part.labels).toMatchObject({
      items_list_navigation: 'Template parts list navigation',
      item_updated: 'Template part updated.',
    });
    expect(types.wp_block.labels).toMatchObject({
      edit_item: 'Edit Block Pattern',
      archives: 'All Patterns',
    });
    expect(types.attachment).toMatchObject({
      icon: 'dashicons-admin-media',
      labels: { add_new: 'Add Media File', view_item: 'View Media File', all_items: 'Media' },
    });
    expect((await rest(server, 'GET', '/cms/v2/types/wp_template_part')).status).toBe(200);
  });

  it('describes taxonomies, filtered by type', async () => {
    const all = await rest(server, 'GET', '/cms/v2/taxonomies');
    expect(Object.keys(all.body)).toEqual([
      'category',
      'post_tag',
      'nav_menu',
      'wp_pattern_category',
      'league',
    ]);
    const forRequirement = await rest(server, 'GET', '/cms/v2/taxonomies', { query: 'type=requirement' });
    expect(forRequirement.body).toEqual({
      league: {
        name: 'Leagues',
        slug: 'league',
        description: '',
        types: ['requirement'],
        hierarchical: false,
        rest_base: 'league',
        rest_namespace: 'cms/v2',
        _links: {
          collection: [{ href: enc('/cms/v2/taxonomies') }],
          'wp:items': [{ href: enc('/cms/v2/league') }],
          curies: CURIES,
        },
      },
    });
    expect((await rest(server, 'GET', '/cms/v2/taxonomies', { query: 'type=nope' })).text).toBe('{}');
    expect((await rest(server, 'GET', '/cms/v2/taxonomies/nope')).body.code).toBe('rest_taxonomy_invalid');
  });

  it("gives taxonomies WordPress's labels in edit context (the editor titles its panels with menu_name)", async () => {
    const labels = async (name: string) =>
      (await rest(server, 'GET', `/cms/v2/taxonomies/${name}`, { query: 'context=edit', headers: admin }))
        .body.labels;
    const category = await labels('category');
    expect(Object.keys(category)).toHaveLength(31);
    expect(category).toMatchObject({
      name: 'Categories',
      singular_name: 'Category',
      popular_items: null,
      parent_item: 'Parent Category',
      separate_items_with_commas: null,
      back_to_items: '&larr; Go to Categories',
      menu_name: 'Categories',
      // The built-in taxonomies register no labels: WordPress falls back to the taxonomy's name.
      name_admin_bar: 'category',
      template_name: 'Category Archives',
    });
    expect(Object.keys(category).slice(-3)).toEqual(['menu_name', 'name_admin_bar', 'template_name']);
    expect(await labels('post_tag')).toMatchObject({
      name: 'Tags',
      parent_item: null,
      popular_items: 'Popular Tags',
      choose_from_most_used: 'Choose from the most used tags',
    });
    // A plugin's taxonomy names itself; the rest are the defaults of its kind, as in WordPress.
    expect(await labels('league')).toMatchObject({
      name: 'Leagues',
      singular_name: 'League',
      all_items: 'Leagues',
      search_items: 'Search Tags',
      menu_name: 'Leagues',
      name_admin_bar: 'League',
      archives: 'Leagues',
      template_name: 'League Archives',
    });
    expect((await labels('wp_pattern_category')).add_new_item).toBe('Add Category');
  });

  it('shows public statuses to everyone and the rest to editors of content', async () => {
    const anon = await rest(server, 'GET', '/cms/v2/statuses');
    expect(anon.body).toEqual({
      publish: {
        name: 'Published',
        public: true,
        queryable: true,
        slug: 'publish',
        date_floating: false,
        _links: { archives: [{ href: enc('/cms/v2/posts') }] },
      },
    });
    const editor = await rest(server, 'GET', '/cms/v2/statuses', { headers: contributor.auth });
    expect(Object.keys(editor.body)).toEqual([
      'publish',
      'future',
      'draft',
      'pending',
      'private',
      'trash',
      'ext-disabled',
    ]);
    expect((await rest(server, 'GET', '/cms/v2/statuses/draft')).body).toEqual({
      code: 'rest_cannot_read_status',
      message: 'Cannot view status.',
      data: { status: 401 },
    });
    expect(
      (
        await rest(server, 'GET', '/cms/v2/statuses/draft', {
          headers: contributor.auth,
          query: 'context=edit',
        })
      ).body,
    ).toEqual({
      name: 'Draft',
      private: false,
      protected: true,
      public: false,
      queryable: false,
      show_in_list: true,
      slug: 'draft',
      date_floating: true,
      _links: { archives: [{ href: enc('/cms/v2/posts', '&status=draft') }] },
    });
  });
});
