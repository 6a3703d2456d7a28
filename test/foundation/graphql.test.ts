import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { getMetadataStorage } from 'type-graphql';
import codegenConfig from '../../codegen.js';
import { printPorticoSchemas, SCHEMA_FILES } from '../../src/app/print-schema.js';
import { basicAuth, graphql, ROOT, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const VIEWER = '{ viewer { authenticated keyAccess project { name pingKey } user { login role email } } }';

describe('GraphQL endpoint', () => {
  it('answers viewer for anonymous callers', async () => {
    const { status, body } = await graphql(server.url, VIEWER);
    expect(status).toBe(200);
    expect(body).toEqual({
      data: { viewer: { authenticated: false, keyAccess: null, project: null, user: null } },
      extensions: { cost: { nodes: 0, complexity: 10, limits: { nodes: 50_000, complexity: 5000 } } },
    });
  });

  it('answers viewer for a read-write key, and hides the ping key from the read-only key', async () => {
    const creds = server.firstRun!;
    const rw = await graphql(server.url, VIEWER, { headers: { 'X-Api-Key': creds.apiKey } });
    expect(rw.body.data).toEqual({
      viewer: {
        authenticated: true,
        keyAccess: 'READ_WRITE',
        project: { name: 'Default', pingKey: creds.pingKey },
        user: null,
      },
    });
    const ro = await graphql(server.url, VIEWER, { headers: { 'X-Api-Key': creds.apiKeyReadonly } });
    expect(ro.body.data).toEqual({
      viewer: {
        authenticated: true,
        keyAccess: 'READ_ONLY',
        project: { name: 'Default', pingKey: null },
        user: null,
      },
    });
  });

  it('answers viewer for an application password (spaces or not)', async () => {
    const { login, applicationPassword } = server.firstRun!;
    for (const password of [applicationPassword, applicationPassword.replace(/ /g, '')]) {
      const { body } = await graphql(server.url, VIEWER, {
        headers: { Authorization: basicAuth(login, password) },
      });
      expect(body.data).toEqual({
        viewer: {
          authenticated: true,
          keyAccess: null,
          project: null,
          user: { login: 'admin', role: 'ADMINISTRATOR', email: 'admin@localhost.localdomain' },
        },
      });
    }
  });

  it.each([
    ['a wrong api key', { 'X-Api-Key': 'pcw_' + 'x'.repeat(28) }, 'WRONG_API_KEY', 'wrong api key'],
    [
      'a wrong application password',
      { Authorization: basicAuth('admin', 'abcd efgh ijkl mnop qrst uvwx') },
      'INCORRECT_PASSWORD',
      'The provided password is an invalid application password.',
    ],
    [
      'an unknown login',
      { Authorization: basicAuth('nobody', 'abcd') },
      'INVALID_USERNAME',
      '<strong>Error:</strong> Unknown username. Check again or try your email address.',
    ],
  ])('rejects %s with 401', async (_what, headers, code, message) => {
    const { status, body } = await graphql(server.url, VIEWER, { headers });
    expect(status).toBe(401);
    expect(body).toEqual({ errors: [{ message, extensions: { code } }] });
  });

  it('answers malformed GraphQL with GraphQL errors, never a 500', async () => {
    const syntax = await graphql(server.url, '{ viewer { ');
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    const unknown = await graphql(server.url, '{ viewer { zzz } }');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'Cannot query field "zzz" on type "Viewer".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const badJson = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({
      errors: [
        { message: 'request body is not valid JSON: Syntax error', extensions: { code: 'BAD_REQUEST' } },
      ],
    });
  });

  it('refuses bodies over 1 MB with 413 in the GraphQL error shape', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ health }', variables: { pad: 'x'.repeat(1_100_000) } }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: 'request body is larger than 1mb', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('restricts the project list to administrators', async () => {
    const anonymous = await graphql(server.url, '{ projects { nodes { name } } }');
    expect(anonymous.body.errors?.[0]).toMatchObject({
      message: 'administrators only',
      extensions: { code: 'FORBIDDEN' },
    });
    const { login, applicationPassword } = server.firstRun!;
    const admin = await graphql(server.url, '{ projects { nodes { name checkLimit pingLogLimit } } }', {
      headers: { Authorization: basicAuth(login, applicationPassword) },
    });
    expect(admin.body.data).toEqual({
      projects: { nodes: [{ name: 'Default', checkLimit: 10000, pingLogLimit: 100 }] },
    });
  });

  it('serves GraphiQL to browsers from local assets only', async () => {
    const page = await fetch(`${server.url}/graphql`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/graphql/assets/ruru.js');
    expect(html).not.toMatch(/https?:\/\/(?!localhost)[a-z0-9.-]+\.[a-z]{2,}\//i);
    const script = await fetch(`${server.url}/graphql/assets/ruru.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect((await script.text()).length).toBeGreaterThan(1000);
  });

  it('declares simpleResolvers only on types whose fields are named as their properties', () => {
    // Such a type's plain fields are read as properties by their GraphQL name (src/app/schema.ts).
    const storage = getMetadataStorage();
    const simple = storage.objectTypes.filter((type) => type.simpleResolvers).map((type) => type.target);
    expect(simple.length).toBeGreaterThan(20);
    type Target = (typeof simple)[number];
    const inherited = (target: Target) =>
      simple.some((type) => type === target || type.prototype instanceof (target as () => void));
    const renamed = storage.fields.filter(
      (field) => inherited(field.target) && field.name !== field.schemaName,
    );
    expect(renamed.map((field) => `${field.target.name}.${field.name}`)).toEqual([]);
  });

  it('matches the committed schema/ files (run `npm run schema` after changing resolvers)', async () => {
    const printed = await printPorticoSchemas();
    for (const [schema, file] of Object.entries(SCHEMA_FILES))
      expect(readFileSync(join(ROOT, file), 'utf8'), file).toBe(printed[schema as keyof typeof printed]);
  });

  it('matches the committed gateway/**/*.generated.ts (run `npm run codegen` after changing operations)', async () => {
    const outputs = (await generate({ ...codegenConfig, cwd: ROOT, silent: true }, false)) as {
      filename: string;
      content: string;
    }[];
    expect(outputs.length).toBeGreaterThan(15);
    const files = outputs.map((output) => relative(ROOT, resolve(ROOT, output.filename)));
    outputs.forEach((output, i) =>
      expect(readFileSync(join(ROOT, files[i]), 'utf8'), files[i]).toBe(output.content),
    );
    expect(globSync('gateway/**/*.generated.ts', { cwd: ROOT }).sort()).toEqual(files.sort());
  });
});
