// Ping ingestion: GET /ping/<uuid> spread over 1000 checks, against the bare floor (floor-server.mjs)
// on the same database file. Every answered ping was committed before the answer went out.
import { join } from 'node:path';
import { measure, peakRss, report, seedChecks, spawnChild, startServer, stopChild } from './lib.mjs';

const CHECKS = 1000;

/** autocannon cycling through the checks' ping URLs. */
function pingLoad(base, uuids) {
  let i = 0;
  return {
    url: base,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/ping/${uuids[i++ % uuids.length]}` }) }],
  };
}

const server = await startServer();
try {
  const { headers, uuids } = await seedChecks(server, CHECKS, (i) => ({ name: `check ${i}` }));

  const storedPings = async () => {
    const response = await fetch(`${server.url}/api/v3/checks/`, { headers });
    return (await response.json()).checks.reduce((sum, check) => sum + check.n_pings, 0);
  };
  const before = await storedPings();
  const portico = await peakRss(server.pid, () =>
    measure('Portico GET /ping/<uuid>', pingLoad(server.url, uuids)),
  );

  // Every ping answered 200 must be in the database.
  const stored = (await storedPings()) - before;
  if (stored < portico.result['answered 2xx']) {
    throw new Error(`${portico.result['answered 2xx']} pings answered but only ${stored} stored`);
  }

  const floor = spawnChild(process.execPath, [join(import.meta.dirname, 'floor-server.mjs')], {
    env: { ...process.env, DATABASE_PATH: server.databasePath },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const floorUrl = await new Promise((done) =>
    floor.stdout.once('data', (chunk) => done(String(chunk).trim())),
  );
  const bare = await peakRss(floor.pid, () =>
    measure('floor: node:http + better-sqlite3', pingLoad(floorUrl, uuids)),
  );
  await stopChild(floor);

  const rows = [
    { ...portico.result, 'RSS MB': portico.rssMb },
    { ...bare.result, 'RSS MB': bare.rssMb },
  ];
  rows.push({
    title: 'Portico / floor (req/s)',
    'req/s': +(portico.result['req/s'] / bare.result['req/s']).toFixed(2),
  });
  report(rows);
} finally {
  await server.stop();
}
