import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { Project } from '../../auth/project.entity.js';
import type { DomainDeps } from '../../domain-deps.js';
import { lockNamed } from '../../db/dialect.js';
import type { EntityManager } from '../../db/orm.js';
import { readDetached } from '../../db/read-rows.js';
import { badInput, conflict, forbidden, notFound } from '../../errors.js';
import { publishLive } from '../../live/publish.js';
import { ownedBy } from '../access.js';
import { Check, type StoredStatus } from './check.entity.js';
import { checkLiveEvent } from './check-events.js';
import { validateCheckFields, type CheckFields } from './check-fields.js';
import { resolveChannels } from '../channels/channel.service.js';
import { Flip } from '../flips/flip.entity.js';
import { statusFlip } from '../flips/flip-rules.js';
import { scheduleKind } from '../schedule/schedule.js';
import { slugify } from './slug.js';
import { uniqueKey } from './unique-key.js';
import { deadlines, displayStatus, type DisplayStatus } from './status.js';
import { UUID } from '../../uuid.js';

export interface CheckFilter {
  tags?: string[];
  slug?: string;
  status?: DisplayStatus;
}

/** A check's tags: its space-separated `tags` field as a list. */
export const checkTags = (tags: string) => tags.split(/\s+/).filter(Boolean);

/**
 * The project's checks in creation order, filtered as the list endpoint filters: read-only objects
 * (see readDetached) whose channels are read apart, for a page at once (channelsOfChecks).
 */
export async function listChecks(
  deps: DomainDeps,
  project: Project,
  filter: CheckFilter = {},
): Promise<Check[]> {
  const tags = filter.tags ?? [];
  // No check's text holds NUL (it is refused on write): such a filter matches nothing, on either database.
  if ([...tags, filter.slug ?? ''].some((text) => text.includes('\u0000'))) return [];
  const where = ['project_id = ?'];
  const params: unknown[] = [project.id];
  if (filter.slug) {
    where.push('slug = ?');
    params.push(filter.slug);
  }
  // The database narrows by substring (LIKE may also match wildcards or other cases); the exact
  // whole-tag test follows below.
  for (const tag of tags) {
    where.push('tags like ?');
    params.push(`%${tag}%`);
  }
  const rows = await deps.em.execute<Record<string, unknown>[]>(
    `select * from checks where ${where.join(' and ')} order by id`,
    params,
  );
  const now = deps.clock.now();
  const checks = readDetached(deps.em, Check, rows);
  for (const check of checks) check.project = project;
  return checks.filter((check) => {
    const own = checkTags(check.tags);
    if (!tags.every((tag) => own.includes(tag))) return false;
    return !filter.status || displayStatus(check, now) === filter.status;
  });
}

/**
 * A check by UUID (404 unknown, 403 another project's) or by unique key within the project (404);
 * with a lock mode, its row is held until the transaction ends.
 */
export async function getCheck(
  deps: DomainDeps,
  project: Project,
  idOrUniqueKey: string,
  lockMode?: LockMode,
): Promise<Check> {
  if (UUID.test(idOrUniqueKey)) {
    return ownedBy(
      await deps.em.findOne(Check, { uuid: idOrUniqueKey }, { populate: ['channels'], lockMode }),
      project,
    );
  }
  const uuids = await deps.em.find(Check, { project }, { fields: ['uuid'] });
  const match = uuids.find((check) => uniqueKey(check.uuid) === idOrUniqueKey);
  if (!match) throw notFound();
  return getCheck(deps, project, match.uuid, lockMode);
}

/**
 * Runs a change of one check in a transaction that holds the check's row (PostgreSQL: FOR UPDATE;
 * SQLite's write transaction holds the database): pings and other writers of any instance wait for
 * it instead of working on what it is about to change.
 */
export function changeCheck<T>(
  deps: DomainDeps,
  project: Project,
  uuid: string,
  change: (tx: DomainDeps, check: Check) => Promise<T>,
): Promise<T> {
  return deps.em.transactional(async (em) => {
    const tx = { ...deps, em };
    return change(tx, await getCheck(tx, project, uuid, LockMode.PESSIMISTIC_WRITE));
  });
}

/**
 * Serialises the creation of a project's checks until the transaction ends, in every instance: the
 * limit, `unique` and `?create=1` slug checks see every check made before them.
 */
export const lockProjectChecks = (em: EntityManager, projectId: string) =>
  lockNamed(em, `project-checks:${projectId}`);

export interface WriteOptions {
  /** API v1/v2: a given name also sets the slug (an explicit slug still wins). */
  slugFromName?: boolean;
}

/** Copies validated fields onto the check, with the reference's rules for kind and deprecated keys. */
function applyFields(check: Check, fields: CheckFields, options: WriteOptions): void {
  if (options.slugFromName && fields.name !== undefined) check.slug = slugify(fields.name);
  const simple = ['name', 'slug', 'tags', 'desc', 'grace', 'methods', 'tz', 'manualResume'] as const;
  for (const key of simple) if (fields[key] !== undefined) (check[key] as unknown) = fields[key];
  if (fields.schedule !== undefined) {
    check.kind = scheduleKind(fields.schedule);
    check.schedule = fields.schedule;
  } else if (fields.timeout !== undefined) {
    check.kind = 'simple';
    check.timeout = fields.timeout;
  }
  // Deprecated `subject`/`subjectFail` first, so explicit keyword fields in the same request win.
  if (fields.subject !== undefined) check.successKw = fields.subject;
  if (fields.subjectFail !== undefined) check.failureKw = fields.subjectFail;
  if (fields.subject !== undefined || fields.subjectFail !== undefined) {
    check.filterSubject = check.successKw !== '' || check.failureKw !== '';
  }
  const filters = [
    'startKw', 'successKw', 'failureKw', 'filterSubject', 'filterBody', 'filterHttpBody', 'filterDefaultFail',
  ] as const; // prettier-ignore
  for (const key of filters) if (fields[key] !== undefined) (check[key] as unknown) = fields[key];
  Object.assign(check, deadlines(check));
}

async function findUniqueMatch(
  deps: DomainDeps,
  project: Project,
  fields: CheckFields,
): Promise<Check | null> {
  const unique = fields.unique ?? [];
  if (unique.length === 0 || !unique.every((field) => fields[field] !== undefined)) return null;
  const where: FilterQuery<Check> = { project };
  for (const field of unique) (where as Record<string, unknown>)[field] = fields[field];
  return deps.em.findOne(Check, where, { orderBy: { id: 'asc' }, populate: ['channels'] });
}

export interface CreatedCheck {
  check: Check;
  /** False when `unique` matched an existing check, which was updated instead. */
  created: boolean;
}

/**
 * Creates a check, or updates the first check matching every field named in `unique`. Order as the
 * reference: validation, upsert lookup, check limit, channels; nothing is saved on any failure.
 */
export async function createCheck(
  deps: DomainDeps,
  project: Project,
  raw: Record<string, unknown>,
  options: WriteOptions = {},
): Promise<CreatedCheck> {
  const fields = validateCheckFields(raw);
  return deps.em.transactional(async (em) => {
    const tx = { ...deps, em };
    await lockProjectChecks(em, project.id);
    const existing = await findUniqueMatch(tx, project, fields);
    if (!existing && (await em.count(Check, { project })) >= project.checkLimit) {
      throw forbidden('check limit reached', 'CHECK_LIMIT_REACHED');
    }
    const channels =
      fields.channels === undefined ? undefined : await resolveChannels(tx, project, fields.channels);
    const check = existing ?? em.create(Check, { project, createdAt: deps.clock.now() });
    applyFields(check, fields, options);
    if (channels) check.channels.set(channels);
    await em.flush();
    await publishLive(em, [checkLiveEvent(check, project.id, 'EDITED', deps.clock.now())]);
    return { check, created: !existing };
  });
}

/**
 * Creates the check with this UUID, or updates it when the project has it already (an import run again);
 * a UUID of another project's check is refused. The fields are validated as the API validates them.
 */
export async function putCheck(
  deps: DomainDeps,
  project: Project,
  uuid: string,
  raw: Record<string, unknown>,
): Promise<CreatedCheck & { changed: boolean }> {
  if (!UUID.test(uuid)) throw badInput(`not a check UUID: ${uuid}`);
  const { unique: _createOnly, channels: _channels, ...fields } = validateCheckFields(raw);
  return deps.em.transactional(async (em) => {
    await lockProjectChecks(em, project.id);
    const existing = await em.findOne(Check, { uuid }, { populate: ['project'] });
    if (existing && existing.project.id !== project.id)
      throw conflict(`check ${uuid} belongs to another project`);
    if (!existing && (await em.count(Check, { project })) >= project.checkLimit)
      throw forbidden('check limit reached', 'CHECK_LIMIT_REACHED');
    const check = existing ?? em.create(Check, { project, uuid, createdAt: deps.clock.now() });
    const before = existing && settingsOf(existing);
    applyFields(check, fields, {});
    if (before === settingsOf(check)) return { check, created: false, changed: false };
    await em.flush();
    await publishLive(em, [checkLiveEvent(check, project.id, 'EDITED', deps.clock.now())]);
    return { check, created: !existing, changed: true };
  });
}

/** What a check's owner sets (not what pings set), to tell whether a write changed anything. */
const settingsOf = (check: Check) =>
  JSON.stringify([
    check.name, check.slug, check.tags, check.desc, check.kind, check.timeout, check.grace, check.schedule,
    check.tz, check.methods, check.manualResume, check.startKw, check.successKw, check.failureKw,
    check.filterSubject, check.filterBody, check.filterHttpBody, check.filterDefaultFail,
  ]); // prettier-ignore

/** Updates only the fields given; a bad `channels` value leaves everything unchanged. */
export async function updateCheck(
  deps: DomainDeps,
  project: Project,
  uuid: string,
  raw: Record<string, unknown>,
  options: WriteOptions = {},
): Promise<Check> {
  return changeCheck(deps, project, uuid, async (tx, check) => {
    const { unique: _createOnly, ...fields } = validateCheckFields(raw);
    const channels =
      fields.channels === undefined ? undefined : await resolveChannels(tx, project, fields.channels);
    applyFields(check, fields, options);
    if (channels) check.channels.set(channels);
    await tx.em.flush();
    await publishLive(tx.em, [checkLiveEvent(check, project.id, 'EDITED', tx.clock.now())]);
    return check;
  });
}

/**
 * Pause and resume set a status no ping gave: the flip only records history (they never notify), and
 * no run is in progress and no alert is due afterwards.
 */
async function setStatusQuietly(tx: DomainDeps, check: Check, newStatus: StoredStatus): Promise<Check> {
  const now = tx.clock.now();
  const flip = statusFlip(check.status, newStatus, '', now);
  tx.em.create(Flip, { check, ...flip });
  check.status = newStatus;
  check.lastStart = null;
  check.lastStartRid = null;
  check.alertAfter = null;
  check.graceAt = null;
  await tx.em.flush();
  const status = displayStatus(check, now);
  await publishLive(tx.em, [checkLiveEvent(check, check.project.id, 'STATUS', now, { status, flip })]);
  return check;
}

export function pauseCheck(deps: DomainDeps, project: Project, uuid: string): Promise<Check> {
  return changeCheck(deps, project, uuid, async (tx, check) =>
    check.status === 'paused' ? check : setStatusQuietly(tx, check, 'paused'),
  );
}

export function resumeCheck(deps: DomainDeps, project: Project, uuid: string): Promise<Check> {
  return changeCheck(deps, project, uuid, async (tx, check) => {
    if (check.status !== 'paused') throw conflict('check is not paused', 'CHECK_NOT_PAUSED');
    check.lastPing = null;
    return setStatusQuietly(tx, check, 'new');
  });
}

/** Deletes the check with its pings and flips; returns it as it was. */
export function deleteCheck(deps: DomainDeps, project: Project, uuid: string): Promise<Check> {
  return changeCheck(deps, project, uuid, async (tx, check) => {
    await tx.em.remove(check).flush();
    await publishLive(tx.em, [checkLiveEvent(check, project.id, 'DELETED', tx.clock.now())]);
    return check;
  });
}
