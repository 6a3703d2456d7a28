import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newProject } from '../helpers/monitoring.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let ours: Awaited<ReturnType<typeof newProject>>;
let theirs: Awaited<ReturnType<typeof newProject>>;

beforeAll(async () => {
  server = await startTestServer();
  [ours, theirs] = [await newProject(server, 'Ours'), await newProject(server, 'Theirs')];
});
afterAll(() => server.stop());

const gql = async (key: string, query: string, variables?: Record<string, unknown>) => {
  const { body } = await graphql(server.url, query, { variables, headers: { 'X-Api-Key': key } });
  expect(body.errors).toBeUndefined();
  return body.data!;
};

const createCheck = (key: string, input: Record<string, unknown>) =>
  gql(key, 'mutation ($input: CheckInput!) { createCheck(input: $input) { check { id } } }', { input });

/** A channel of our project; `assign` given: with that assignToAllChecks, else with the default. */
const createChannel = async (name: string, assign?: boolean) => {
  const argument = assign === undefined ? '' : `, assignToAllChecks: ${assign}`;
  await gql(
    ours.apiKey,
    `mutation ($name: String!) { createChannel(kind: EMAIL, name: $name, value: "ops@example.com"${argument}) { id } }`,
    { name },
  );
};

/** Each check's channel names, by check name. */
async function channelsByCheck(key: string): Promise<Record<string, string[]>> {
  const data = await gql(key, '{ checks(first: 50) { nodes { name channels { nodes { name } } } } }');
  const nodes = (data.checks as { nodes: { name: string; channels: { nodes: { name: string }[] } }[] }).nodes;
  return Object.fromEntries(
    nodes.map((check) => [check.name, check.channels.nodes.map((c) => c.name).sort()]),
  );
}

describe('a new channel and the checks it is attached to', () => {
  it('is attached to every check of its project by default, and to none with assignToAllChecks: false', async () => {
    await createCheck(ours.apiKey, { name: 'backups' });
    await createCheck(ours.apiKey, { name: 'reports' });
    await createCheck(theirs.apiKey, { name: 'elsewhere' });

    await createChannel('everywhere');
    await createChannel('nowhere', false);
    await createChannel('explicitly', true);

    expect(await channelsByCheck(ours.apiKey)).toEqual({
      backups: ['everywhere', 'explicitly'],
      reports: ['everywhere', 'explicitly'],
    });
    expect(await channelsByCheck(theirs.apiKey)).toEqual({ elsewhere: [] });
  });

  it('leaves checks made later to name their channels, as Healthchecks does', async () => {
    await createCheck(ours.apiKey, { name: 'later' });
    await createCheck(ours.apiKey, { name: 'named', channels: 'nowhere' });
    const v3 = api(server, ours.apiKey);
    const all = await v3('POST', '/checks/', { name: 'all', channels: '*' });
    expect(all.status).toBe(201);
    const byCheck = await channelsByCheck(ours.apiKey);
    expect(byCheck.later).toEqual([]);
    expect(byCheck.named).toEqual(['nowhere']);
    expect(byCheck.all).toEqual(['everywhere', 'explicitly', 'nowhere']);
  });
});
