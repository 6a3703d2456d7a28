import {
  Arg,
  Args,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Int,
  Mutation,
  ObjectType,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { cursorWindow, PageArgs, paginate } from '../../graphql/connection.js';
import { keyOf } from '../../graphql/node.js';
import { accessibleRow, projectOfCheck } from '../access.js';
import { Check } from '../checks/check.entity.js';
import { CheckConnection, MAX_CHECKS_PAGE } from '../checks/check-connection.js';
import { AlertRoute } from './alert-route.entity.js';
import { removeAlertRoute, setAlertRoute, setAlertRules, setDependencies } from './alert-rules.service.js';
import { AlertRouteInput, AlertRulesInput } from './alerting.input.js';
import { CheckDependency } from './check-dependency.entity.js';
import { runTrend } from './runs.service.js';

@ObjectType({ description: 'Who is told when about a check: none of it moves a status or a flip.' })
class AlertRules {
  @Field(() => Int, {
    description: 'Down notifications wait for this many failure signals in a row (1: the first).',
  })
  failThreshold!: number;
  @Field(() => Int, {
    description: 'Seconds the check must have been down before down notifications go; 0: at once.',
  })
  downDelay!: number;
  @Field(() => Int, {
    nullable: true,
    description: 'Seconds a run may take; longer runs are slow events. Null: no limit.',
  })
  maxRunTime!: number | null;
  @Field(() => Int, { nullable: true, description: 'Seconds between reminders while down; null: none.' })
  remindEvery!: number | null;
  @Field(() => Int, { nullable: true, description: 'Reminders per fall at most.' })
  remindMax!: number | null;
  /** Read apart (the channels are the project's secrets). */
  check!: Check;
}

@ObjectType({ description: 'A check’s run times (start → end) over a span, in milliseconds.' })
class RunTimes {
  @Field(() => Int, { description: 'The span: the last that many days.' })
  days!: number;
  @Field(() => Int, { description: 'Runs that ended within it.' })
  runs!: number;
  @Field(() => Int, { description: 'Of them, those over the maximum run time the check had then.' })
  slow!: number;
  @Field(() => Int, { nullable: true, description: 'The median run time; null without runs.' })
  p50!: number | null;
  @Field(() => Int, { nullable: true, description: 'The 90th percentile (nearest rank).' })
  p90!: number | null;
  @Field(() => Int, { nullable: true, description: 'The 99th percentile (nearest rank).' })
  p99!: number | null;
  @Field(() => Int, { nullable: true, description: 'The longest.' })
  max!: number | null;
}

@Resolver(() => AlertRules)
export class AlertRulesResolver {
  @FieldResolver(() => [AlertRoute], {
    description: 'Its channels’ own ways of being told (escalation steps, reminders, slow runs), by delay.',
  })
  async routes(@Root() rules: AlertRules, @Ctx() ctx: RequestContext): Promise<AlertRoute[]> {
    await accessibleRow(ctx, rules.check, 'secrets');
    return ctx.em.find(
      AlertRoute,
      { check: rules.check },
      { populate: ['channel'], orderBy: { delay: 'asc', channel: { id: 'asc' } } },
    );
  }

  @FieldResolver(() => CheckConnection, {
    description: 'The checks it depends on: while one is down, its down notifications are suppressed.',
  })
  async dependsOn(
    @Root() rules: AlertRules,
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
  ) {
    await accessibleRow(ctx, rules.check, 'read');
    const edges = await ctx.em.find(
      CheckDependency,
      { check: rules.check },
      { populate: ['dependsOn', 'dependsOn.channels'] },
    );
    return paginate(
      edges.map((edge) => edge.dependsOn),
      (check) => [check.id],
      cursorWindow(page, 100, MAX_CHECKS_PAGE),
    );
  }
}

@Resolver(() => Check)
export class CheckAlertingResolver {
  @FieldResolver(() => AlertRules, {
    description: 'Its alerting rules: thresholds, reminders, escalation, dependencies.',
  })
  async alerting(@Root() check: Check, @Ctx() ctx: RequestContext): Promise<AlertRules> {
    await accessibleRow(ctx, check, 'read');
    const { failThreshold, downDelay, maxRunTime, remindEvery, remindMax } = check;
    return { failThreshold, downDelay, maxRunTime, remindEvery, remindMax, check };
  }

  @FieldResolver(() => RunTimes, {
    description: 'Its run times over the last 7 or 30 days (or `days`, 1 to 31).',
  })
  async runTimes(
    @Root() check: Check,
    @Ctx() ctx: RequestContext,
    @Arg('days', () => Int, { defaultValue: 7, description: 'The span in days, 1 to 31.' }) days: number,
  ): Promise<RunTimes> {
    await accessibleRow(ctx, check, 'read');
    const span = Math.min(Math.max(Math.trunc(days), 1), 31);
    return { days: span, ...(await runTrend(ctx, check, span)) };
  }

  @Mutation(() => Check, { description: 'Sets a check’s thresholds, maximum run time and reminders.' })
  async setAlertRules(
    @Ctx() ctx: RequestContext,
    @Arg('check', () => ID, { description: 'The check’s global id or UUID.' }) id: string,
    @Arg('input', () => AlertRulesInput, { description: 'The rules to change.' }) input: AlertRulesInput,
  ): Promise<Check> {
    return setAlertRules(ctx, await projectOfCheck(ctx, 'change', id), keyOf(id, 'check'), { ...input });
  }

  @Mutation(() => Check, {
    description: 'Sets how one channel of a check is told (assigning it to the check when it was not).',
  })
  async setAlertRoute(
    @Ctx() ctx: RequestContext,
    @Arg('check', () => ID, { description: 'The check’s global id or UUID.' }) id: string,
    @Arg('channel', () => ID, { description: 'The channel’s global id or UUID.' }) channel: string,
    @Arg('input', () => AlertRouteInput, { description: 'How it is told.' }) input: AlertRouteInput,
  ): Promise<Check> {
    const project = await projectOfCheck(ctx, 'change', id);
    return (await setAlertRoute(ctx, project, keyOf(id, 'check'), keyOf(channel, 'channel'), { ...input }))
      .check;
  }

  @Mutation(() => Check, { description: 'Removes a channel’s route: it is told at once again.' })
  async removeAlertRoute(
    @Ctx() ctx: RequestContext,
    @Arg('check', () => ID, { description: 'The check’s global id or UUID.' }) id: string,
    @Arg('channel', () => ID, { description: 'The channel’s global id or UUID.' }) channel: string,
  ): Promise<Check> {
    const project = await projectOfCheck(ctx, 'change', id);
    return removeAlertRoute(ctx, project, keyOf(id, 'check'), keyOf(channel, 'channel'));
  }

  @Mutation(() => Check, {
    description: 'Sets the checks a check depends on (of its project); a cycle is refused.',
  })
  async setCheckDependencies(
    @Ctx() ctx: RequestContext,
    @Arg('check', () => ID, { description: 'The check’s global id or UUID.' }) id: string,
    @Arg('dependsOn', () => [ID], {
      description: 'The checks it depends on (global ids or UUIDs); empty: none.',
    })
    dependsOn: string[],
  ): Promise<Check> {
    const project = await projectOfCheck(ctx, 'change', id);
    return setDependencies(
      ctx,
      project,
      keyOf(id, 'check'),
      dependsOn.map((each) => keyOf(each, 'check')),
    );
  }
}
