// The dashboard in Debian's chromium against a real server (`npm start`'s, on SQLite): the size of its
// JavaScript (gzipped, as served), the time a project with 1,000 checks (DASHBOARD_CHECKS) takes from
// navigation to its table drawn, and the time from a ping to the page showing it (median and worst of
// PING_ROUNDS pings, each timed from the request's send to the row's change seen by the page).
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { launchChromium, signInPage } from './browser.mjs';
import { cli, seedChecks, startServer } from './lib.mjs';

const CHECKS = Number(process.env.DASHBOARD_CHECKS ?? 1_000);
const PING_ROUNDS = Number(process.env.PING_ROUNDS ?? 20);
const PASSWORD = 'bench password 1';
const WEB = resolve(import.meta.dirname, '../dist/web');

const scriptGz = readdirSync(WEB).find((name) => /^dashboard-.*\.js\.gz$/.test(name));
const jsKb = readFileSync(join(WEB, scriptGz)).length / 1024;

const server = await startServer({ WEB_CONCURRENCY: '1' });
const browser = await launchChromium();
try {
  const { uuids } = await seedChecks(server, CHECKS, (i) => ({
    name: `job-${i}`,
    tags: `t${i % 10}`,
    timeout: 3600,
  }));
  const [project] = (await cli(['project', 'list'], server.env)).projects.filter((p) => p.name === 'bench');
  await cli(
    [
      'user',
      'create',
      '--login',
      'bench',
      '--email',
      'bench@example.test',
      '--role',
      'subscriber',
      '--password',
      PASSWORD,
    ],
    server.env,
  );
  await cli(['project', 'member', 'add', project.id, '--user', 'bench', '--role', 'member'], server.env);

  const page = await browser.newPage();
  await signInPage(page, server, 'bench', PASSWORD);

  const lists = [];
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    await page.goto(`${server.url}/projects/${project.id}/`);
    await page.getByText(`${CHECKS} of ${CHECKS} checks`).waitFor({ timeout: 60_000 });
    lists.push(performance.now() - started);
  }

  const seen = [];
  for (let round = 0; round < PING_ROUNDS; round++) {
    const uuid = uuids[round];
    const cell = page.locator(`tr[data-check="${uuid}"] .status`);
    const started = performance.now();
    await fetch(`${server.url}/ping/${uuid}`);
    await cell.getByText('Up').waitFor({ timeout: 10_000 });
    seen.push(performance.now() - started);
  }
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const ms = (value) => Math.round(value);
  console.table([
    { measure: 'dashboard JavaScript, gzipped (KB)', value: +jsKb.toFixed(1) },
    { measure: `list of ${CHECKS} checks drawn, median of 5 (ms)`, value: ms(sorted(lists)[2]) },
    { measure: `list of ${CHECKS} checks drawn, worst of 5 (ms)`, value: ms(sorted(lists)[4]) },
    {
      measure: `ping → row shows Up, median of ${PING_ROUNDS} (ms)`,
      value: ms(sorted(seen)[Math.floor(PING_ROUNDS / 2)]),
    },
    { measure: `ping → row shows Up, worst of ${PING_ROUNDS} (ms)`, value: ms(sorted(seen).at(-1)) },
  ]);
} finally {
  await browser.close();
  await server.stop();
}
