import type { DomainDeps } from '../../domain-deps.js';
import { DomainError } from '../../errors.js';
import { Check } from '../checks/check.entity.js';
import { nextScheduled } from '../schedule/schedule.js';
import { wallClock } from './gate.js';
import { snoozeCheck } from './maintenance.service.js';
import { snoozeTokenCheck } from './snooze-link.js';

/** The snoozes a notification's link offers. */
export type SnoozeChoice = 'hour' | 'morning' | 'day';

/** A choice and when it would end, as the link's page offers it. */
export interface SnoozeOption {
  choice: SnoozeChoice;
  until: Date;
  label: string;
}

/** The check a valid link names; a refusal that says no more than that the link does not work. */
async function linkedCheck(deps: DomainDeps, token: string): Promise<Check> {
  const uuid = snoozeTokenCheck(deps.settings.secretKey, token, deps.clock.now());
  const check = uuid ? await deps.em.findOne(Check, { uuid }, { populate: ['project'] }) : null;
  if (!check)
    throw new DomainError(
      'INVALID_SNOOZE_LINK',
      'This snooze link is wrong or has expired (a link works for a week).',
      404,
    );
  return check;
}

/** What the link offers: an hour, until 9:00 next in the check's time zone, a day. */
function options(check: Check, now: Date): SnoozeOption[] {
  const morning = nextScheduled('cron', '0 9 * * *', check.tz, now)!;
  return [
    { choice: 'hour', until: new Date(now.getTime() + 3_600_000), label: 'For an hour' },
    { choice: 'morning', until: morning, label: `Until ${wallClock(morning, check.tz)}` },
    { choice: 'day', until: new Date(now.getTime() + 86_400_000), label: 'For a day' },
  ];
}

/** The check a link names and the snoozes it offers. */
export async function snoozeLink(deps: DomainDeps, token: string) {
  const check = await linkedCheck(deps, token);
  return { checkName: check.name || check.uuid, options: options(check, deps.clock.now()) };
}

/** Snoozes the check a link names, as chosen; returns its name and when the snooze ends. */
export async function snoozeByLink(deps: DomainDeps, token: string, choice: SnoozeChoice) {
  const check = await linkedCheck(deps, token);
  const option = options(check, deps.clock.now()).find((each) => each.choice === choice)!;
  await snoozeCheck(deps, check.project, check.uuid, { until: option.until });
  return { checkName: check.name || check.uuid, until: option.until };
}
