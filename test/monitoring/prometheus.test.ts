import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newProject } from '../helpers/monitoring.js';
import { parseExposition } from '../helpers/prometheus.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// The Healthchecks-compatible Prometheus export of a project (its configuring_prometheus docs, the
// reference's prometheus/views.py).
let server: TestServer;
let project: Awaited<ReturnType<typeof newProject>>;

beforeAll(async () => {
  server = await startTestServer();
  project = await newProject(server, 'Scraped');
  const rw = api(server, project.apiKey);
  const ids: string[] = [];
  for (const [name, tags] of [
    ['Alice "Was" Here', 'foo prod'],
    ['Line 1\nLine 2', 'A\\C'],
    ['quiet', ''],
  ])
    ids.push((await rw('POST', '/checks/', { name, tags })).json.uuid as string);
  await fetch(`${server.url}/ping/${ids[0]}/start`);
  await fetch(`${server.url}/ping/${ids[1]}/fail`);
  await rw('POST', `/checks/${ids[2]}/pause`);
});
afterAll(() => server.stop());

const metricsUrl = (key: string, older = false) =>
  `${server.url}/projects/${project.id}/${older ? 'checks/' : ''}metrics/${key}`;

describe('Prometheus metrics of a project', () => {
  it('exports every check, its tags and the totals in the text format', async () => {
    const res = await fetch(metricsUrl(project.apiKeyReadonly));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const samples = parseExposition(await res.text());
    const value = (name: string, labels: Record<string, string> = {}) =>
      samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
        ?.value;
    const alice = { name: 'Alice "Was" Here', tags: 'foo prod' };
    expect(samples.find((s) => s.name === 'hc_check_up' && s.labels.name === alice.name)?.labels).toEqual({
      ...alice,
      unique_key: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    expect(value('hc_check_up', alice)).toBe(1);
    expect(value('hc_check_started', alice)).toBe(1);
    expect(value('hc_check_up', { name: 'Line 1\nLine 2', tags: 'A\\C' })).toBe(0);
    expect(value('hc_check_paused', { name: 'quiet' })).toBe(1);
    expect(value('hc_check_grace', { name: 'quiet' })).toBe(0);
    expect(value('hc_tag_up', { tag: 'foo' })).toBe(1);
    expect(value('hc_tag_up', { tag: 'A\\C' })).toBe(0);
    expect(value('hc_checks_total')).toBe(3);
    expect(value('hc_checks_down_total')).toBe(1);
    expect(value('hc_tags_total')).toBe(3);
    expect(value('hc_tags_down_total')).toBe(1);
  });

  it('answers the older path and the Bearer form alike', async () => {
    const byPath = await (await fetch(metricsUrl(project.apiKeyReadonly))).text();
    expect(await (await fetch(metricsUrl(project.apiKeyReadonly, true))).text()).toBe(byPath);
    const bearer = await fetch(`${server.url}/projects/${project.id}/metrics/`, {
      headers: { Authorization: `Bearer ${project.apiKeyReadonly}` },
    });
    expect([bearer.status, await bearer.text()]).toEqual([200, byPath]);
  });

  it('refuses what the reference refuses: read-write 403, wrong 403, short 400, no Bearer 401', async () => {
    const status = async (url: string, headers: Record<string, string> = {}) => {
      const res = await fetch(url, { headers });
      return [res.status, await res.text()];
    };
    expect(await status(metricsUrl(project.apiKey))).toEqual([403, '']);
    expect(await status(metricsUrl(`pcr_${'x'.repeat(28)}`))).toEqual([403, '']);
    expect(await status(metricsUrl('short'))).toEqual([400, '']);
    const auth = `${server.url}/projects/${project.id}/metrics/`;
    expect(await status(auth)).toEqual([401, '']);
    expect(await status(auth, { Authorization: `Basic ${project.apiKeyReadonly}` })).toEqual([401, '']);
    expect(await status(auth, { Authorization: `Bearer ${project.apiKey}` })).toEqual([403, '']);
  });
});
