import { Project } from '../../auth/project.entity.js';
import { createProject, getProject } from '../../auth/project.service.js';
import type { DomainDeps } from '../../domain-deps.js';
import { badInput, conflict, DomainError } from '../../errors.js';
import type { ChannelKind } from '../channel.entity.js';
import { Check, type StoredStatus } from '../check.entity.js';
import { optionName, type ChannelKindSpec } from '../delivery/kind.js';
import { channelKinds } from '../delivery/kinds/index.js';
import { putCheck } from '../check.service.js';
import { Flip } from '../flip.entity.js';
import { Ping } from '../ping.entity.js';
import { deadlines } from '../status.js';
import type { HealthchecksApi, SourceCheck, SourceFlip, SourcePing } from './healthchecks-api.js';
import { flipOf, isCount, pingOf, stateOf } from './source-values.js';
import { UUID } from '../../uuid.js';

export interface HealthchecksImportOptions {
  /** The target project; by default the project named after the source, made on the first run. */
  projectId?: string;
  /** The source project's ping key, so slug ping URLs keep working. */
  pingKey?: string;
  /** Also the source's ping log (with bodies) and flips. */
  history: boolean;
  onProgress?: (done: number, total: number) => void;
}

/** A source integration Portico did not create, with the checks that used it. */
export interface IntegrationReport {
  id: string;
  name: string;
  kind: string;
  checks: string[];
  /** The CLI command that recreates it, with the address to fill in; null when Portico has no such kind. */
  command: string | null;
}

export interface HealthchecksImportSummary {
  project: { id: string; name: string };
  checks: { created: number; updated: number; unchanged: number; failed: number };
  pings: number;
  flips: number;
  integrations: IntegrationReport[];
  failures: { check: string; error: string }[];
  /** Values of the source the rules refused, left out of what was imported: `check <uuid>: …`. */
  warnings: string[];
}

/** What one check brings along: its ping log with bodies and its flips (with `--history`). */
interface CheckHistory {
  pings: (SourcePing & { body: Buffer | null })[];
  flips: SourceFlip[];
}

const PING_KEY = /^[-a-zA-Z0-9_]{1,22}$/;

/** The source project's name here: Healthchecks' API does not tell it, so it is named after the host. */
const projectName = (api: HealthchecksApi) => `Healthchecks at ${api.host}`;

async function targetProject(deps: DomainDeps, api: HealthchecksApi, options: HealthchecksImportOptions) {
  const project = options.projectId
    ? await getProject(deps, options.projectId)
    : ((await deps.em.findOne(Project, { name: projectName(api) })) ??
      (await createProject(deps, projectName(api))).project);
  if (options.pingKey !== undefined && options.pingKey !== project.pingKey) {
    if (!PING_KEY.test(options.pingKey))
      throw badInput('the ping key must be 1 to 22 letters, digits, - or _');
    if (await deps.em.count(Project, { pingKey: options.pingKey }))
      throw conflict('another project has that ping key');
    project.pingKey = options.pingKey;
    await deps.em.flush();
  }
  return project;
}

/** The check's fields as the API takes them, from what the API listed. */
function fieldsOf(source: SourceCheck): Record<string, unknown> {
  const keys = [
    'name', 'slug', 'tags', 'desc', 'grace', 'manual_resume', 'methods', 'start_kw', 'success_kw', 'failure_kw',
    'filter_subject', 'filter_body', 'filter_http_body', 'filter_default_fail',
  ] as const; // prettier-ignore
  const fields: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) fields[key] = source[key];
  if (source.schedule !== undefined)
    Object.assign(fields, { schedule: source.schedule, tz: source.tz ?? 'UTC' });
  else if (source.timeout !== undefined) fields.timeout = source.timeout;
  return fields;
}

/**
 * The source's state where it is newer than the check's: its last ping, ping count and status (a
 * running or grace status is up; paused stays paused). A check that Portico has pinged since keeps its
 * own. What the rules refuse is left out and said in `warn`.
 */
function restoreState(check: Check, source: SourceCheck, now: Date, warn: (problem: string) => void): void {
  const state = stateOf(source, now);
  state.problems.forEach(warn);
  if (state.lastPing && (!check.lastPing || state.lastPing > check.lastPing)) {
    check.lastPing = state.lastPing;
    check.lastDuration = state.lastDuration;
    if (check.status !== 'paused') check.status = state.status === 'down' ? 'down' : 'up';
  }
  if (state.status === 'paused') check.status = 'paused' satisfies StoredStatus;
  if (state.nPings !== null && state.nPings > check.nPings) check.nPings = state.nPings;
  Object.assign(check, deadlines(check));
}

/**
 * The source's pings and flips this check does not have yet (by ping number, by flip time); those the
 * rules refuse are left out, counted in one warning. The check counts at least as many pings as its
 * highest number, so the next one it receives takes a free number.
 */
async function addHistory(
  deps: DomainDeps,
  check: Check,
  history: CheckHistory,
  warn: (problem: string) => void,
): Promise<[number, number]> {
  const { em } = deps;
  const now = deps.clock.now();
  const refused = new Map<string, number>();
  const refuse = (reason: string) => refused.set(reason, (refused.get(reason) ?? 0) + 1);
  const numbers = new Set((await em.find(Ping, { check }, { fields: ['n'] })).map((ping) => ping.n));
  let pings = 0;
  for (const ping of history.pings) {
    const values = pingOf(ping, now);
    if (typeof values === 'string') {
      refuse(`ping ${values}`);
      continue;
    }
    if (numbers.has(values.n)) continue;
    numbers.add(values.n);
    em.create(Ping, { check, ...values, body: ping.body?.subarray(0, deps.settings.pingBodyLimit) ?? null });
    check.nPings = Math.max(check.nPings, values.n);
    pings++;
  }
  const times = new Set(
    (await em.find(Flip, { check }, { fields: ['created'] })).map((f) => f.created.getTime()),
  );
  let flips = 0;
  for (const source of history.flips) {
    const flip = flipOf(source, now);
    if (typeof flip === 'string') {
      refuse(`flip ${flip}`);
      continue;
    }
    if (times.has(flip.created.getTime())) continue;
    const [oldStatus, newStatus] = flip.up ? ['down', 'up'] : ['up', 'down'];
    // Already notified by the source: processed, so the notifier leaves it alone.
    em.create(Flip, {
      check,
      created: flip.created,
      oldStatus,
      newStatus,
      reason: '',
      processed: flip.created,
    });
    flips++;
  }
  for (const [reason, count] of refused)
    warn(`${count} not imported: ${reason}${count > 1 ? ' (and alike)' : ''}`);
  return [pings, flips];
}

/** A check's history from the source; bodies are downloaded no further than they are kept. */
async function historyOf(api: HealthchecksApi, uuid: string, bodyLimit: number): Promise<CheckHistory> {
  const pings = [];
  for (const ping of await api.pings(uuid)) {
    // Its number names the body's URL: only a real one is asked for.
    const body = ping.body_url && isCount(ping.n, 1) ? await api.body(uuid, ping.n, bodyLimit) : null;
    pings.push({ ...ping, body });
  }
  return { pings, flips: await api.flips(uuid) };
}

/** The CLI command that makes the integration here, its secrets left for the operator to fill in. */
function recreateCommand(project: Project, channel: { name: string; kind: string }): string | null {
  const spec = channelKinds[channel.kind as ChannelKind] as ChannelKindSpec | undefined;
  if (!spec) return null;
  const required = spec.settings
    .filter((row) => row.required)
    .map((row) => ` --${optionName(row.key)} <${row.key}>`);
  return (
    `npm run -s cli -- channel create --project ${project.id} --kind ${channel.kind} ` +
    `--name ${JSON.stringify(channel.name)} --value <${spec.value.expected}>${required.join('')}`
  );
}

function integrationsOf(
  project: Project,
  channels: { id: string; name: string; kind: string }[],
  checks: SourceCheck[],
): IntegrationReport[] {
  return channels.map((channel) => ({
    ...channel,
    checks: checks
      .filter((check) => (check.channels ?? '').split(',').includes(channel.id))
      .map((check) => check.uuid),
    command: recreateCommand(project, channel),
  }));
}

/**
 * Brings a Healthchecks project (or another Portico's) in: its checks with their UUIDs, so every ping URL
 * keeps working, their settings and state, and with `history` their ping log and flips. Each check is
 * written in one transaction with its history; one the rules refuse is reported and the others go on,
 * and a source that cannot be read stops the import (what was written before stays whole). Run again,
 * it changes only what changed at the source.
 */
export async function importHealthchecks(
  deps: DomainDeps,
  api: HealthchecksApi,
  options: HealthchecksImportOptions,
): Promise<HealthchecksImportSummary> {
  const sourceChecks = await api.checks();
  const channels = await api.channels();
  const project = await targetProject(deps, api, options);
  const summary: HealthchecksImportSummary = {
    project: { id: project.id, name: project.name },
    checks: { created: 0, updated: 0, unchanged: 0, failed: 0 },
    pings: 0,
    flips: 0,
    integrations: integrationsOf(project, channels, sourceChecks),
    failures: [],
    warnings: [],
  };
  for (const [index, source] of sourceChecks.entries()) {
    const warnings: string[] = [];
    const warn = (problem: string) => warnings.push(`check ${source.uuid}: ${problem}`);
    // Its UUID names its history's URLs: a check without a real one is refused before they are read.
    const history =
      options.history && UUID.test(source.uuid)
        ? await historyOf(api, source.uuid, deps.settings.pingBodyLimit)
        : { pings: [], flips: [] };
    // Each check in an entity manager of its own, so a long import holds no more than one check's rows.
    const em = deps.em.fork();
    try {
      const target = await em.findOneOrFail(Project, { id: project.id });
      await em.transactional(async (em) => {
        const tx = { ...deps, em };
        const { check, created, changed } = await putCheck(tx, target, source.uuid, fieldsOf(source));
        const before = JSON.stringify([check.status, check.lastPing, check.nPings]);
        restoreState(check, source, deps.clock.now(), warn);
        const [pings, flips] = await addHistory(tx, check, history, warn);
        await em.flush();
        summary.pings += pings;
        summary.flips += flips;
        const moved =
          before !== JSON.stringify([check.status, check.lastPing, check.nPings]) || pings || flips;
        if (created) summary.checks.created++;
        else if (changed || moved) summary.checks.updated++;
        else summary.checks.unchanged++;
        summary.warnings.push(...warnings);
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      summary.checks.failed++;
      summary.failures.push({ check: source.uuid, error: error.message });
    }
    options.onProgress?.(index + 1, sourceChecks.length);
  }
  return summary;
}
