import { Arg, Ctx, Field, FieldResolver, Float, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { Project } from '../../auth/project.entity.js';
import { accessibleRow, mayAccess } from '../access.js';
import { Flip } from '../flips/flip.entity.js';
import { nextScheduled, scheduleKind } from '../schedule/schedule.js';
import { badInput } from '../../errors.js';
import { Check } from './check.entity.js';
import { validateCheckFields } from './check-fields.js';

const DAY = 86_400_000;
const PREVIEW_MAX = 20;

@ObjectType({ description: 'How much of a period a check was not down.' })
export class CheckUptime {
  @Field(() => Int, { description: 'The period: the last that many days (or since the check was created).' })
  days!: number;
  @Field(() => Float, { description: 'The share of the period it was not down, 0 to 1.' })
  ratio!: number;
  @Field(() => Int, { description: 'Seconds it was down within the period.' })
  downSeconds!: number;
  @Field(() => Int, { description: 'How many times it went down within the period.' })
  outages!: number;
}

/**
 * Down time over the period from the check's flips: the status when the period began is the last
 * flip's before it; a period longer than the check's life counts from its creation.
 */
async function uptime(ctx: RequestContext, check: Check, days: number): Promise<CheckUptime> {
  const now = ctx.clock.now().getTime();
  const start = Math.max(now - days * DAY, check.createdAt.getTime());
  const before = await ctx.em.findOne(
    Flip,
    { check, created: { $lt: new Date(start) } },
    { orderBy: { created: 'desc', id: 'desc' } },
  );
  const flips = await ctx.em.find(
    Flip,
    { check, created: { $gte: new Date(start) } },
    { orderBy: { created: 'asc', id: 'asc' } },
  );
  let down = before?.newStatus === 'down' ? start : null;
  let downMs = 0;
  let outages = 0;
  for (const flip of flips) {
    const at = flip.created.getTime();
    if (flip.newStatus === 'down' && down === null) {
      down = at;
      outages += 1;
    } else if (flip.newStatus !== 'down' && down !== null) {
      downMs += at - down;
      down = null;
    }
  }
  if (down !== null) downMs += now - down;
  const total = Math.max(now - start, 1);
  return { days, ratio: Math.max(0, 1 - downMs / total), downSeconds: Math.round(downMs / 1000), outages };
}

/** What a dashboard shows beside a check's fields: its uptime, the next runs of a schedule. */
@Resolver(() => Check)
export class CheckInsightsResolver {
  @FieldResolver(() => CheckUptime, { description: 'Its uptime over the last days, from its flips.' })
  async uptime(
    @Root() check: Check,
    @Ctx() ctx: RequestContext,
    @Arg('days', () => Int, { description: 'The period in days, 1 to 366.' }) days: number,
  ): Promise<CheckUptime> {
    await accessibleRow(ctx, check, 'read');
    if (days < 1 || days > 366) throw badInput('days must be 1 to 366');
    return uptime(ctx, check, days);
  }

  @Query(() => [Date], {
    description:
      'The next times a cron or OnCalendar schedule expects a ping, in its time zone: what an editor previews before saving.',
  })
  schedulePreview(
    @Ctx() ctx: RequestContext,
    @Arg('schedule', { description: 'A cron (five fields) or OnCalendar expression.' }) schedule: string,
    @Arg('tz', { defaultValue: 'UTC', description: 'The IANA time zone it runs in.' }) tz: string,
    @Arg('count', () => Int, { defaultValue: 5, description: `How many, 1 to ${PREVIEW_MAX}.` })
    count: number,
  ): Date[] {
    if (count < 1 || count > PREVIEW_MAX) throw badInput(`count must be 1 to ${PREVIEW_MAX}`);
    const fields = validateCheckFields({ schedule, tz });
    const runs: Date[] = [];
    let after = ctx.clock.now();
    const kind = scheduleKind(fields.schedule!);
    while (runs.length < count) {
      const next = nextScheduled(kind, fields.schedule!, fields.tz!, after);
      if (!next) break;
      runs.push(next);
      after = next;
    }
    return runs;
  }
}

/** What the viewer may do in a project, for a client to offer only what will be allowed. */
@Resolver(() => Project)
export class ProjectViewerResolver {
  @FieldResolver(() => Boolean, { description: 'Whether the viewer may change its checks and integrations.' })
  viewerCanChange(@Root() project: Project, @Ctx() ctx: RequestContext): Promise<boolean> {
    return mayAccess(ctx, project, 'change');
  }
}
