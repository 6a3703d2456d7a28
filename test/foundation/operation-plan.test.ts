import { globSync } from 'node:fs';
import { join } from 'node:path';
import { execute, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOperation } from '../../gateway/operation-plan.js';
import { RestGetPostDocument, RestListPostsDocument } from '../../gateway/content/posts/posts.generated.js';
import { RestListTermsDocument } from '../../gateway/content/terms/terms.generated.js';
import { RestSiteIndexDocument } from '../../gateway/content/discovery/discovery.generated.js';
import { ApiListChecksDocument } from '../../gateway/monitoring/checks/checks.generated.js';
import { Operations, type Operation } from '../../gateway/operations.js';
import type { Credentials } from '../../src/auth/caller.js';
import { DomainError } from '../../src/errors.js';
import { requestContext } from '../../src/runtime.js';
import { adminAuth, rest } from '../helpers/content.js';
import { newProject } from '../helpers/monitoring.js';
import { ROOT, startTestServer, type TestServer } from '../helpers/server.js';

// The facades run their operations through a compiled plan (gateway/operation-plan.ts) instead of
// graphql-js: the two must give the same data, key order included, and the same domain errors.
let server: TestServer;
let admin: Credentials;
let apiKey: string;
let postIds: number[];
const client = { remoteAddr: '127.0.0.1', scheme: 'http' } as const;

beforeAll(async () => {
  server = await startTestServer();
  admin = { basic: { login: server.firstRun!.login, password: server.firstRun!.applicationPassword } };
  const auth = adminAuth(server);
  const category = await rest(server, 'POST', '/cms/v2/categories', {
    headers: auth,
    body: { name: 'News' },
  });
  const tag = await rest(server, 'POST', '/cms/v2/tags', { headers: auth, body: { name: 'Short' } });
  postIds = [];
  for (const [title, extra] of [
    ['Published', { status: 'publish', categories: [category.body.id], tags: [tag.body.id] }],
    ['Locked', { status: 'publish', password: 'secret', content: '<p>hidden</p>' }],
    ['Draft', { status: 'draft', excerpt: 'An excerpt' }],
  ] as const) {
    const created = await rest(server, 'POST', '/cms/v2/posts', {
      headers: auth,
      body: { title, content: `<!-- wp:paragraph --><p>${title} "text"</p><!-- /wp:paragraph -->`, ...extra },
    });
    expect(created.status).toBe(201);
    postIds.push(created.body.id);
  }
  const project = await newProject(server, 'plans');
  apiKey = project.apiKey;
  const check = await fetch(`${server.url}/api/v3/checks/`, {
    method: 'POST',
    headers: { 'X-Api-Key': apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Backups', tags: 'prod nightly', timeout: 3600 }),
  });
  expect(check.status).toBe(201);
});

afterAll(async () => {
  await server?.stop();
});

async function both<R, V>(operation: Operation<R, V>, variables: V, credentials: Credentials = {}) {
  const schema = server.runtime.schemas.facades;
  const planned = await new Operations(schema)
    .run(operation, variables, await requestContext(server.runtime, credentials, client))
    .then(
      (data) => ({ data }),
      (error: unknown) => ({ error }),
    );
  const reference = await execute({
    schema,
    document: parse(String(operation)),
    variableValues: variables as Record<string, unknown>,
    contextValue: await requestContext(server.runtime, credentials, client),
  });
  return { planned, reference };
}

describe('the facades’ compiled operations', () => {
  it('validates and plans every operation the facades run', async () => {
    const operations = new Operations(server.runtime.schemas.facades);
    const names: string[] = [];
    for (const file of globSync('gateway/**/*.generated.ts', { cwd: ROOT })) {
      const module = (await import(join(ROOT, file))) as Record<string, unknown>;
      for (const [name, document] of Object.entries(module)) {
        if (!name.endsWith('Document') || String(document).trimStart().startsWith('fragment')) continue;
        expect(operations.prepare(String(document)).name, file).toBe(name.slice(0, -'Document'.length));
        names.push(name);
      }
    }
    expect(names.length).toBeGreaterThan(80);
  });

  it('refuses what the walk does not run', () => {
    const plan = (text: string) => () => planOperation(server.runtime.schemas.facades, parse(text));
    expect(plan('query { health @include(if: true) }')).toThrow('operation plans do not run directives');
    expect(plan('query { __typename }')).toThrow('operation plans do not run introspection');
    expect(plan('subscription { checkEvents { at } }')).toThrow('operation plans do not run a subscription');
  });

  it('answers what graphql-js answers, key for key and in the same order', async () => {
    const cases = [
      both(RestListPostsDocument, { filter: {}, first: 10, offset: 0, edit: false }),
      both(RestListPostsDocument, { filter: { ignoreSticky: false }, first: 2, offset: 0, edit: false }),
      both(RestListPostsDocument, { filter: { statuses: ['any'] }, first: 10, offset: 0, edit: true }, admin),
      both(RestGetPostDocument, {
        type: 'post',
        id: postIds[1],
        password: null,
        edit: false,
      }),
      both(RestGetPostDocument, { type: 'post', id: postIds[2], password: null, edit: true }, admin),
      both(RestListTermsDocument, {
        taxonomy: 'category',
        taxonomyName: 'category',
        filter: {},
        first: 10,
        offset: 0,
        edit: false,
      }),
      both(RestSiteIndexDocument, {}),
      both(ApiListChecksDocument, {}, { apiKey }),
    ];
    for (const { planned, reference } of await Promise.all(cases)) {
      expect(reference.errors).toBeUndefined();
      expect('data' in planned && JSON.stringify(planned.data)).toBe(JSON.stringify(reference.data));
    }
  });

  it('fails with the domain error graphql-js reports', async () => {
    const { planned, reference } = await both(RestGetPostDocument, {
      type: 'post',
      id: postIds[2],
      password: null,
      edit: false,
    });
    const expected = reference.errors?.[0].originalError as DomainError;
    expect(expected).toBeInstanceOf(DomainError);
    const error = 'error' in planned ? planned.error : null;
    expect(error).toBeInstanceOf(DomainError);
    expect([(error as DomainError).code, (error as DomainError).message]).toEqual([
      expected.code,
      expected.message,
    ]);
  });
});
