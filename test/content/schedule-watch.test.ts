import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { ChannelKind } from '../../src/monitoring/channels/channel.entity.js';
import { detectDownChecks } from '../../src/jobs/down-detector.js';
import { claimFlips, Deliveries, deliverDue } from '../../src/jobs/notifier.js';
import { publishScheduled } from '../../src/jobs/publisher.js';
import { domainDeps } from '../../src/runtime.js';
import { adminAuth, rest } from '../helpers/content.js';
import { api, newChannel, newProject } from '../helpers/monitoring.js';
import { eventually, httpReceiver } from '../helpers/receivers.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

// Scheduled items watched by their own check ("missed schedule"). The jobs run hourly here (the test
// default), so the test runs the publisher and the monitor's rounds itself, or leaves the publisher
// out: stopped.
const clock = new FixedClock(new Date('2026-06-01T08:00:00Z'));
let server: TestServer;
let webhook: Awaited<ReturnType<typeof httpReceiver>>;
let project: Awaited<ReturnType<typeof newProject>>;
const HOUR = 3_600_000;

beforeAll(async () => {
  webhook = await httpReceiver();
  server = await startTestServer({ clock, env: { INTEGRATIONS_ALLOW_PRIVATE_IPS: 'true' } });
  project = await newProject(server, 'Site watch');
  await newChannel(server, project.id, 'hook', ChannelKind.WEBHOOK, `${webhook.url}/$STATUS/$SLUG`);
  const linked = await graphql(
    server.url,
    'mutation ($id: ID) { updateSite(input: { monitorProject: $id }) { monitorProject } }',
    {
      variables: { id: project.id },
      headers: adminAuth(server),
    },
  );
  expect(linked.body.data).toEqual({ updateSite: { monitorProject: project.id } });
});
afterAll(async () => {
  await server.stop();
  await webhook.close();
});

const schedule = (title: string, date: string) =>
  rest(server, 'POST', '/cms/v2/posts', {
    headers: adminAuth(server),
    body: { title, status: 'future', date_gmt: date },
  });

async function watch(postId: number) {
  const list = await api(server, project.apiKey)('GET', `/checks/?slug=post-${postId}`);
  return (list.json.checks as Record<string, unknown>[])[0];
}

async function monitorRound() {
  await detectDownChecks(domainDeps(server.runtime));
  await claimFlips(domainDeps(server.runtime));
  const deliveries = new Deliveries();
  await deliverDue(domainDeps(server.runtime), deliveries);
  await deliveries.settled();
}

describe('scheduled items watched by their own check', () => {
  it('gives a future item a check at its date, moved when it is rescheduled, shown as Post.scheduleCheck', async () => {
    const post = await schedule('Morning news', '2026-06-01T09:00:00');
    expect(post.status).toBe(201);
    const check = await watch(post.body.id as number);
    expect(check).toMatchObject({
      name: `Scheduled post ${post.body.id}`,
      slug: `post-${post.body.id}`,
      tags: 'scheduled-post',
      schedule: '2026-06-01 09:00:00',
      tz: 'UTC',
      status: 'up',
      grace: 3 * 3600,
    });
    await rest(server, 'POST', `/cms/v2/posts/${post.body.id}`, {
      headers: adminAuth(server),
      body: { date_gmt: '2026-06-01T10:30:00' },
    });
    expect(await watch(post.body.id as number)).toMatchObject({
      schedule: '2026-06-01 10:30:00',
      status: 'up',
    });
    const shown = await graphql(
      server.url,
      'query ($id: Int) { post(type: POST, id: $id) { scheduleCheck { slug status scheduledItem { databaseId } } } }',
      {
        variables: { id: post.body.id },
        headers: adminAuth(server),
      },
    );
    expect(shown.body.data).toEqual({
      // The check links back to the item it watches.
      post: {
        scheduleCheck: {
          slug: `post-${post.body.id}`,
          status: 'UP',
          scheduledItem: { databaseId: post.body.id },
        },
      },
    });
    await rest(server, 'DELETE', `/cms/v2/posts/${post.body.id}`, {
      headers: adminAuth(server),
      query: 'force=true',
    });
    expect(await watch(post.body.id as number)).toBeUndefined();
  });

  it('flips the check down and notifies the project when the publisher does not publish in time', async () => {
    const post = await schedule('Stuck', '2026-06-01T09:00:00');
    // The publisher is stopped: only the monitor runs, past the date and the grace.
    clock.set('2026-06-01T12:00:01Z');
    await monitorRound();
    const [hook] = await eventually(() => (webhook.requests.length ? webhook.requests : null));
    expect(hook.path).toBe(`/down/post-${post.body.id}`);
    expect(await watch(post.body.id as number)).toMatchObject({ status: 'down' });
    // Published late by hand: the watch goes (the item is no longer scheduled).
    await rest(server, 'POST', `/cms/v2/posts/${post.body.id}`, {
      headers: adminAuth(server),
      body: { status: 'publish' },
    });
    expect(await watch(post.body.id as number)).toBeUndefined();
  });

  it('is pinged up by the publisher that publishes the item, and then never goes down', async () => {
    webhook.requests.length = 0;
    const post = await schedule('On time', '2026-06-01T13:00:00');
    clock.set('2026-06-01T13:00:00Z');
    expect(await publishScheduled(server.runtime)).toEqual([post.body.id]);
    const published = await rest(server, 'GET', `/cms/v2/posts/${post.body.id}`);
    expect(published.body.status).toBe('publish');
    expect(await watch(post.body.id as number)).toMatchObject({
      status: 'up',
      n_pings: 1,
      last_ping: '2026-06-01T13:00:00+00:00',
    });
    clock.advance(10 * HOUR);
    await monitorRound();
    expect(await watch(post.body.id as number)).toMatchObject({ status: 'up' });
    expect(webhook.requests).toEqual([]);
  });

  it('removes the watch when the item is trashed', async () => {
    const post = await schedule('Dropped', '2026-06-02T09:00:00');
    expect(await watch(post.body.id as number)).toBeDefined();
    await rest(server, 'DELETE', `/cms/v2/posts/${post.body.id}`, { headers: adminAuth(server) });
    expect(await watch(post.body.id as number)).toBeUndefined();
  });

  it('removes the watch when the item is published by hand, and gives none to an item never scheduled', async () => {
    const post = await schedule('Early', '2026-06-03T09:00:00');
    const id = post.body.id as number;
    expect(await watch(id)).toBeDefined();
    // Published now: with its future date kept, WordPress would schedule it again.
    const published = await rest(server, 'POST', `/cms/v2/posts/${id}`, {
      headers: adminAuth(server),
      body: { status: 'publish', date_gmt: '2026-06-01T07:00:00' },
    });
    expect(published.body.status).toBe('publish');
    expect(await watch(id)).toBeUndefined();
    const draft = await rest(server, 'POST', '/cms/v2/posts', {
      headers: adminAuth(server),
      body: { title: 'Plain', status: 'draft' },
    });
    await rest(server, 'POST', `/cms/v2/posts/${draft.body.id}`, {
      headers: adminAuth(server),
      body: { status: 'publish' },
    });
    expect(await watch(draft.body.id as number)).toBeUndefined();
  });
});
