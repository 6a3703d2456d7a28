import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { eventually } from './receivers.js';
import { basicAuth, ROOT, spawnServer, type ServerProcess } from './server.js';

/** The request kinds a fault test keeps sending: a ping, a post update, a check list, an anonymous list. */
export const KINDS = ['ping', 'update', 'checks', 'list'] as const;
export type Kind = (typeof KINDS)[number];

export interface Sent {
  kind: Kind;
  id: string;
  start: number;
  ms: number;
  /** The HTTP status, or 0 when no answer came (the client gave up after 20 s). */
  status: number;
}

/** A two-worker server (what `npm start` runs on two cores) with a check and a post to write to. */
export interface FaultyCluster {
  server: ServerProcess;
  apiKey: string;
  uuid: string;
  admin: string;
  postId: number;
}

export async function twoWorkers(env: Record<string, string>): Promise<FaultyCluster> {
  const server = await spawnServer({ ...env, WEB_CONCURRENCY: '2', METRICS_TOKEN: 'scrape' });
  await eventually(() => (server.output().match(/"msg":"worker serving"/g) ?? []).length === 2, 10_000);
  const apiKey = /API key \(rw\) +(pcw_[A-Za-z0-9]{28})/.exec(server.output())![1];
  const password = /app password +([A-Za-z0-9 ]{29})/.exec(server.output())![1];
  const admin = basicAuth('admin', password);
  const check = await fetch(`${server.url}/api/v3/checks/`, {
    method: 'POST',
    headers: { 'X-Api-Key': apiKey },
    body: JSON.stringify({ name: 'under fault' }),
  });
  const { uuid } = (await check.json()) as { uuid: string };
  const post = await fetch(`${server.url}/cms-json/cms/v2/posts`, {
    method: 'POST',
    headers: { Authorization: admin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: 'Under fault', status: 'publish' }),
  });
  const { id: postId } = (await post.json()) as { id: number };
  return { server, apiKey, uuid, admin, postId };
}

function request(cluster: FaultyCluster, kind: Kind): [string, RequestInit] {
  const { server, apiKey, uuid, admin, postId } = cluster;
  switch (kind) {
    case 'ping':
      return [`${server.url}/ping/${uuid}`, { method: 'POST', body: 'x'.repeat(2000) }];
    case 'update':
      return [
        `${server.url}/cms-json/cms/v2/posts/${postId}`,
        {
          method: 'POST',
          headers: { Authorization: admin, 'Content-Type': 'application/json' },
          body: JSON.stringify({ title: `Edited ${randomUUID()}` }),
        },
      ];
    case 'checks':
      return [`${server.url}/api/v3/checks/`, { headers: { 'X-Api-Key': apiKey } }];
    case 'list':
      return [`${server.url}/cms-json/cms/v2/posts?per_page=5`, {}];
  }
}

/**
 * Keeps `perKind` clients of every kind busy until `stop()`; every request carries an X-Request-Id,
 * so the access log tells which worker answered it.
 */
export function load(cluster: FaultyCluster, perKind = 2) {
  const sent: Sent[] = [];
  let running = true;
  const client = async (kind: Kind) => {
    while (running) {
      const id = randomUUID();
      const [url, init] = request(cluster, kind);
      const start = Date.now();
      let status = 0;
      try {
        const res = await fetch(url, {
          ...init,
          headers: { ...init.headers, 'X-Request-Id': id },
          signal: AbortSignal.timeout(20_000),
        });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        // No answer in 20 s (or a reset): recorded as status 0.
      }
      sent.push({ kind, id, start, ms: Date.now() - start, status });
      if (status !== 200 && status !== 201) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const clients = KINDS.flatMap((kind) => Array.from({ length: perKind }, () => client(kind)));
  return {
    sent,
    stop: async () => {
      running = false;
      await Promise.all(clients);
      return sent;
    },
  };
}

/** Which worker answered each request, from the access log. */
export function workersOf(output: string): Map<string, number> {
  const workers = new Map<string, number>();
  for (const line of output.split('\n')) {
    const match = /"worker":(\d+),"reqId":"([^"]+)"/.exec(line);
    if (match) workers.set(match[2], Number(match[1]));
  }
  return workers;
}

const ok = (status: number) => status >= 200 && status < 300;

/**
 * For each kind and worker, how long after the fault's end (ms) the first success after it was
 * answered; kinds or workers with none are missing from the result.
 */
function recovery(sent: Sent[], output: string, faultEnd: number): Record<string, number> {
  const workers = workersOf(output);
  const first: Record<string, number> = {};
  for (const request of sent) {
    const worker = workers.get(request.id);
    // (The last answers' log lines may still be on their way.)
    if (request.start < faultEnd || !ok(request.status) || worker === undefined) continue;
    const key = `${request.kind}@${worker}`;
    const after = request.start + request.ms - faultEnd;
    first[key] = Math.min(first[key] ?? Infinity, after);
  }
  return first;
}

/** Every kind on both workers: the keys `recovery` must have. */
export const EVERY_KIND_ON_EVERY_WORKER = KINDS.flatMap((kind) => [`${kind}@0`, `${kind}@1`]).sort();

/**
 * Asserts that every request kind succeeded on every worker within 5 s of the fault's end; returns
 * how long after it the last of them did (ms).
 */
export function expectFullServiceWithin5s(sent: Sent[], output: string, faultEnd: number): number {
  const recovered = recovery(sent, output, faultEnd);
  expect(Object.keys(recovered).sort()).toEqual(EVERY_KIND_ON_EVERY_WORKER);
  const last = Math.max(...Object.values(recovered));
  expect(last).toBeLessThanOrEqual(5000);
  return last;
}

/** The longest any request waited for its answer (ms). */
export const slowest = (sent: Sent[]) => Math.max(...sent.map((request) => request.ms));

/** The check's ping count, as the Management API reports it. */
export async function pingCount(cluster: FaultyCluster): Promise<number> {
  const res = await fetch(`${cluster.server.url}/api/v3/checks/${cluster.uuid}`, {
    headers: { 'X-Api-Key': cluster.apiKey },
  });
  return ((await res.json()) as { n_pings: number }).n_pings;
}

/** One operator metric's value, summed over the cluster's workers. */
export async function metric(cluster: FaultyCluster, series: string): Promise<number> {
  const res = await fetch(`${cluster.server.url}/metrics`, { headers: { Authorization: 'Bearer scrape' } });
  const line = (await res.text()).split('\n').find((l) => l.startsWith(series + ' '));
  return Number(line?.split(' ')[1] ?? 0);
}

/** Stops the server (SIGTERM) and waits for it: its exit code and how long it took (ms). */
export async function stopServer(server: ServerProcess): Promise<{ code: number | null; ms: number }> {
  const stopping = Date.now();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  return { code, ms: Date.now() - stopping };
}

/** Another process that takes the database's write lock and holds it for `ms`; resolves once it has it. */
export function holdWriteLock(file: string, ms: number) {
  const script = `
    const db = require('better-sqlite3')(process.argv[1]);
    db.exec('begin immediate');
    console.log('locked');
    setTimeout(() => { db.exec('rollback'); console.log('released'); db.close(); }, Number(process.argv[2]));`;
  const child = spawn(process.execPath, ['--input-type=commonjs', '-e', script, file, String(ms)], {
    cwd: ROOT,
  });
  let output = '';
  const line = (text: string) => {
    const seen = new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes(text)) resolve(Date.now());
      });
      child.on('exit', () => reject(new Error(`lock holder exited: ${output}`)));
    });
    seen.catch(() => {}); // a holder killed early fails only a test that waits for the line
    return seen;
  };
  return { locked: line('locked'), released: line('released'), child };
}

/** The primary's worker processes. */
export const workerPids = (primary: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter(Boolean);
