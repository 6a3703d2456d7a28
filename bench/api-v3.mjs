// Management API v3 against the same reads through POST /graphql (issue: Management API).
// A project with 1000 checks; 20 of them carry the tag the list request filters on. The GraphQL
// requests send the very operations the facade runs, so both sides fetch the same fields.
import { readFileSync } from 'node:fs';
import { cli, inParallel, measure, report, startServer } from './lib.mjs';

const CHECKS = 1000;
const LISTED = 20;

const server = await startServer();
try {
  const project = await cli(['project', 'create', '--name', 'bench'], server.env);
  const headers = { 'content-type': 'application/json', 'x-api-key': project.api_key };
  const uuids = [];
  await inParallel(CHECKS, 10, async (i) => {
    const body = { name: `check ${i}`, tags: i < LISTED ? 'listed' : 'other', timeout: 3600, grace: 60 };
    const response = await fetch(`${server.url}/api/v3/checks/`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (response.status !== 201)
      throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
    uuids.push((await response.json()).uuid);
  });
  const one = uuids[500];
  const document = readFileSync(new URL('../schema/operations/checks.graphql', import.meta.url), 'utf8');
  const graphql = (operationName, variables) => ({
    url: `${server.url}/graphql`,
    method: 'POST',
    headers,
    body: JSON.stringify({ query: document, operationName, variables }),
  });
  const listed = await (await fetch(`${server.url}/api/v3/checks/?tag=listed`, { headers })).json();
  if (listed.checks.length !== LISTED)
    throw new Error(`expected ${LISTED} listed checks, got ${listed.checks.length}`);

  const rows = [];
  rows.push(
    await measure(`GET /api/v3/checks/?tag=listed (${LISTED} checks)`, {
      url: `${server.url}/api/v3/checks/?tag=listed`,
      headers,
    }),
  );
  rows.push(
    await measure(
      `POST /graphql ApiListChecks (${LISTED} checks)`,
      graphql('ApiListChecks', { tag: ['listed'] }),
    ),
  );
  rows.push(
    await measure('GET /api/v3/checks/<uuid>', { url: `${server.url}/api/v3/checks/${one}`, headers }),
  );
  rows.push(await measure('POST /graphql ApiGetCheck', graphql('ApiGetCheck', { id: one })));
  rows.push(
    await measure('POST /api/v3/checks/<uuid> (update)', {
      url: `${server.url}/api/v3/checks/${one}`,
      method: 'POST',
      headers,
      body: JSON.stringify({ desc: 'updated by the benchmark', grace: 120 }),
    }),
  );
  report(rows);
} finally {
  await server.stop();
}
