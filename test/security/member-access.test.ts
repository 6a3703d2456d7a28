import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectRole } from '../../src/auth/members/project-member.entity.js';
import { addMember, removeMember } from '../../src/auth/members/project-member.service.js';
import { createProject } from '../../src/auth/project.service.js';
import { User } from '../../src/auth/user.entity.js';
import { domainDeps } from '../../src/runtime.js';
import { contentUser, type ContentUser } from '../helpers/content.js';
import { liveClient, subscribe } from '../helpers/live.js';
import { eventually } from '../helpers/receivers.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let projectId: string;
let otherKey: string;
const users: Record<string, ContentUser> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const [login, role] of [
    ['owner', 'author'],
    ['watcher', 'subscriber'],
    ['outsider', 'author'],
    ['admin2', 'administrator'],
  ])
    users[login] = await contentUser(server, login, role);
  const deps = domainDeps(server.runtime);
  const { project } = await createProject(deps, 'Nightly jobs');
  projectId = project.id;
  otherKey = (await createProject(deps, 'Elsewhere')).apiKey;
  for (const [login, role] of [
    ['owner', ProjectRole.OWNER],
    ['watcher', ProjectRole.READ_ONLY],
  ] as const)
    await addMember(deps, null, project, await deps.em.findOneOrFail(User, { login }), role);
});
afterAll(() => server.stop());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

/** A GraphQL request as one of the users (their application password), or with headers given. */
const as = (
  who: string | Record<string, string>,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Answer> =>
  graphql(server.url, query, { headers: typeof who === 'string' ? users[who].auth : who, variables }).then(
    ({ body }) => body,
  );

const CREATE = `mutation($p: ID) { createCheck(project: $p, input: { name: "backup" }) { check { id uuid pingUrl } } }`;
const CHECK = `query($id: ID!) { check(id: $id) { name pingUrl status pings { nodes { n } } project { name } } }`;
const code = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;

describe('project members reach its checks by their role', () => {
  let check: { id: string; uuid: string; pingUrl: string };

  it('lets a member create a check in the project they name, and see it in the project', async () => {
    const created = await as('owner', CREATE, { p: projectId });
    check = created.data.createCheck.check;
    expect(check.pingUrl).toBe(`${server.url.replace('127.0.0.1', 'localhost')}/ping/${check.uuid}`);
    const listed = await as('owner', `query($p: ID!) { checks(project: $p) { nodes { name } } }`, {
      p: projectId,
    });
    expect(listed.data).toEqual({ checks: { nodes: [{ name: 'backup' }] } });
    // Without naming a project a user has no key's project to fall back on.
    expect(code(await as('owner', CREATE))).toBe('MISSING_API_KEY');
  });

  it('shows a read-only member the check, its ping URL and log, and refuses their changes', async () => {
    await fetch(check.pingUrl);
    const seen = await as('watcher', CHECK, { id: check.id });
    expect(seen.data.check).toEqual({
      name: 'backup',
      pingUrl: check.pingUrl,
      status: 'UP',
      pings: { nodes: [{ n: 1 }] },
      project: { name: 'Nightly jobs' },
    });
    for (const mutation of [
      `mutation($id: ID!) { pauseCheck(id: $id) { status } }`,
      `mutation($id: ID!) { updateCheck(id: $id, input: { name: "x" }) { name } }`,
      `mutation($id: ID!) { deleteCheck(id: $id) { name } }`,
    ])
      expect(code(await as('watcher', mutation, { id: check.id }))).toBe('FORBIDDEN');
    expect(code(await as('watcher', CREATE, { p: projectId }))).toBe('FORBIDDEN');
    const paused = await as('owner', `mutation($id: ID!) { pauseCheck(id: $id) { status } }`, {
      id: check.id,
    });
    expect(paused.data).toEqual({ pauseCheck: { status: 'PAUSED' } });
  });

  it('tells an outsider nothing, and shows administrators everything', async () => {
    expect(code(await as('outsider', CHECK, { id: check.id }))).toBe('NOT_FOUND');
    expect(
      code(
        await as('outsider', `query($p: ID!) { checks(project: $p) { nodes { name } } }`, { p: projectId }),
      ),
    ).toBe('NOT_FOUND');
    expect((await as('outsider', `query($id: ID!) { node(id: $id) { id } }`, { id: check.id })).data).toEqual(
      {
        node: null,
      },
    );
    expect((await as('admin2', CHECK, { id: check.id })).data.check.name).toBe('backup');
    // Names that no row can hold (NUL, which PostgreSQL refuses) find nothing rather than fail.
    const nul = await as('owner', `query($p: ID!) { checks(project: $p) { nodes { name } } }`, {
      p: '\u0000',
    });
    expect(code(nul)).toBe('NOT_FOUND');
    const add = `mutation($p: ID!, $u: String!) { addProjectMember(projectId: $p, user: $u, role: MEMBER) { role } }`;
    expect(code(await as('owner', add, { p: projectId, u: 'a\u0000b' }))).toBe('USER_NOT_FOUND');
    expect(code(await as('owner', add, { p: 'x\u0000', u: 'owner' }))).toBe('PROJECT_NOT_FOUND');
  });

  it("keeps another project's key out, whatever project it names", async () => {
    const key = { 'X-Api-Key': otherKey };
    expect(code(await as(key, CHECK, { id: check.id }))).toBe('FORBIDDEN');
    expect(code(await as(key, CREATE, { p: projectId }))).toBe('FORBIDDEN');
  });

  it("ends a member's subscription to the project's events when they are removed", async () => {
    const { client } = liveClient(server.url, { Authorization: users.watcher.auth.Authorization });
    const events = subscribe(client, `subscription($p: ID) { checkEvents(project: $p) { kind checkUuid } }`, {
      p: projectId,
    });
    await eventually(async () => {
      await fetch(check.pingUrl);
      return events.results.length > 0;
    });
    const deps = domainDeps(server.runtime);
    const project = { id: projectId } as never;
    await removeMember(deps, null, project, await deps.em.findOneOrFail(User, { login: 'watcher' }));
    const ended = await eventually(() => (events.ended.length ? events.ended : null));
    expect(ended).toEqual([[{ message: 'not found' }]]);
    await client.dispose();
  });
});
