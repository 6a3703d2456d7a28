import {
  Arg,
  Args,
  Ctx,
  Extensions,
  Field,
  FieldResolver,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { badInput } from '../../errors.js';
import { cursorWindow, PageArgs, paginate } from '../../graphql/connection.js';
import { RestOnly } from '../../graphql/rest-only.js';
import { Project } from '../../auth/project.entity.js';
import { keyOf } from '../../graphql/node.js';
import { accessibleRow, callerProject, mayAccess, PROJECT_ARG, projectOfCheck } from '../access.js';
import { ChannelConnection } from '../channels/channel-connection.js';
import { CheckConnection, MAX_CHECKS_PAGE } from './check-connection.js';
import { Channel } from '../channels/channel.entity.js';
import { Check } from './check.entity.js';
import { CheckInput, CheckUniqueField, fieldsOfInput } from './check.input.js';
import {
  createCheck,
  deleteCheck,
  getCheck,
  listChecks,
  pauseCheck,
  resumeCheck,
  updateCheck,
} from './check.service.js';
import { Flip } from '../flips/flip.entity.js';
import { flipsOfChecks, listFlips } from '../flips/flip.service.js';
import { loaderOf } from '../../graphql/loaders.js';
import { channelsOfChecks } from '../channels/channel.service.js';
import { FlipConnection, FlipWindowArgs } from '../flips/flip.types.js';
import { displayStatus, displayStatusV1, nextPing, type DisplayStatus } from './status.js';
import { uniqueKey } from './unique-key.js';
import { MayWithhold, type Withheld } from '../../graphql/withheld.js';
import { KEY_HOLDERS } from '../../auth/viewer.resolver.js';

export enum CheckStatus {
  NEW = 'new',
  UP = 'up',
  GRACE = 'grace',
  DOWN = 'down',
  PAUSED = 'paused',
}
registerEnumType(CheckStatus, {
  name: 'CheckStatus',
  description: 'A check’s status as Healthchecks shows it: the stored status moved on by the clock.',
  valuesConfig: {
    NEW: { description: 'Not pinged yet, or not since it was resumed.' },
    UP: { description: 'The last ping was a success and the next one is not due yet.' },
    GRACE: { description: 'The next ping is late, within the grace time.' },
    DOWN: {
      description: 'A failure ping came, or a ping or a started run’s end is overdue past the grace time.',
    },
    PAUSED: {
      description: 'Paused: no alerts until a ping, or `resumeCheck` with `manualResume`, resumes it.',
    },
  },
});

const SLUG_FROM_NAME = 'Legacy (API v1/v2): a given name also sets the slug, unless a slug is given.';

@ObjectType({ description: 'What `createCheck` did.' })
class CreateCheckPayload {
  @Field(() => Check, { description: 'The new check, or the existing one `unique` matched, updated.' })
  check!: Check;
  @Field({ description: 'False when `unique` matched an existing check, which was updated.' })
  created!: boolean;
}

/** A check's channels by UUID: those of every check on the page in one read. */
const channelsOf = (ctx: RequestContext, check: Check) =>
  loaderOf(ctx, `channelsOfChecks:${check.project.id}`, (ids: readonly number[]) =>
    channelsOfChecks(ctx, check.project, ids),
  ).load(check.id);

/** Read-write keys of the check's project and its members see its ping URL and channels. */
const seesSecrets = (ctx: RequestContext, check: Check) => mayAccess(ctx, check.project, 'secrets');

@Resolver(() => Check)
export class CheckResolver {
  // Pages of 100 unless told: what the node limit counts for it.
  @Extensions({ defaultFirst: 100 })
  @Query(() => CheckConnection, { description: 'Checks of a project, in creation order.' })
  async checks(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) pageArgs: PageArgs,
    @Arg('project', () => ID, { nullable: true, description: PROJECT_ARG }) projectId?: string,
    @Arg('tag', () => [String], { nullable: true, description: 'Checks carrying all of these tags.' })
    tag?: string[],
    @Arg('slug', () => String, { nullable: true, description: 'Only checks with this slug.' }) slug?: string,
    @Arg('status', () => CheckStatus, { nullable: true, description: 'Only checks with this status now.' })
    status?: CheckStatus,
  ) {
    const window = cursorWindow(pageArgs, 100, MAX_CHECKS_PAGE);
    const checks = await listChecks(ctx, await callerProject(ctx, 'read', projectId), {
      tags: tag ?? [],
      slug: slug ?? undefined,
      status: status as DisplayStatus | undefined,
    });
    return paginate(checks, (check) => [check.id], window);
  }

  @Query(() => Check, { description: 'One check by id (or UUID) or by unique key.' })
  async check(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { nullable: true, description: 'The check’s global id or UUID.' }) id?: string,
    @Arg('uniqueKey', () => String, {
      nullable: true,
      description: 'The check’s `uniqueKey`, instead of `id`.',
    })
    key?: string,
    @Arg('project', () => ID, { nullable: true, description: `With \`uniqueKey\`: ${PROJECT_ARG}` })
    projectId?: string,
  ): Promise<Check> {
    if (id !== undefined) return getCheck(ctx, await projectOfCheck(ctx, 'read', id), keyOf(id, 'check'));
    if (!key) throw badInput('give id or uniqueKey');
    return getCheck(ctx, await callerProject(ctx, 'read', projectId), key);
  }

  @Mutation(() => CreateCheckPayload, {
    description: 'Creates a check in a project, or updates the one `unique` matches.',
  })
  async createCheck(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CheckInput, { description: 'Its fields; omitted ones take their defaults.' })
    input: CheckInput,
    @Arg('unique', () => [CheckUniqueField], {
      nullable: true,
      description:
        'When all these fields are given, the first check with the same values is updated instead.',
    })
    unique?: CheckUniqueField[],
    @Arg('slugFromName', { defaultValue: false, description: SLUG_FROM_NAME }) slugFromName?: boolean,
    @Arg('project', () => ID, { nullable: true, description: PROJECT_ARG }) projectId?: string,
  ) {
    const project = await callerProject(ctx, 'change', projectId);
    return createCheck(ctx, project, fieldsOfInput(input, unique), { slugFromName });
  }

  @Mutation(() => Check, {
    description: 'Changes the given fields of a check; omitted ones keep their value.',
  })
  async updateCheck(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The check’s global id or UUID.' }) id: string,
    @Arg('input', () => CheckInput, { description: 'The fields to change.' }) input: CheckInput,
    @Arg('slugFromName', { defaultValue: false, description: SLUG_FROM_NAME }) slugFromName?: boolean,
  ): Promise<Check> {
    return updateCheck(
      ctx,
      await projectOfCheck(ctx, 'change', id),
      keyOf(id, 'check'),
      fieldsOfInput(input),
      {
        slugFromName,
      },
    );
  }

  @Mutation(() => Check, {
    description: 'Pauses a check, quietly: no alerts until a ping, or `resumeCheck` with `manualResume`.',
  })
  async pauseCheck(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The check’s global id or UUID.' }) id: string,
  ): Promise<Check> {
    return pauseCheck(ctx, await projectOfCheck(ctx, 'change', id), keyOf(id, 'check'));
  }

  @Mutation(() => Check, { description: 'Resumes a paused check (status new); 409 for other checks.' })
  async resumeCheck(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The check’s global id or UUID.' }) id: string,
  ): Promise<Check> {
    return resumeCheck(ctx, await projectOfCheck(ctx, 'change', id), keyOf(id, 'check'));
  }

  @Mutation(() => Check, { description: 'Deletes the check with its pings and flips; returns it as it was.' })
  async deleteCheck(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The check’s global id or UUID.' }) id: string,
  ): Promise<Check> {
    return deleteCheck(ctx, await projectOfCheck(ctx, 'change', id), keyOf(id, 'check'));
  }

  @FieldResolver(() => CheckStatus, { description: 'Its status now, as Healthchecks shows it.' })
  status(@Root() check: Check, @Ctx() ctx: RequestContext): DisplayStatus {
    return displayStatus(check, ctx.clock.now());
  }

  @FieldResolver(() => String, { description: 'Status as API v1 reports it: a running job is `started`.' })
  statusV1(@Root() check: Check, @Ctx() ctx: RequestContext): string {
    return displayStatusV1(check, ctx.clock.now());
  }

  @FieldResolver(() => Boolean, { description: 'A start signal came and no success or failure since.' })
  started(@Root() check: Check): boolean {
    return check.lastStart !== null;
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description:
      'When the next ping is due, or a running job’s start if earlier; null when neither is known.',
  })
  nextPing(@Root() check: Check): Date | null {
    return nextPing(check);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Seconds of the last closed run.' })
  lastDuration(@Root() check: Check): number | null {
    return check.lastDuration ? Math.trunc(check.lastDuration / 1000) : null;
  }

  @FieldResolver(() => String, { description: 'Deprecated API field: successKw when filterSubject.' })
  subject(@Root() check: Check): string {
    return check.filterSubject ? check.successKw : '';
  }

  @FieldResolver(() => String, { description: 'Deprecated API field: failureKw when filterSubject.' })
  subjectFail(@Root() check: Check): string {
    return check.filterSubject ? check.failureKw : '';
  }

  @FieldResolver(() => String, {
    description: 'A stable id for read-only keys: SHA-1 of the UUID’s first 16 hex digits.',
  })
  uniqueKey(@Root() check: Check): string {
    return uniqueKey(check.uuid);
  }

  @FieldResolver(() => String, { description: 'URL of its own two-state (up or down) SVG badge.' })
  badgeUrl(@Root() check: Check, @Ctx() ctx: RequestContext): string {
    return `${ctx.settings.publicUrl}/b/2/${check.badgeKey}.svg`;
  }

  @RestOnly()
  @FieldResolver(() => [Flip], { description: 'Status changes, newest first (`flips` pages them).' })
  flipList(
    @Root() check: Check,
    @Ctx() ctx: RequestContext,
    @Args(() => FlipWindowArgs) window: FlipWindowArgs,
  ): Promise<Flip[]> {
    return listFlips(ctx, check, window.window());
  }

  @FieldResolver(() => FlipConnection, { description: 'Status changes, newest first.' })
  async flips(
    @Root() check: Check,
    @Ctx() ctx: RequestContext,
    @Args(() => FlipWindowArgs) window: FlipWindowArgs,
    @Args(() => PageArgs) page: PageArgs,
  ) {
    // Every check on the page asking the same, in one read.
    const asked = window.window();
    const flips = await loaderOf(ctx, `flips:${JSON.stringify(asked)}`, (ids: readonly number[]) =>
      flipsOfChecks(ctx, ids, asked),
    ).load(check.id);
    return paginate(flips, (flip) => [-flip.created.getTime(), -flip.id], cursorWindow(page, 10));
  }

  @FieldResolver(() => Project, { description: 'The project it belongs to.' })
  async project(@Root() check: Check, @Ctx() ctx: RequestContext): Promise<Project> {
    await accessibleRow(ctx, check, 'read');
    const own = ctx.caller.project;
    return own?.id === check.project.id ? own : ctx.em.findOneOrFail(Project, { id: check.project.id });
  }

  @MayWithhold()
  @FieldResolver(() => String, { nullable: true, description: 'Its ping URL.' })
  async pingUrl(@Root() check: Check, @Ctx() ctx: RequestContext): Promise<string | Withheld> {
    return (await seesSecrets(ctx, check)) ? `${ctx.settings.publicUrl}/ping/${check.uuid}` : KEY_HOLDERS;
  }

  @RestOnly()
  @FieldResolver(() => [Channel], {
    nullable: true,
    description: 'Read-write keys only (`channels` pages them).',
  })
  async channelList(@Root() check: Check, @Ctx() ctx: RequestContext): Promise<Channel[] | null> {
    return (await seesSecrets(ctx, check)) ? channelsOf(ctx, check) : null;
  }

  @FieldResolver(() => ChannelConnection, {
    nullable: true,
    description: 'The integrations it notifies, by UUID; read-write keys only.',
  })
  async channels(@Root() check: Check, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    if (!(await seesSecrets(ctx, check))) return null;
    return paginate(await channelsOf(ctx, check), (channel) => [channel.uuid], cursorWindow(page, 10));
  }
}
