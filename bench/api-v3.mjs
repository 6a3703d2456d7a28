// Management API v3 against the same reads through POST /graphql (issue: Management API).
// A project with 1000 checks; 20 of them carry the tag the list request filters on. The GraphQL
// requests send the very operations the facade runs, so both sides fetch the same fields.
import { readFileSync } from 'node:fs';
import { measure, report, seedChecks, startServer } from './lib.mjs';

const CHECKS = 1000;
const LISTED = 20;

const server = await startServer();
try {
  const { headers, uuids } = await seedChecks(server, CHECKS, (i) => ({
    name: `check ${i}`,
    tags: i < LISTED ? 'listed' : 'other',
    timeout: 3600,
    grace: 60,
  }));
  const one = uuids[500];
  const document = readFileSync(
    new URL('../gateway/monitoring/checks/checks.graphql', import.meta.url),
    'utf8',
  );
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
