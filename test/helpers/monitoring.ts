import { afterAll } from 'vitest';
import { createProject } from '../../src/auth/project.service.js';
import { FixedClock } from '../../src/clock.js';
import { Channel, ChannelKind } from '../../src/monitoring/channels/channel.entity.js';
import { domainDeps } from '../../src/runtime.js';
import { graphql, runCli, startTestServer, type TestServer } from './server.js';

/** A fresh project with its keys, made through the domain service like the CLI does. */
export async function newProject(server: TestServer, name: string) {
  const { project, apiKey, apiKeyReadonly } = await createProject(domainDeps(server.runtime), name);
  return { id: project.id, apiKey, apiKeyReadonly, pingKey: project.pingKey, badgeKey: project.badgeKey };
}

export async function newChannel(
  server: TestServer,
  projectId: string,
  name: string,
  kind = ChannelKind.EMAIL,
  value = 'ops@example.com',
) {
  const deps = domainDeps(server.runtime);
  const channel = deps.em.create(Channel, {
    project: projectId,
    name,
    kind,
    value,
    createdAt: deps.clock.now(),
  });
  await deps.em.flush();
  return channel.uuid;
}

/** A Management API client bound to one key. */
export function api(server: TestServer, key: string | undefined, version = 3) {
  const base = `${server.url}/api/v${version}`;
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(base + path, {
      method,
      headers: { ...(key === undefined ? {} : { 'X-Api-Key': key }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON (an empty or plain-text body): `text` has it.
    }
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: json as Record<string, unknown>,
    };
  };
}

export interface NotificationRow {
  newStatus: string;
  state: string;
  attempts: number;
  error: string | null;
  channel: { name: string };
}

/** A check's notifications, as GraphQL shows them to the project's key. */
export async function checkNotifications(
  server: TestServer,
  key: string,
  uuid: string,
): Promise<NotificationRow[]> {
  const res = await graphql(
    server.url,
    'query ($id: ID) { check(id: $id) { notifications(first: 100) { nodes { newStatus state attempts error channel { name } } } } }',
    { variables: { id: uuid }, headers: { 'X-Api-Key': key } },
  );
  return (res.body.data?.check as { notifications: { nodes: NotificationRow[] } }).notifications.nodes;
}

/** `import healthchecks --json` of the built CLI, into the database of `target`. */
export const healthchecksImport =
  (target: TestServer) =>
  (url: string, key: string, ...extra: string[]) =>
    runCli(['import', 'healthchecks', '--url', url, '--api-key', key, ...extra, '--json'], target.env);

/**
 * A server for the calling test file, stopped after its last test, at http://hc.example on a clock
 * fixed at 2026-01-15T10:00:00.250Z: the Management API clients of its project "Main" (read-write
 * and read-only) and of a project "Other".
 */
export async function checksApiServer() {
  const clock = new FixedClock(new Date('2026-01-15T10:00:00.250Z'));
  const server = await startTestServer({ clock, env: { PUBLIC_URL: 'http://hc.example' } });
  afterAll(() => server.stop());
  const project = await newProject(server, 'Main');
  return {
    server,
    projectId: project.id,
    rw: api(server, project.apiKey),
    ro: api(server, project.apiKeyReadonly),
    other: api(server, (await newProject(server, 'Other')).apiKey),
  };
}

/**
 * A server for the calling test file, stopped after its last test, at http://hc.example on a clock
 * set to 2026-03-01T12:00:00.250Z, keeping ping bodies up to 100 bytes: its project "Pings" with a
 * read-write client, and shorthands to ping, make checks and read them back.
 */
export async function pingServer() {
  const clock = new FixedClock(new Date('2026-03-01T12:00:00.250Z'));
  const server = await startTestServer({
    clock,
    env: { PUBLIC_URL: 'http://hc.example', PING_BODY_LIMIT: '100' },
  });
  afterAll(() => server.stop());
  const project = await newProject(server, 'Pings');
  const rw = api(server, project.apiKey);

  async function ping(path: string, init: RequestInit = {}) {
    const res = await fetch(`${server.url}/ping/${path}`, init);
    return { status: res.status, text: await res.text(), headers: res.headers };
  }

  async function newCheck(fields: Record<string, unknown> = {}) {
    const res = await rw('POST', '/checks/', { name: 'check', ...fields });
    return res.json.uuid as string;
  }

  const check = async (uuid: string) => (await rw('GET', `/checks/${uuid}`)).json;
  const pings = async (uuid: string) =>
    (await rw('GET', `/checks/${uuid}/pings/`)).json.pings as Record<string, unknown>[];

  return { clock, server, project, rw, ping, newCheck, check, pings };
}
