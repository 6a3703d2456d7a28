// Ping ingestion: GET /ping/<uuid> spread over 1000 checks, against the bare floor (floor-server.mjs)
// on the same database file. Every answered ping was committed before the answer went out.
import { join } from 'node:path';
import {
  measure,
  ratio,
  pingLoad,
  report,
  seedChecks,
  spawnChild,
  startServer,
  stopChild,
  storedPings,
} from './lib.mjs';
import { peakRss } from './processes.mjs';

const CHECKS = 1000;

const server = await startServer();
try {
  const { headers, uuids } = await seedChecks(server, CHECKS, (i) => ({ name: `check ${i}` }));

  const before = await storedPings(server, headers);
  const portico = await peakRss(server.pid, () =>
    measure('Portico GET /ping/<uuid>', pingLoad(server.url, uuids)),
  );

  // Every ping answered 200 must be in the database.
  const stored = (await storedPings(server, headers)) - before;
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
    { ...portico.result, 'RSS MB': portico.rssMb, 'largest process MB': portico.workerMb },
    { ...bare.result, 'RSS MB': bare.rssMb, 'largest process MB': bare.workerMb },
  ];
  rows.push(ratio('Portico / floor (req/s)', portico.result, bare.result));
  report(rows);
} finally {
  await server.stop();
}
