import { Project } from '../../auth/project.entity.js';
import type { DomainDeps } from '../../domain-deps.js';
import { Check } from '../../monitoring/checks/check.entity.js';
import { createCheck, deleteCheck, updateCheck } from '../../monitoring/checks/check.service.js';
import type { IncomingPing } from '../../monitoring/pings/ping.service.js';
import { deadlines } from '../../monitoring/checks/status.js';
import type { Post } from './post.entity.js';

export const SCHEDULE_TAG = 'scheduled-post';
export const watchSlug = (postId: number) => `post-${postId}`;

/** Three rounds of the publisher (it runs every MONITOR_INTERVAL_MS), and at least the API's minute. */
const graceOf = (deps: DomainDeps) => Math.max(60, Math.ceil((3 * deps.settings.monitorIntervalMs) / 1000));

/** An OnCalendar expression for one moment: the item's date in UTC, to the second. */
const oneShot = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/**
 * The project linked by `site set --monitor-project` (GraphQL `updateSite`), if any. Every post write
 * asks and most sites link none: one column read plainly, the project loaded only when there is one.
 */
export async function monitorProject(deps: DomainDeps): Promise<Project | null> {
  const [settings] = await deps.em.execute<{ monitor_project_id: string | null }[]>(
    'select monitor_project_id from site_settings where id = 1',
  );
  const id = settings?.monitor_project_id;
  return id ? deps.em.findOne(Project, { id }) : null;
}

/** The linked project and the check watching an item in it (null without a linked project). */
async function watchOf(deps: DomainDeps, postId: number) {
  const project = await monitorProject(deps);
  return project && { project, check: await deps.em.findOne(Check, { project, slug: watchSlug(postId) }) };
}

/** The check watching an item, in the linked project. */
export async function scheduleCheck(deps: DomainDeps, postId: number): Promise<Check | null> {
  return (await watchOf(deps, postId))?.check ?? null;
}

/**
 * Keeps an item's watch in step with it, inside the item's write transaction (WordPress's "missed
 * schedule": an item whose publishing never ran). A `future` item has a check `post-<id>` tagged
 * `scheduled-post` that expects one ping at the item's date, armed at once (its last ping is the
 * moment the item was scheduled), so it goes down and notifies all the project's channels when the
 * publisher does not ping it in time; a new date moves it. Any other state — published by hand,
 * trashed, deleted — removes it. The publisher's ping is `scheduledPing`. `was`: the item's status
 * before the write (null for a new one).
 */
export async function syncScheduleWatch(
  deps: DomainDeps,
  post: Post,
  { was, gone = false }: { was: Post['status'] | null; gone?: boolean },
): Promise<void> {
  // Only a `future` item has a watch: an item neither scheduled before the write nor after has none,
  // and nothing needs reading (most writes).
  if (was !== 'future' && post.status !== 'future') return;
  const watch = await watchOf(deps, post.id);
  if (!watch) return;
  const { project, check: existing } = watch;
  if (gone || post.status !== 'future' || !post.dateGmt) {
    if (existing) await deleteCheck(deps, project, existing.uuid);
    return;
  }
  const fields = {
    name: `Scheduled ${post.type} ${post.id}`,
    slug: watchSlug(post.id),
    tags: SCHEDULE_TAG,
    schedule: oneShot(post.dateGmt),
    tz: 'UTC',
    grace: graceOf(deps),
    channels: '*', // every integration of the project hears of a missed schedule
  };
  const check = existing
    ? await updateCheck(deps, project, existing.uuid, fields)
    : (await createCheck(deps, project, fields)).check;
  if (check.status === 'new') {
    check.status = 'up';
    check.lastPing = deps.clock.now();
    Object.assign(check, deadlines(check));
    await deps.em.flush();
  }
}

/** The publisher's ping of a published item's watch. */
export const scheduledPing = (check: Check): IncomingPing => ({
  target: { uuid: check.uuid },
  action: () => 'success',
  exitStatus: null,
  rid: null,
  scheme: 'http',
  method: 'POST',
  remoteAddr: null,
  userAgent: 'Portico publisher',
  body: null,
});
