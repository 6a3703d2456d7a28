import { randomBytes } from 'node:crypto';

// One id per `npm test` run, inherited by the test processes: their PostgreSQL databases carry it.
export function setup() {
  process.env.PORTICO_TEST_RUN = randomBytes(4).toString('hex');
}

export async function teardown() {
  const { dropRunDatabases } = await import('./database.js');
  await dropRunDatabases();
}
