import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectRole } from '../../src/auth/members/project-member.entity.js';
import { addMember } from '../../src/auth/members/project-member.service.js';
import { createProject } from '../../src/auth/project.service.js';
import { User } from '../../src/auth/user.entity.js';
import { domainDeps } from '../../src/runtime.js';
import { cliJson } from '../helpers/cli.js';
import { contentUser, type ContentUser } from '../helpers/content.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let projectId: string;
const users: Record<string, ContentUser> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const login of ['owner', 'helper', 'outsider'])
    users[login] = await contentUser(server, login, 'author');
  const deps = domainDeps(server.runtime);
  const { project } = await createProject(deps, 'Backups');
  projectId = project.id;
  const owner = await deps.em.findOneOrFail(User, { login: 'owner' });
  await addMember(deps, null, project, owner, ProjectRole.OWNER);
});
afterAll(() => server.stop());

/** A GraphQL request as one of the users (their application password). */
const as = (login: string, query: string, variables: Record<string, unknown> = {}) =>
  graphql(server.url, query, { headers: users[login].auth, variables }).then(({ body }) => body);

const MEMBERS = `query($id: ID!) { node(id: $id) { ... on Project { name members { nodes { role user { displayName } } } } } }`;
const ADD = `mutation($p: ID!, $u: String!, $r: ProjectRole!) { addProjectMember(projectId: $p, user: $u, role: $r) { role } }`;
const globalId = () => Buffer.from(`project:${projectId}`).toString('base64url');

describe('project members', () => {
  it("shows a user the projects they belong to, and the project's members to its members only", async () => {
    const mine = await as('owner', '{ viewer { memberships { nodes { role project { name } } } } }');
    expect(mine.data).toEqual({
      viewer: { memberships: { nodes: [{ role: 'OWNER', project: { name: 'Backups' } }] } },
    });
    const id = (await as('owner', MEMBERS, { id: globalId() })).data as { node: unknown };
    expect(id.node).toEqual({
      name: 'Backups',
      members: { nodes: [{ role: 'OWNER', user: { displayName: 'owner' } }] },
    });
    expect((await as('outsider', MEMBERS, { id: globalId() })).data).toEqual({ node: null });
    expect((await as('outsider', '{ viewer { memberships { nodes { role } } } }')).data).toEqual({
      viewer: { memberships: { nodes: [] } },
    });
  });

  it('lets the owner and managers add members, and nobody else', async () => {
    const refused = await as('outsider', ADD, { p: projectId, u: 'outsider', r: 'MEMBER' });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await as('owner', ADD, { p: globalId(), u: 'helper@example.test', r: 'MEMBER' })).data).toEqual({
      addProjectMember: { role: 'MEMBER' },
    });
    // A member is not a manager: they add nobody.
    const byMember = await as('helper', ADD, { p: projectId, u: 'outsider', r: 'READ_ONLY' });
    expect(byMember.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const twice = await as('owner', ADD, { p: projectId, u: 'helper', r: 'MANAGER' });
    expect(twice.errors?.[0].extensions?.code).toBe('CONFLICT');
    const secondOwner = await as('owner', ADD, { p: projectId, u: 'outsider', r: 'OWNER' });
    expect(secondOwner.errors?.[0].message).toBe('The project has an owner already.');
  });

  it('keeps the owner, and lets a member leave on their own', async () => {
    const removeOwner = await as(
      'owner',
      `mutation($p: ID!) { removeProjectMember(projectId: $p, user: "owner") }`,
      {
        p: projectId,
      },
    );
    expect(removeOwner.errors?.[0].message).toBe('A project’s owner cannot be removed.');
    const promote = await as(
      'owner',
      `mutation($p: ID!) { setProjectMemberRole(projectId: $p, user: "helper", role: OWNER) { role } }`,
      { p: projectId },
    );
    expect(promote.errors?.[0].extensions?.code).toBe('CONFLICT');
    const leave = await as(
      'helper',
      `mutation($p: ID!) { removeProjectMember(projectId: $p, user: "helper") }`,
      {
        p: projectId,
      },
    );
    expect(leave.data).toEqual({ removeProjectMember: true });
    expect((await as('helper', MEMBERS, { id: globalId() })).data).toEqual({ node: null });
  });

  it('is managed by the operator with the CLI, one JSON object each', async () => {
    const added = await cliJson(
      ['project', 'member', 'add', projectId, '--user', 'outsider', '--role', 'read_only'],
      server.env,
    );
    expect(added).toMatchObject({ login: 'outsider', role: 'read_only', exitCode: 0 });
    const listed = await cliJson(['project', 'member', 'list', projectId], server.env);
    expect((listed.members as { login: string; role: string }[]).map((m) => [m.login, m.role])).toEqual([
      ['owner', 'owner'],
      ['outsider', 'read_only'],
    ]);
    const badRole = await cliJson(
      ['project', 'member', 'role', projectId, '--user', 'outsider', '--role', 'boss'],
      server.env,
    );
    expect(badRole.exitCode).not.toBe(0);
    const unknown = await cliJson(
      ['project', 'member', 'add', projectId, '--user', 'nobody', '--role', 'member'],
      server.env,
    );
    expect(unknown).toMatchObject({ exitCode: 1 });
    expect(String(unknown.error)).toContain('nobody');
  });
});
