// Template parts of the built-in portico theme, and the revisions and autosaves of stored templates.
import { describe, expect, it } from 'vitest';
import { contentSite, rest, restError, templateLinks } from '../helpers/content.js';
import { graphql } from '../helpers/server.js';

const {
  server,
  admin,
  enc,
  users: { editor },
} = await contentSite({ editor: 'eve' });

describe('cms/v2 template parts', () => {
  it('lists parts by area and files unknown areas under uncategorized', async () => {
    const headers = await rest(server, 'GET', '/cms/v2/template-parts', {
      headers: admin,
      query: 'area=header',
    });
    expect(headers.body).toHaveLength(1);
    expect(headers.body[0]).toMatchObject({
      id: 'portico//header',
      type: 'wp_template_part',
      area: 'header',
      title: { raw: 'Header', rendered: 'Header' },
      _links: templateLinks(server, 'template-parts', 'portico//header', 'wp_template_part'),
    });
    expect(headers.body[0].is_custom).toBeUndefined();
    const created = await rest(server, 'POST', '/cms/v2/template-parts', {
      headers: admin,
      body: { slug: 'promo', title: 'Promo', content: 'x', area: 'nowhere' },
    });
    expect(created.status).toBe(201);
    expect(created.body.area).toBe('uncategorized');
    const gql = await graphql(server.url, '{ templateParts { nodes { slug area } } }', { headers: admin });
    expect(gql.body.data?.templateParts).toEqual({
      nodes: [
        { slug: 'footer', area: 'footer' },
        { slug: 'header', area: 'header' },
        { slug: 'promo', area: 'uncategorized' },
      ],
    });
  });
});

describe('cms/v2 template revisions and autosaves', () => {
  it('keeps revisions of stored templates only, in the template shape', async () => {
    const route = '/cms/v2/templates/portico//search';
    const fileOnly = await rest(server, 'GET', `${route}/revisions`, { headers: admin });
    expect(fileOnly.body).toEqual(
      restError('rest_invalid_template', "Templates based on theme files can't have revisions.", 400),
    );
    const unknown = await rest(server, 'GET', '/cms/v2/templates/portico//nope/revisions', {
      headers: admin,
    });
    expect(unknown.body).toEqual(restError('rest_post_invalid_parent', 'Invalid template parent ID.', 404));

    const first = await rest(server, 'POST', route, { headers: admin, body: { content: 'one' } });
    await rest(server, 'POST', route, { headers: admin, body: { content: 'two' } });
    const list = await rest(server, 'GET', `${route}/revisions`, { headers: admin, query: 'context=edit' });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-wp-total')).toBe('1');
    const revision = list.body[0];
    expect(revision).toMatchObject({
      id: 'portico//search',
      slug: 'search',
      content: { raw: 'two', block_version: 0 },
      status: 'inherit',
      parent: first.body.cms_id,
      _links: {
        self: [{ href: enc(`/cms/v2/templates/portico//search/revisions/${revision.cms_id}`) }],
        parent: [{ href: enc('/cms/v2/templates/portico//search') }],
      },
    });
    expect(revision.cms_id).not.toBe(first.body.cms_id);
    const one = await rest(server, 'GET', `${route}/revisions/${revision.cms_id}`, {
      headers: admin,
      query: 'context=edit',
    });
    expect(one.body).toEqual(revision);
    const options = await rest(server, 'OPTIONS', `${route}/revisions`);
    expect(options.body.schema.title).toBe('wp_template-revision');
    expect(options.body.schema.properties.parent.type).toBe('integer');
    const noForce = await rest(server, 'DELETE', `${route}/revisions/${revision.cms_id}`, { headers: admin });
    expect(noForce.status).toBe(501);
    const deleted = await rest(server, 'DELETE', `${route}/revisions/${revision.cms_id}`, {
      headers: admin,
      query: 'force=true',
    });
    expect(deleted.body).toMatchObject({ deleted: true, previous: { cms_id: revision.cms_id } });
  });

  it('autosaves a stored template per user, without touching it', async () => {
    const route = '/cms/v2/templates/portico//singular';
    await rest(server, 'POST', route, { headers: admin, body: { title: 'Singular (custom)' } });
    const saved = await rest(server, 'POST', `${route}/autosaves`, {
      headers: admin,
      body: { content: 'draft' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id: 'portico//singular',
      status: 'inherit',
      content: { raw: 'draft', block_version: 0 },
      title: { raw: 'Singular (custom)' },
    });
    const template = await rest(server, 'GET', route, { headers: admin, query: 'context=edit' });
    expect(saved.body.parent).toBe(template.body.cms_id);
    expect(template.body.content.raw).not.toBe('draft');
    const list = await rest(server, 'GET', `${route}/autosaves`, { headers: admin });
    expect(list.body.map((t: { cms_id: number }) => t.cms_id)).toEqual([saved.body.cms_id]);
    const one = await rest(server, 'GET', `${route}/autosaves/${saved.body.cms_id}`, { headers: admin });
    expect(one.body.cms_id).toBe(saved.body.cms_id);
    const none = await rest(server, 'GET', `${route}/autosaves/999999`, { headers: admin });
    expect(none.body).toEqual(
      restError('rest_post_no_autosave', 'There is no autosave revision for this template.', 404),
    );
    const byEditor = await rest(server, 'POST', `${route}/autosaves`, {
      headers: editor.auth,
      body: { content: 'x' },
    });
    expect(byEditor.status).toBe(403);
  });
});
