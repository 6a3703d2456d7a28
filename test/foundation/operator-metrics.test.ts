import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newProject } from '../helpers/monitoring.js';
import { parseExposition } from '../helpers/prometheus.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// The operator's GET /metrics (prom-client): off unless METRICS_TOKEN is set, then behind it.
let server: TestServer;
let plain: TestServer;
const TOKEN = 'operator-secret-token';

beforeAll(async () => {
  [server, plain] = await Promise.all([
    startTestServer({ env: { METRICS_TOKEN: TOKEN } }),
    startTestServer(),
  ]);
});
afterAll(() => Promise.all([server.stop(), plain.stop()]));

const scrape = (target: TestServer, token?: string) =>
  fetch(`${target.url}/metrics`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('GET /metrics', () => {
  it('is off without METRICS_TOKEN, and refuses a missing or wrong token', async () => {
    expect((await scrape(plain, TOKEN)).status).toBe(404);
    expect((await scrape(server)).status).toBe(401);
    expect((await scrape(server, 'wrong')).status).toBe(401);
  });

  it('reports requests per facade and route template, pings ingested and process metrics', async () => {
    const project = await newProject(server, 'Operated');
    const uuid = (await api(server, project.apiKey)('POST', '/checks/', { name: 'm' })).json.uuid as string;
    await fetch(`${server.url}/ping/${uuid}`);
    await fetch(`${server.url}/cms-json/cms/v2/posts/1`);
    await fetch(`${server.url}/?rest_route=/cms/v2/posts/2`);
    const res = await scrape(server, TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parseExposition(await res.text());
    const names = new Set(samples.map((s) => s.name));
    for (const name of [
      'portico_process_cpu_seconds_total',
      'portico_pings_ingested_total',
      'portico_live_subscribers',
    ])
      expect(names).toContain(name);
    expect(samples.find((s) => s.name === 'portico_pings_ingested_total')!.value).toBeGreaterThanOrEqual(1);
    const posts = samples.filter(
      (s) => s.name === 'portico_http_request_duration_seconds_count' && s.labels.facade === 'cms',
    );
    // Both post reads share one route label: the route's pattern, not the path.
    expect(posts.map((s) => [s.labels.route, s.value])).toContainEqual(['/cms/v2/posts/(?P<id>[\\d]+)', 2]);
    const ping = samples.find(
      (s) => s.name === 'portico_http_request_duration_seconds_count' && s.labels.facade === 'ping',
    );
    expect(ping?.labels.route).not.toContain(uuid);

    // The statements a request sends, transaction control included: a ping is committed with its own
    // begin and commit around its reads and writes.
    const statements = async () =>
      parseExposition(await (await scrape(server, TOKEN)).text()).find(
        (s) => s.name === 'portico_database_statements_total',
      )!.value;
    const before = await statements();
    expect((await fetch(`${server.url}/ping/${uuid}`)).status).toBe(200);
    expect((await statements()) - before).toBeGreaterThanOrEqual(4);
  });
});
