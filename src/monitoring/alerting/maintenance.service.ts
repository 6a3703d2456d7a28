import type { Project } from '../../auth/project.entity.js';
import type { DomainDeps } from '../../domain-deps.js';
import { badInput } from '../../errors.js';
import { normaliseTimeZone } from '../../time/time-zone.js';
import { publishLive } from '../../live/publish.js';
import { ownedBy } from '../access.js';
import { checkLiveEvent } from '../checks/check-events.js';
import { Check } from '../checks/check.entity.js';
import { getCheck } from '../checks/check.service.js';
import { isValidSchedule, nextScheduled, scheduleKind } from '../schedule/schedule.js';
import { covers, maintenanceAt, occurrenceEnd } from './maintenance.js';
import { MaintenanceWindow } from './maintenance-window.entity.js';

/** A window as an owner describes it: what it covers, and when (one-off or recurring). */
export interface WindowInput {
  name?: string;
  /** The check it covers (UUID); or `tag`; or neither: the whole project. */
  check?: string | null;
  tag?: string | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  schedule?: string | null;
  /** Seconds each occurrence lasts. */
  duration?: number | null;
  tz?: string | null;
}

const DAY = 86_400;
/** An occurrence lasts a minute to a week; a one-off window at most a year. */
const DURATION_MIN = 60;
const DURATION_MAX = 7 * DAY;
const ONE_OFF_MAX_MS = 366 * DAY * 1000;
/** A project keeps this many windows at most. */
const WINDOWS_MAX = 500;

const invalid = (message: string, field: string) =>
  badInput(message, 'INVALID_MAINTENANCE_WINDOW', { field });

/** The window's fields once every value is checked, as a refusal says what is wrong first. */
async function checkedWindow(deps: DomainDeps, project: Project, input: WindowInput, now: Date) {
  const name = input.name ?? '';
  if (name.length > 100 || name.includes('\u0000'))
    throw invalid('name: at most 100 characters, no NUL', 'name');
  if (input.check && input.tag) throw invalid('give check or tag, not both', 'tag');
  const tag = input.tag ?? null;
  if (tag !== null && (!tag || tag.length > 100 || /\s/.test(tag) || tag.includes('\u0000')))
    throw invalid('tag: one tag, 1 to 100 characters without spaces', 'tag');
  const check = input.check ? await getCheck(deps, project, input.check) : null;
  const tz = input.tz ?? 'UTC';
  const zone = normaliseTimeZone(tz);
  if (!zone) throw invalid(`tz: ${tz} is not a time zone`, 'tz');
  const times = { startsAt: null, endsAt: null, schedule: null, duration: null, tz: zone } as Pick<
    MaintenanceWindow,
    'startsAt' | 'endsAt' | 'schedule' | 'duration' | 'tz'
  >;
  if (input.schedule) {
    if (input.startsAt || input.endsAt)
      throw invalid('give schedule and duration, or startsAt and endsAt', 'schedule');
    if (input.schedule.length > 100 || !isValidSchedule(input.schedule))
      throw invalid('schedule: not a cron or OnCalendar expression that ever fires', 'schedule');
    if (!nextScheduled(scheduleKind(input.schedule), input.schedule, zone, now))
      throw invalid('schedule: it never fires again', 'schedule');
    const duration = input.duration;
    if (
      duration === null ||
      duration === undefined ||
      !Number.isSafeInteger(duration) ||
      duration < DURATION_MIN ||
      duration > DURATION_MAX
    )
      throw invalid(`duration: whole seconds from ${DURATION_MIN} to ${DURATION_MAX}`, 'duration');
    Object.assign(times, { schedule: input.schedule, duration });
  } else {
    const { startsAt, endsAt } = input;
    if (!startsAt || !endsAt) throw invalid('give startsAt and endsAt, or schedule and duration', 'startsAt');
    if (endsAt <= startsAt) throw invalid('endsAt must be after startsAt', 'endsAt');
    if (endsAt <= now) throw invalid('endsAt is in the past', 'endsAt');
    if (endsAt.getTime() - startsAt.getTime() > ONE_OFF_MAX_MS)
      throw invalid('a one-off window lasts a year at most', 'endsAt');
    Object.assign(times, { startsAt, endsAt });
  }
  return { name, check, tag, ...times };
}

/** Adds a maintenance window to the project (for a check, a tag or all of its checks). */
export async function createWindow(
  deps: DomainDeps,
  project: Project,
  input: WindowInput,
): Promise<MaintenanceWindow> {
  const now = deps.clock.now();
  const fields = await checkedWindow(deps, project, input, now);
  if ((await deps.em.count(MaintenanceWindow, { project })) >= WINDOWS_MAX)
    throw invalid(`a project keeps ${WINDOWS_MAX} windows at most`, 'project');
  const window = deps.em.create(MaintenanceWindow, { project, ...fields, createdAt: now });
  await deps.em.flush();
  return window;
}

/** The project's windows, newest first; past one-off windows are kept until deleted. */
export function listWindows(deps: DomainDeps, project: Project): Promise<MaintenanceWindow[]> {
  return deps.em.find(MaintenanceWindow, { project }, { populate: ['check'], orderBy: { id: 'desc' } });
}

/** A window of the project by its UUID. */
export async function getWindow(
  deps: DomainDeps,
  project: Project,
  uuid: string,
): Promise<MaintenanceWindow> {
  return ownedBy(await deps.em.findOne(MaintenanceWindow, { uuid }, { populate: ['check'] }), project);
}

/** Deletes a window: notices it held are judged again at once. Returns it as it was. */
export async function deleteWindow(
  deps: DomainDeps,
  project: Project,
  uuid: string,
): Promise<MaintenanceWindow> {
  const window = await getWindow(deps, project, uuid);
  await deps.em.transactional(async (em) => {
    await em.nativeDelete(MaintenanceWindow, { id: window.id });
    await releaseHeld({ ...deps, em }, project);
  });
  return window;
}

/** The project's notices held by maintenance, to be judged again now (a window went, or ended early). */
async function releaseHeld(deps: DomainDeps, project: Project): Promise<void> {
  await deps.em.execute(
    `update notifications set next_attempt_at = ? where state = 'held' and reason in ('maintenance', 'snooze')
     and check_id in (select id from checks where project_id = ?)`,
    [deps.clock.now(), project.id],
    'run',
  );
}

/** How long a snooze may last. */
const SNOOZE_MAX_MS = 31 * DAY * 1000;

/**
 * Snoozes a check until `until`: a one-off window of its own, from now. A snooze replaces the check's
 * earlier ones.
 */
/** When a snooze ends: at a time, or a number of seconds from now — one of the two. */
export interface SnoozeLength {
  until?: Date | null;
  seconds?: number | null;
}

export async function snoozeCheck(
  deps: DomainDeps,
  project: Project,
  uuid: string,
  length: SnoozeLength,
): Promise<MaintenanceWindow> {
  const now = deps.clock.now();
  const { until: at, seconds } = length;
  if ((at === undefined || at === null) === (seconds === undefined || seconds === null))
    throw invalid('give until or seconds', 'until');
  const until = at ?? new Date(now.getTime() + seconds! * 1000);
  if (!(until > now)) throw invalid('until must be in the future', 'until');
  if (until.getTime() - now.getTime() > SNOOZE_MAX_MS)
    throw invalid('a snooze lasts 31 days at most', 'until');
  const check = await getCheck(deps, project, uuid);
  return deps.em.transactional(async (em) => {
    await em.nativeDelete(MaintenanceWindow, { check, snooze: true });
    const window = em.create(MaintenanceWindow, {
      project,
      check,
      name: 'Snoozed',
      snooze: true,
      startsAt: now,
      endsAt: until,
      tz: check.tz,
      createdAt: now,
    });
    await em.flush();
    await publishLive(em, [checkLiveEvent(check, project.id, 'EDITED', now)]);
    return window;
  });
}

/** Ends a check's snooze now: the notices it held are judged again. */
export async function unsnoozeCheck(deps: DomainDeps, project: Project, uuid: string): Promise<Check> {
  const check = await getCheck(deps, project, uuid);
  await deps.em.transactional(async (em) => {
    await em.nativeDelete(MaintenanceWindow, { check, snooze: true });
    await releaseHeld({ ...deps, em }, project);
    await publishLive(em, [checkLiveEvent(check, project.id, 'EDITED', deps.clock.now())]);
  });
  return check;
}

/** The maintenance on for a check now: until when, and whether only a snooze. */
export async function maintenanceOf(deps: DomainDeps, check: Check) {
  const windows = await deps.em.find(MaintenanceWindow, { project: check.project });
  return maintenanceAt(
    windows.filter((window) => covers(window, check)),
    deps.clock.now(),
  );
}

/** When a window is on now, until when; null when it is not. */
export const windowActiveUntil = (window: MaintenanceWindow, now: Date) => occurrenceEnd(window, now);

/** When a window is next on after now (its start, or now while it is on); null when never again. */
export function windowNextStart(window: MaintenanceWindow, now: Date): Date | null {
  if (occurrenceEnd(window, now)) return now;
  if (window.schedule) return nextScheduled(scheduleKind(window.schedule), window.schedule, window.tz, now);
  return window.startsAt && window.startsAt > now ? window.startsAt : null;
}
