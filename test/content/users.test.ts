/** Users and their application passwords through cms/v2. */
import { describe, expect, it } from 'vitest';
import { contentSite, rest } from '../helpers/content.js';
import { basicAuth, graphql } from '../helpers/server.js';

const {
  server,
  site,
  admin,
  enc,
  users: { author, contributor },
} = await contentSite({ author: 'alice', contributor: 'carl', subscriber: 'sam' });
// A published post makes the administrator the one author everyone may see.
await rest(server, 'POST', '/cms/v2/posts', { headers: admin, body: { title: 'Filed', status: 'publish' } });

describe('cms/v2 users', () => {
  it('shows published authors to everyone, in view context', async () => {
    expect((await rest(server, 'GET', '/cms/v2/users')).body.map((u: { id: number }) => u.id)).toEqual([1]);
    const res = await rest(server, 'GET', '/cms/v2/users/1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: 1,
      name: 'admin',
      url: '',
      description: '',
      link: `${site}/?author=1`,
      slug: 'admin',
      avatar_urls: {
        24: expect.stringMatching(/^https:\/\/secure\.gravatar\.com\/avatar\/[0-9a-f]{64}\?s=24&d=mm&r=g$/),
        48: expect.stringMatching(/\?s=48&d=mm&r=g$/),
        96: expect.stringMatching(/\?s=96&d=mm&r=g$/),
      },
      meta: {},
      _links: {
        self: [{ href: enc('/cms/v2/users/1') }],
        collection: [{ href: enc('/cms/v2/users') }],
      },
    });
    expect((await rest(server, 'GET', `/cms/v2/users/${author.id}`)).body).toEqual({
      code: 'rest_user_cannot_view',
      message: 'Sorry, you are not allowed to list users.',
      data: { status: 401 },
    });
    expect((await rest(server, 'GET', '/cms/v2/users/999')).body).toEqual({
      code: 'rest_user_invalid_id',
      message: 'Invalid user ID.',
      data: { status: 404 },
    });
    expect((await rest(server, 'GET', '/cms/v2/users', { query: 'context=edit' })).status).toBe(401);
    expect((await rest(server, 'GET', '/cms/v2/users', { query: 'roles=author' })).body.code).toBe(
      'rest_user_cannot_view',
    );
  });

  it('answers /users/me, with the edit context for oneself', async () => {
    expect((await rest(server, 'GET', '/cms/v2/users/me')).body).toEqual({
      code: 'rest_not_logged_in',
      message: 'You are not currently logged in.',
      data: { status: 401 },
    });
    const me = await rest(server, 'GET', '/cms/v2/users/me', { headers: author.auth, query: 'context=edit' });
    expect(me.status).toBe(200);
    expect(Object.keys(me.body)).toEqual([
      'id',
      'username',
      'name',
      'first_name',
      'last_name',
      'email',
      'url',
      'description',
      'link',
      'locale',
      'nickname',
      'slug',
      'registered_date',
      'roles',
      'capabilities',
      'extra_capabilities',
      'avatar_urls',
      'meta',
      '_links',
    ]);
    expect(me.body).toMatchObject({
      id: author.id,
      username: 'alice',
      email: 'alice@example.test',
      nickname: 'alice',
      locale: 'en_US',
      roles: ['author'],
      extra_capabilities: { author: true },
    });
    expect(me.body.registered_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    expect(me.body.capabilities).toMatchObject({ publish_posts: true, author: true });
    expect(me.body.capabilities.edit_others_posts).toBeUndefined();
    // Administrators list everyone (list_users), ordered by name.
    const all = await rest(server, 'GET', '/cms/v2/users', {
      headers: admin,
      query: 'context=edit&orderby=id',
    });
    expect(all.body.map((u: { username: string }) => u.username)).toEqual(['admin', 'alice', 'carl', 'sam']);
    // Private fields stay private over GraphQL too.
    const gql = await graphql(
      server.url,
      `
        {
          user(id: 1) {
            displayName
            login
            email
            role
          }
        }
      `,
      {
        headers: author.auth,
      },
    );
    expect(gql.body.data).toEqual({ user: { displayName: 'admin', login: null, email: null, role: null } });
  });
});

describe('cms/v2 application passwords', () => {
  it('creates, introspects, renames and revokes passwords; the new one works at once', async () => {
    const created = await rest(server, 'POST', '/cms/v2/users/me/application-passwords', {
      headers: author.auth,
      body: { name: 'CI', app_id: '0b2c1d4e-1111-4222-8333-444455556666' },
    });
    expect(created.status).toBe(201);
    const uuid = created.body.uuid as string;
    const self = enc(`/cms/v2/users/${author.id}/application-passwords/${uuid}`);
    expect(created.headers.get('location')).toBe(self);
    expect(created.body).toEqual({
      uuid,
      app_id: '0b2c1d4e-1111-4222-8333-444455556666',
      name: 'CI',
      password: expect.stringMatching(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/),
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
      last_used: null,
      last_ip: null,
      _links: { self: [{ href: self }] },
    });
    const auth = { Authorization: basicAuth('alice', created.body.password) };
    const introspect = await rest(server, 'GET', '/cms/v2/users/me/application-passwords/introspect', {
      headers: auth,
    });
    expect(introspect.body).toMatchObject({ uuid, name: 'CI', last_ip: '127.0.0.1' });

    expect(
      (
        await rest(server, 'POST', '/cms/v2/users/me/application-passwords', {
          headers: auth,
          body: { name: 'CI' },
        })
      ).body,
    ).toEqual({
      code: 'application_password_duplicate_name',
      message: 'Each application name should be unique.',
      data: { status: 409 },
    });
    expect(
      (
        await rest(server, 'POST', '/cms/v2/users/me/application-passwords', {
          headers: auth,
          body: { name: 'x', app_id: 'nope' },
        })
      ).body.data.params,
    ).toEqual({ app_id: 'app_id is not a valid UUID.' });

    const renamed = await rest(server, 'PUT', `/cms/v2/users/${author.id}/application-passwords/${uuid}`, {
      headers: auth,
      body: { name: 'CI 2' },
    });
    expect(renamed.body).toMatchObject({ uuid, name: 'CI 2' });

    // Another user's passwords: only administrators (edit_users).
    expect(
      (
        await rest(server, 'GET', `/cms/v2/users/${author.id}/application-passwords`, {
          headers: contributor.auth,
        })
      ).body,
    ).toEqual({
      code: 'rest_cannot_list_application_passwords',
      message: 'Sorry, you are not allowed to list application passwords for this user.',
      data: { status: 403 },
    });
    const adminList = await rest(server, 'GET', `/cms/v2/users/${author.id}/application-passwords`, {
      headers: admin,
    });
    expect(adminList.body.map((p: { name: string }) => p.name)).toEqual(['tests', 'CI 2']);
    expect(
      (
        await rest(server, 'GET', `/cms/v2/users/${author.id}/application-passwords/introspect`, {
          headers: admin,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await rest(server, 'GET', `/cms/v2/users/me/application-passwords/${'0'.repeat(8)}`, {
          headers: auth,
        })
      ).body,
    ).toEqual({
      code: 'rest_application_password_not_found',
      message: 'Application password not found.',
      data: { status: 404 },
    });

    const revoked = await rest(server, 'DELETE', `/cms/v2/users/me/application-passwords/${uuid}`, {
      headers: auth,
    });
    expect(revoked.body).toMatchObject({ deleted: true, previous: { uuid, name: 'CI 2' } });
    expect((await rest(server, 'GET', '/cms/v2/users/me', { headers: auth })).body.code).toBe(
      'incorrect_password',
    );
    expect(
      (await rest(server, 'DELETE', '/cms/v2/users/me/application-passwords', { headers: author.auth })).body,
    ).toEqual({ deleted: true, count: 1 });
  });
});
