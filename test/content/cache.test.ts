import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { adminAuth, contentUser, rest } from '../helpers/content.js';
import { runCli, startTestServer, type TestServer } from '../helpers/server.js';

// The anonymous response cache must never answer with data older than the last write, whoever made it.
let server: TestServer;
let admin: Record<string, string>;

const clock = new FixedClock(new Date('2026-05-04T10:00:00Z'));

beforeAll(async () => {
  // The background jobs (here: the publisher) run every 50 ms on a clock the test moves.
  server = await startTestServer({ clock, env: { MONITOR_INTERVAL_MS: '50' } });
  admin = adminAuth(server);
});
afterAll(() => server.stop());

const titles = async () =>
  (await rest(server, 'GET', '/cms/v2/posts', { query: '_fields=title' })).body.map(
    (post: { title: { rendered: string } }) => post.title.rendered,
  );

describe('cms/v2 anonymous response cache', () => {
  it('answers repeated reads alike and shows every write through the API at once', async () => {
    expect(await titles()).toEqual([]);
    expect(await titles()).toEqual([]);
    const created = await rest(server, 'POST', '/cms/v2/posts', {
      headers: admin,
      body: { title: 'First', status: 'publish' },
    });
    expect(await titles()).toEqual(['First']);
    await rest(server, 'POST', `/cms/v2/posts/${created.body.id}`, {
      headers: admin,
      body: { title: 'Renamed' },
    });
    expect(await titles()).toEqual(['Renamed']);
    await rest(server, 'DELETE', `/cms/v2/posts/${created.body.id}`, { headers: admin });
    expect(await titles()).toEqual([]);
  });

  it('shows a write made by another process (the CLI) on the same database', async () => {
    const name = async () => (await rest(server, 'GET', '/', { query: '_fields=name' })).body.name;
    expect(await name()).toBe('Portico');
    expect(await name()).toBe('Portico');
    const cli = await runCli(['site', 'set', '--name', 'Renamed site', '--json'], server.env);
    expect(cli.code).toBe(0);
    expect(await name()).toBe('Renamed site');
  });

  it('never serves a cached anonymous answer to an authenticated caller, nor across origins', async () => {
    await contentUser(server, 'quiet', 'editor'); // no published posts: listed only for list_users
    const anonymous = await rest(server, 'GET', '/cms/v2/users');
    const again = await rest(server, 'GET', '/cms/v2/users');
    expect(again.body).toEqual(anonymous.body);
    expect(anonymous.body.map((user: { slug: string }) => user.slug)).not.toContain('quiet');
    const asAdmin = await rest(server, 'GET', '/cms/v2/users', { headers: admin });
    expect(asAdmin.body.map((user: { slug: string }) => user.slug)).toContain('quiet');
    expect(asAdmin.headers.get('cache-control')).toBe(
      'no-cache, must-revalidate, max-age=0, no-store, private',
    );

    for (const origin of ['https://a.example', 'https://b.example']) {
      const res = await rest(server, 'GET', '/cms/v2/users', { headers: { Origin: origin } });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const head = await rest(server, 'HEAD', '/cms/v2/users');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('x-wp-total')).toBe(anonymous.headers.get('x-wp-total'));
  });

  it('publishes a scheduled post when its date comes, and anonymous readers see it then', async () => {
    const scheduled = await rest(server, 'POST', '/cms/v2/posts', {
      headers: admin,
      body: { title: 'Tomorrow', status: 'publish', date_gmt: '2026-05-05T09:00:00' },
    });
    expect(scheduled.body.status).toBe('future');
    expect(await titles()).toEqual([]);
    expect((await rest(server, 'GET', `/cms/v2/posts/${scheduled.body.id}`)).status).toBe(401);

    clock.set('2026-05-05T09:00:00Z');
    await expect.poll(titles, { timeout: 5000 }).toEqual(['Tomorrow']);
    const live = await rest(server, 'GET', `/cms/v2/posts/${scheduled.body.id}`, {
      headers: admin,
      query: 'context=edit',
    });
    expect(live.body).toMatchObject({
      status: 'publish',
      date_gmt: '2026-05-05T09:00:00',
      modified_gmt: '2026-05-04T10:00:00',
    });
  });
});
