import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Post } from '../../src/content/post.entity.js';
import { domainDeps } from '../../src/runtime.js';
import { cliJson } from '../helpers/cli.js';
import { adminAuth, contentUser, rest } from '../helpers/content.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
const cli = (...args: string[]) => cliJson(args, server.env);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('user commands', () => {
  it('update changes the options given, by id or login, with the rules of create', async () => {
    const erin = await contentUser(server, 'erin', 'author');
    expect(await cli('user', 'update', 'erin', '--role', 'editor', '--display-name', 'Erin E.')).toEqual({
      id: erin.id,
      login: 'erin',
      email: 'erin@example.test',
      role: 'editor',
      display_name: 'Erin E.',
      exitCode: 0,
    });
    expect(await cli('user', 'update', String(erin.id), '--email', 'Erin@Example.org')).toMatchObject({
      email: 'erin@example.org',
      role: 'editor',
    });
    expect(await cli('user', 'update', 'erin', '--email', 'admin@localhost.localdomain')).toEqual({
      error: 'e-mail "admin@localhost.localdomain" is already taken',
      exitCode: 1,
    });
    expect(await cli('user', 'update', 'erin', '--role', 'king')).toEqual({
      error: 'role must be one of administrator, editor, author, contributor, subscriber',
      exitCode: 1,
    });
    expect(await cli('user', 'update', 'erin', '--password', 'short')).toEqual({
      error: 'password must be at least 8 characters',
      exitCode: 1,
    });
    expect(await cli('user', 'update', 'admin', '--role', 'editor')).toEqual({
      error: 'admin is the last administrator; make another user an administrator first',
      exitCode: 1,
    });
    expect(await cli('user', 'update', '999', '--role', 'editor')).toEqual({
      error: 'no user with id 999',
      exitCode: 1,
    });
    expect(await cli('user', 'update', 'ghost', '--role', 'editor')).toEqual({
      error: 'no user with login "ghost"',
      exitCode: 1,
    });
  });

  it('delete gives everything the user wrote to --reassign, and their application passwords go', async () => {
    const frank = await contentUser(server, 'frank', 'author');
    for (const title of ['One', 'Two']) {
      const created = await rest(server, 'POST', '/cms/v2/posts', {
        headers: frank.auth,
        body: { title, status: 'publish' },
      });
      expect(created.status).toBe(201);
    }
    const admin = server.firstRun!;
    const adminId = ((await cli('user', 'list')).users as { id: number; login: string }[]).find(
      (u) => u.login === admin.login,
    )!.id;
    const written = await domainDeps(server.runtime).em.fork().count(Post, { authorId: frank.id });
    expect(written).toBeGreaterThanOrEqual(2); // the posts, and the revisions the reference makes

    expect(await cli('user', 'delete', 'frank', '--reassign', 'admin')).toEqual({
      error:
        'deleting a user gives their posts to --reassign and revokes their application passwords; add --yes to do it',
      exitCode: 1,
    });
    expect(await cli('user', 'delete', 'frank', '--reassign', 'frank', '--yes')).toEqual({
      error: 'cannot reassign posts to the user being deleted',
      exitCode: 1,
    });
    expect(await cli('user', 'delete', 'frank', '--reassign', 'nobody', '--yes')).toEqual({
      error: 'no user with login "nobody"',
      exitCode: 1,
    });
    expect(await cli('user', 'delete', 'admin', '--reassign', 'frank', '--yes')).toEqual({
      error: 'admin is the last administrator; make another user an administrator first',
      exitCode: 1,
    });
    expect(await cli('user', 'delete', 'frank', '--yes')).toMatchObject({
      error: "required option '--reassign <user>' not specified",
      exitCode: 1,
    });

    expect(await cli('user', 'delete', String(frank.id), '--reassign', 'admin', '--yes')).toEqual({
      id: frank.id,
      login: 'frank',
      deleted: true,
      reassigned_posts: written,
      reassigned_to: adminId,
      exitCode: 0,
    });
    const posts = await rest(server, 'GET', '/cms/v2/posts', { headers: adminAuth(server) });
    expect(
      posts.body.map((p: { title: { rendered: string }; author: number }) => [p.title.rendered, p.author]),
    ).toEqual([
      ['Two', adminId],
      ['One', adminId],
    ]);
    expect((await rest(server, 'GET', '/cms/v2/users/me', { headers: frank.auth })).status).toBe(401);
    const users = (await cli('user', 'list')).users as { login: string }[];
    expect(users.map((u) => u.login)).not.toContain('frank');
    expect(await cli('user', 'delete', 'frank', '--reassign', 'admin', '--yes')).toEqual({
      error: 'no user with login "frank"',
      exitCode: 1,
    });
  });
});
