import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, graphql, runCli, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  const { login, applicationPassword } = server.firstRun!;
  admin = { Authorization: basicAuth(login, applicationPassword) };
});
afterAll(() => server.stop());

const site = '{ site { name description timezone dateFormat } }';
const update =
  'mutation ($input: SiteInput!) { updateSite(input: $input) { name description timezone dateFormat } }';

describe('site settings', () => {
  it('default to Portico, UTC and "F j, Y", readable by anyone', async () => {
    const res = await graphql(server.url, site);
    expect(res.body.data?.site).toEqual({
      name: 'Portico',
      description: '',
      timezone: 'UTC',
      dateFormat: 'F j, Y',
    });
  });

  it('are changed by administrators only, with legacy zones rewritten and bad values refused', async () => {
    const anonymous = await graphql(server.url, update, { variables: { input: { name: 'X' } } });
    expect(anonymous.body.errors?.[0]).toMatchObject({
      message: 'administrators only',
      extensions: { code: 'FORBIDDEN' },
    });
    const changed = await graphql(server.url, update, {
      variables: { input: { name: 'Docs', timezone: 'Europe/Kiev' } },
      headers: admin,
    });
    expect(changed.body.data?.updateSite).toEqual({
      name: 'Docs',
      description: '',
      timezone: 'Europe/Kyiv',
      dateFormat: 'F j, Y',
    });
    const bad = await graphql(server.url, update, {
      variables: { input: { description: 'kept?', timezone: 'Mars/Olympus' } },
      headers: admin,
    });
    expect(bad.body.errors?.[0].message).toBe('timezone is not a valid time zone: Mars/Olympus');
    expect((await graphql(server.url, site)).body.data?.site).toMatchObject({
      name: 'Docs',
      description: '',
    });
  });

  it('are shown and set by the CLI, one JSON object each', async () => {
    const set = await runCli(
      ['site', 'set', '--description', 'Specs', '--date-format', 'Y-m-d', '--json'],
      server.env,
    );
    expect(set.code).toBe(0);
    expect(JSON.parse(set.stdout)).toEqual({
      name: 'Docs',
      description: 'Specs',
      timezone: 'Europe/Kyiv',
      date_format: 'Y-m-d',
      monitor_project: null,
    });
    const shown = await runCli(['site', 'show', '--json'], server.env);
    expect(JSON.parse(shown.stdout)).toEqual(JSON.parse(set.stdout));
    const refused = await runCli(['site', 'set', '--name', ' ', '--json'], server.env);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout)).toEqual({ error: 'name must not be empty' });
    const unknown = await runCli(['site', 'set', '--monitor-project', 'nope', '--json'], server.env);
    expect([unknown.code, JSON.parse(unknown.stdout)]).toEqual([
      1,
      { error: 'monitorProject is not a project: nope' },
    ]);
  });
});
