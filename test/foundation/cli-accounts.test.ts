import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Post } from '../../src/content/posts/post.entity.js';
import { Flip } from '../../src/monitoring/flips/flip.entity.js';
import { Ping } from '../../src/monitoring/pings/ping.entity.js';
import { domainDeps } from '../../src/runtime.js';
import { cliJson } from '../helpers/cli.js';
import { adminAuth, contentUser, rest } from '../helpers/content.js';
import { api } from '../helpers/monitoring.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

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
      two_factor: false,
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

describe('project commands', () => {
  it('update changes the name and the limits given (set is its old name)', async () => {
    const created = await cli('project', 'create', '--name', 'Staging');
    expect(
      await cli('project', 'update', created.id as string, '--name', ' Stage ', '--check-limit', '7'),
    ).toEqual({
      id: created.id,
      name: 'Stage',
      check_limit: 7,
      ping_log_limit: 100,
      exitCode: 0,
    });
    expect(await cli('project', 'set', created.id as string, '--ping-log-limit', '5')).toMatchObject({
      name: 'Stage',
      check_limit: 7,
      ping_log_limit: 5,
    });
    expect(await cli('project', 'update', created.id as string, '--name', ' ')).toEqual({
      error: 'project name must be 1 to 100 characters',
      exitCode: 1,
    });
    expect(await cli('project', 'update', 'nope', '--name', 'x')).toEqual({
      error: 'no project with id nope',
      exitCode: 1,
    });
  });

  it('delete removes its checks, channels, pings and flips, and its keys stop working', async () => {
    const created = await cli('project', 'create', '--name', 'Doomed');
    const id = created.id as string;
    const v3 = api(server, created.api_key as string);
    const check = (await v3('POST', '/checks/', { name: 'nightly', timeout: 3600 })).json;
    expect((await fetch(check.ping_url as string)).status).toBe(200);
    await cli(
      'channel',
      'create',
      '--project',
      id,
      '--kind',
      'email',
      '--name',
      'ops',
      '--value',
      'o@example.com',
    );
    await cli('site', 'set', '--monitor-project', id);
    const em = () => domainDeps(server.runtime).em.fork();
    const history = async () => ({
      pings: await em().count(Ping, { check: { uuid: check.uuid as string } }),
      flips: await em().count(Flip, { check: { uuid: check.uuid as string } }),
    });
    expect(await history()).toEqual({ pings: 1, flips: 1 });

    expect(await cli('project', 'delete', id)).toEqual({
      error: 'deleting a project deletes its checks, channels, pings and flips; add --yes to do it',
      exitCode: 1,
    });
    expect((await v3('GET', '/checks/')).status).toBe(200);
    expect(await cli('project', 'delete', id, '--yes')).toEqual({
      id,
      name: 'Doomed',
      deleted: true,
      checks: 1,
      channels: 1,
      exitCode: 0,
    });
    expect(await history()).toEqual({ pings: 0, flips: 0 });
    expect((await v3('GET', '/checks/')).status).toBe(401);
    const gql = await graphql(server.url, '{ project { id } }', {
      headers: { 'X-Api-Key': created.api_key as string },
    });
    expect(gql.status).toBe(401);
    expect((await cli('site', 'show')).monitor_project).toBeNull();
    expect(((await cli('project', 'list')).projects as { id: string }[]).map((p) => p.id)).not.toContain(id);
    expect(await cli('project', 'delete', id, '--yes')).toEqual({
      error: `no project with id ${id}`,
      exitCode: 1,
    });
  });
});
