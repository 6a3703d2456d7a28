import { afterAll, beforeAll } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { ChannelKind } from '../../src/monitoring/channels/channel.entity.js';
import { detectDownChecks } from '../../src/jobs/down-detector.js';
import { claimFlips, claimSlowRuns, Deliveries, deliverDue } from '../../src/jobs/notifier.js';
import { domainDeps, type Runtime } from '../../src/runtime.js';
import { api, newChannel, newProject } from './monitoring.js';
import { httpReceiver } from './receivers.js';
import { graphql, startTestServer, type TestServer } from './server.js';

export const MINUTE = 60_000;

/** A notice as the check's log shows it. */
export interface Notice {
  event: string;
  state: string;
  reason: string;
  note: string | null;
  step: number;
  channel: { name: string };
}

/**
 * A server on a clock the test moves (its own monitor looks hourly, so the test runs the rounds), a
 * project with three webhook channels A, B and C on one loopback receiver (`/<name>/<status>`), and
 * helpers to make checks, ping them and read what was delivered and logged.
 */
export function alertingSite(start = '2026-06-01T08:00:00Z', env: Record<string, string> = {}) {
  const clock = new FixedClock(new Date(start));
  const site = {
    clock,
    server: undefined as unknown as TestServer,
    webhook: undefined as unknown as Awaited<ReturnType<typeof httpReceiver>>,
    project: undefined as unknown as Awaited<ReturnType<typeof newProject>>,
    channels: {} as Record<'A' | 'B' | 'C', string>,
  };
  beforeAll(async () => {
    site.webhook = await httpReceiver();
    site.server = await startTestServer({ clock, env: { INTEGRATIONS_ALLOW_PRIVATE_IPS: 'true', ...env } });
    site.project = await newProject(site.server, 'Alerting');
    for (const name of ['A', 'B', 'C'] as const)
      site.channels[name] = await newChannel(
        site.server,
        site.project.id,
        name,
        ChannelKind.WEBHOOK,
        `${site.webhook.url}/${name}/$STATUS`,
      );
  });
  afterAll(async () => {
    await site.server?.stop();
    await site.webhook?.close();
  });
  return site;
}

export type AlertingSite = ReturnType<typeof alertingSite>;

/** One round of every monitor given (each its own instance of the server): detect, fan out, deliver. */
export async function round(site: AlertingSite, runtimes: Runtime[] = [site.server.runtime]) {
  await Promise.all(
    runtimes.map(async (runtime) => {
      await detectDownChecks(domainDeps(runtime));
      await claimFlips(domainDeps(runtime));
      await claimSlowRuns(domainDeps(runtime));
      const deliveries = new Deliveries();
      await deliverDue(domainDeps(runtime), deliveries);
      await deliveries.settled();
    }),
  );
}

/** Moves the clock and runs a round. */
export async function after(site: AlertingSite, ms: number) {
  site.clock.advance(ms);
  await round(site);
}

/** A check of the project with the channels named (a minute's period, a minute's grace). */
export async function newCheck(site: AlertingSite, name: string, channels: string, fields: object = {}) {
  const made = await api(site.server, site.project.apiKey)('POST', '/checks/', {
    name,
    channels,
    timeout: 60,
    grace: 60,
    ...fields,
  });
  return made.json.uuid as string;
}

/** Pings the check (`/fail`, `/start` …), then runs a round. */
export async function ping(site: AlertingSite, uuid: string, suffix = '') {
  const res = await fetch(`${site.server.url}/ping/${uuid}${suffix}`);
  await res.text();
  await round(site);
}

/** What the receiver got so far, as `<channel>/<status>` of the check's notifications (in order). */
export const received = (site: AlertingSite) => site.webhook.requests.map((request) => request.path.slice(1));

/** Forgets what the receiver got. */
export const clearReceived = (site: AlertingSite) => site.webhook.requests.splice(0);

/** The check's notification log, oldest first. */
export async function log(site: AlertingSite, uuid: string): Promise<Notice[]> {
  const res = await graphql(
    site.server.url,
    `
      query ($id: ID) {
        check(id: $id) {
          notifications(first: 100) {
            nodes {
              event
              state
              reason
              note
              step
              channel {
                name
              }
            }
          }
        }
      }
    `,
    { variables: { id: uuid }, headers: { 'X-Api-Key': site.project.apiKey } },
  );
  const nodes = (res.body.data?.check as { notifications: { nodes: Notice[] } }).notifications.nodes;
  return nodes.reverse();
}

/** A GraphQL request with the project's read-write key; throws on errors. */
export async function gql(site: AlertingSite, query: string, variables: Record<string, unknown> = {}) {
  const res = await graphql(site.server.url, query, {
    variables,
    headers: { 'X-Api-Key': site.project.apiKey },
  });
  return res.body;
}
