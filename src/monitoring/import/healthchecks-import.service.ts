import type { IssuedKeys } from '../../auth/project-key.service.js';
import { Project } from '../../auth/project.entity.js';
import { createProject, getProject, validName, type CreatedProject } from '../../auth/project.service.js';
import type { DomainDeps } from '../../domain-deps.js';
import { badInput, conflict, DomainError } from '../../errors.js';
import { Check, type StoredStatus } from '../checks/check.entity.js';
import type { CheckFields } from '../checks/check-fields.js';
import { putCheck } from '../checks/check.service.js';
import { deadlines } from '../checks/status.js';
import { addHistory, historyOf, type CheckHistory } from './check-history.js';
import { SourceError, type HealthchecksApi, type SourceCheck } from './healthchecks-api.js';
import { integrationsOf, type IntegrationReport } from './integration-report.js';
import { stateOf } from './source-values.js';
import { UUID } from '../../uuid.js';

export interface HealthchecksImportOptions {
  /** The target project; by default the one an earlier run made (see targetOf), else a new one. */
  projectId?: string;
  /** The name of a project the import makes; by default `Healthchecks at <host>`. */
  name?: string;
  /** The source project's ping key, so slug ping URLs keep working. */
  pingKey?: string;
  /** Also the source's ping log (with bodies) and flips. */
  history: boolean;
  onProgress?: (done: number, total: number) => void;
}

/** The project imported into, with its API keys when this import made it (the only time they are shown). */
export interface ImportedProject {
  id: string;
  name: string;
  pingKey: string;
  badgeKey: string;
  /** Null: the project was there before, its keys are unchanged. */
  keys: IssuedKeys | null;
}

export interface HealthchecksImportSummary {
  /** Null when no check could be imported into the project it would have made: none is left empty. */
  project: ImportedProject | null;
  checks: { created: number; updated: number; unchanged: number; failed: number };
  pings: number;
  flips: number;
  integrations: IntegrationReport[];
  failures: { check: string; error: string }[];
  /** Values of the source the rules refused, left out of what was imported: `check <uuid>: …`. */
  warnings: string[];
  /** What went wrong, in a sentence, when not every check was imported. */
  error?: string;
}

const PING_KEY = /^[-a-zA-Z0-9_]{1,22}$/;

/** How many UUIDs one query looks up. */
const UUID_BATCH = 500;

/**
 * The projects here that hold checks of the source, by UUID. A source project is known here by its
 * checks: their UUIDs are unique at the source and kept here, so the project holding them is the one
 * an earlier run imported it into. Nothing else would do: the API names no project id, one host
 * serves many projects (two of them must not merge), and the API key may be rotated between runs. A
 * check moved to another project at the source (Healthchecks can transfer one) leads that project's
 * import to the first one's project here: `--project` says where it goes then.
 */
async function ownersOf(deps: DomainDeps, sources: SourceCheck[]): Promise<Map<string, Project>> {
  const uuids = sources.map((source) => source.uuid).filter((uuid) => UUID.test(uuid));
  const owners = new Map<string, Project>();
  for (let start = 0; start < uuids.length; start += UUID_BATCH) {
    const batch = uuids.slice(start, start + UUID_BATCH);
    const checks = await deps.em.find(Check, { uuid: { $in: batch } }, { populate: ['project'] });
    for (const check of checks) owners.set(check.uuid, check.project);
  }
  return owners;
}

const named = (project: Project) => `${project.id} ("${project.name}")`;

/** The project the checks go into: `--project`, else the one that holds them; null: a new one. */
async function targetOf(deps: DomainDeps, owners: Map<string, Project>, options: HealthchecksImportOptions) {
  if (options.projectId) return getProject(deps, options.projectId);
  const holders = new Map([...owners.values()].map((project) => [project.id, project]));
  if (holders.size > 1)
    throw conflict(
      `the source's checks are in ${holders.size} projects here (${[...holders.values()].map(named).join(', ')}): choose one with --project`,
    );
  return holders.values().next().value ?? null;
}

/** Checks the ping key the project is to take (before anything is written), and gives it to one already here. */
async function takePingKey(deps: DomainDeps, target: Project | null, pingKey: string): Promise<void> {
  if (pingKey === target?.pingKey) return;
  if (!PING_KEY.test(pingKey)) throw badInput('the ping key must be 1 to 22 letters, digits, - or _');
  if (await deps.em.count(Project, { pingKey })) throw conflict('another project has that ping key');
  if (!target) return;
  target.pingKey = pingKey;
  await deps.em.flush();
}

/** A check's settings as the source's API names them, and as Portico's checks name them. */
const SETTINGS = {
  name: 'name', slug: 'slug', tags: 'tags', desc: 'desc', grace: 'grace', manual_resume: 'manualResume',
  methods: 'methods', start_kw: 'startKw', success_kw: 'successKw', failure_kw: 'failureKw',
  filter_subject: 'filterSubject', filter_body: 'filterBody', filter_http_body: 'filterHttpBody',
  filter_default_fail: 'filterDefaultFail',
} as const satisfies Partial<Record<keyof SourceCheck, keyof CheckFields>>; // prettier-ignore

/** The check's fields, from what the source's API listed. */
function fieldsOf(source: SourceCheck): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(SETTINGS) as [keyof typeof SETTINGS, keyof CheckFields][])
    if (source[key] !== undefined) fields[field] = source[key];
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

/** Why the import did not bring every check, in a sentence (undefined: it did). */
function errorOf(summary: HealthchecksImportSummary, stopped: string | null): string | undefined {
  const { failures } = summary;
  if (stopped) return stopped;
  if (!failures.length) return undefined;
  const total = Object.values(summary.checks).reduce((sum, n) => sum + n, 0);
  const more = failures.length > 1 ? ` (and ${failures.length - 1} more: see failures)` : '';
  return `${failures.length} of ${total} checks were not imported: ${failures[0]!.error}${more}`;
}

/** Where a check goes: a project here, or the name of the one to make with it (and its ping key). */
type Destination = Project | { name: string; pingKey: string | undefined };

/**
 * One check written whole, in one transaction with its state and history (and the project, when
 * it is the first): counted in the summary once committed. Returns the project it made, if it did.
 */
async function writeCheck(
  deps: DomainDeps,
  destination: Destination,
  source: SourceCheck,
  history: CheckHistory,
  summary: HealthchecksImportSummary,
): Promise<CreatedProject | null> {
  const warnings: string[] = [];
  const warn = (problem: string) => warnings.push(`check ${source.uuid}: ${problem}`);
  // Each check in an entity manager of its own, so a long import holds no more than one check's rows.
  const em = deps.em.fork();
  const [made, outcome, pings, flips] = await em.transactional(async (em) => {
    const tx = { ...deps, em };
    let made: CreatedProject | null = null;
    let project: Project;
    if (destination instanceof Project) project = await em.findOneOrFail(Project, { id: destination.id });
    else {
      made = await createProject(tx, destination.name);
      project = made.project;
      if (destination.pingKey !== undefined) project.pingKey = destination.pingKey;
    }
    const { check, created, changed } = await putCheck(tx, project, source.uuid, fieldsOf(source));
    const before = JSON.stringify([check.status, check.lastPing, check.nPings]);
    restoreState(check, source, deps.clock.now(), warn);
    const [pings, flips] = await addHistory(tx, check, history, warn);
    await em.flush();
    const moved = before !== JSON.stringify([check.status, check.lastPing, check.nPings]) || pings || flips;
    const outcome = created ? 'created' : changed || moved ? 'updated' : 'unchanged';
    return [made, outcome, pings, flips] as const;
  });
  summary.checks[outcome]++;
  summary.pings += pings;
  summary.flips += flips;
  summary.warnings.push(...warnings);
  return made;
}

/**
 * Brings a Healthchecks project (or another Portico's) in: its checks with their UUIDs, so every ping URL
 * keeps working, their settings and state, and with `history` their ping log and flips. Each check is
 * written in one transaction with its history; one the rules refuse, or that another project here
 * holds, is reported and the others go on. A project the import makes is made with its first check,
 * so no run leaves an empty one. A source that cannot be read stops the import (what was written
 * before stays whole, and is in the summary). Run again, it changes only what changed at the source.
 */
export async function importHealthchecks(
  deps: DomainDeps,
  api: HealthchecksApi,
  options: HealthchecksImportOptions,
): Promise<HealthchecksImportSummary> {
  const sourceChecks = await api.checks();
  const channels = await api.channels();
  const owners = await ownersOf(deps, sourceChecks);
  const target = await targetOf(deps, owners, options);
  if (options.pingKey !== undefined) await takePingKey(deps, target, options.pingKey);
  let destination: Destination = target ?? {
    name: validName(options.name ?? `Healthchecks at ${api.host}`),
    pingKey: options.pingKey,
  };
  let keys: IssuedKeys | null = null;
  const summary: HealthchecksImportSummary = {
    project: null,
    checks: { created: 0, updated: 0, unchanged: 0, failed: 0 },
    pings: 0,
    flips: 0,
    integrations: [],
    failures: [],
    warnings: [],
  };
  const fail = (check: string, error: string) => {
    summary.checks.failed++;
    summary.failures.push({ check, error });
  };
  let stopped: string | null = null;
  for (const [index, source] of sourceChecks.entries()) {
    const owner = owners.get(source.uuid);
    const here = destination instanceof Project ? destination.id : null;
    if (owner && owner.id !== here)
      fail(
        source.uuid,
        `check ${source.uuid} belongs to project ${named(owner)} in this database: import into that project with --project ${owner.id}`,
      );
    else
      try {
        // Its UUID names its history's URLs: a check without a real one is refused before they are read.
        const history =
          options.history && UUID.test(source.uuid)
            ? await historyOf(api, source.uuid, deps.settings.pingBodyLimit)
            : { pings: [], flips: [] };
        const made = await writeCheck(deps, destination, source, history, summary);
        if (made) {
          destination = made.project;
          keys = { apiKey: made.apiKey, apiKeyReadonly: made.apiKeyReadonly };
        }
      } catch (error) {
        if (error instanceof SourceError) {
          stopped = `${error.message} (the import stopped after ${index} of ${sourceChecks.length} checks: run it again to finish it)`;
          break;
        }
        if (!(error instanceof DomainError)) throw error;
        fail(source.uuid, error.message);
      }
    options.onProgress?.(index + 1, sourceChecks.length);
  }
  if (destination instanceof Project) {
    const { id, name, pingKey, badgeKey } = destination;
    summary.project = { id, name, pingKey, badgeKey, keys };
    summary.integrations = integrationsOf(destination, channels, sourceChecks);
  }
  const error = errorOf(summary, stopped);
  return error ? { ...summary, error } : summary;
}
