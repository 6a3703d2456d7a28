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
import { Project } from '../../auth/project.entity.js';
import type { RequestContext } from '../../auth/request-context.js';
import { Connection, cursorWindow, PageArgs, paginate } from '../../graphql/connection.js';
import { keyOf } from '../../graphql/node.js';
import {
  accessibleRow,
  callerProject,
  mayAccess,
  PROJECT_ARG,
  projectOfCheck,
  projectOfWindow,
} from '../access.js';
import { Check } from '../checks/check.entity.js';
import { MaintenanceWindowInput } from './alerting.input.js';
import { MaintenanceWindow } from './maintenance-window.entity.js';
import {
  createWindow,
  deleteWindow,
  listWindows,
  maintenanceOf,
  snoozeCheck,
  unsnoozeCheck,
  windowActiveUntil,
  windowNextStart,
} from './maintenance.service.js';

@ObjectType({ simpleResolvers: true })
class MaintenanceWindowConnection extends Connection(MaintenanceWindow, 'MaintenanceWindow') {}

@ObjectType({ description: 'The maintenance on for a check now.' })
class MaintenanceState {
  @Field({ description: 'When it ends: windows that overlap or follow each other taken as one.' })
  until!: Date;
  @Field({ description: 'Whether it is only a snooze of the check.' })
  snooze!: boolean;
}

@Resolver(() => MaintenanceWindow)
export class MaintenanceWindowResolver {
  @FieldResolver(() => Date, {
    nullable: true,
    description: 'When the occurrence on now ends; null when it is off.',
  })
  activeUntil(@Root() window: MaintenanceWindow, @Ctx() ctx: RequestContext): Date | null {
    return windowActiveUntil(window, ctx.clock.now());
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: 'When it is next on (now while on); null when never again.',
  })
  nextStart(@Root() window: MaintenanceWindow, @Ctx() ctx: RequestContext): Date | null {
    return windowNextStart(window, ctx.clock.now());
  }

  @Mutation(() => MaintenanceWindow, {
    description: 'Adds a maintenance window for a check, a tag or a whole project.',
  })
  async createMaintenanceWindow(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => MaintenanceWindowInput, { description: 'What it covers, and when.' })
    input: MaintenanceWindowInput,
    @Arg('project', () => ID, { nullable: true, description: PROJECT_ARG }) projectId?: string,
  ): Promise<MaintenanceWindow> {
    const project = await callerProject(ctx, 'change', projectId);
    return createWindow(ctx, project, { ...input, check: input.check ? keyOf(input.check, 'check') : null });
  }

  @Mutation(() => MaintenanceWindow, {
    description: 'Deletes a maintenance window; what it held is judged again at once. Returns it as it was.',
  })
  async deleteMaintenanceWindow(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The window’s global id or UUID.' }) id: string,
  ): Promise<MaintenanceWindow> {
    return deleteWindow(ctx, await projectOfWindow(ctx, 'change', id), keyOf(id, 'maintenance_window'));
  }

  @Mutation(() => MaintenanceWindow, {
    description: 'Snoozes a check: its notifications are held until then (give `until` or `seconds`).',
  })
  async snoozeCheck(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The check’s global id or UUID.' }) id: string,
    @Arg('until', () => Date, { nullable: true, description: 'When the snooze ends.' }) until?: Date,
    @Arg('seconds', () => Int, { nullable: true, description: 'Or how long it lasts, from now.' })
    seconds?: number,
  ): Promise<MaintenanceWindow> {
    return snoozeCheck(ctx, await projectOfCheck(ctx, 'change', id), keyOf(id, 'check'), { until, seconds });
  }

  @Mutation(() => Check, { description: 'Ends a check’s snooze now: what it held is judged again.' })
  async unsnoozeCheck(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The check’s global id or UUID.' }) id: string,
  ): Promise<Check> {
    return unsnoozeCheck(ctx, await projectOfCheck(ctx, 'change', id), keyOf(id, 'check'));
  }
}

@Resolver(() => Check)
export class CheckMaintenanceResolver {
  @FieldResolver(() => MaintenanceState, {
    nullable: true,
    description: 'The maintenance (or snooze) on for it now.',
  })
  async maintenance(@Root() check: Check, @Ctx() ctx: RequestContext): Promise<MaintenanceState | null> {
    await accessibleRow(ctx, check, 'read');
    return maintenanceOf(ctx, check);
  }
}

@Resolver(() => Project)
export class ProjectMaintenanceResolver {
  @FieldResolver(() => MaintenanceWindowConnection, {
    nullable: true,
    description:
      'Its maintenance windows and snoozes, newest first; null unless the caller uses one of its keys or is a member.',
  })
  async maintenanceWindows(
    @Root() project: Project,
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
  ) {
    if (!(await mayAccess(ctx, project, 'read'))) return null;
    return paginate(await listWindows(ctx, project), (window) => [-window.id], cursorWindow(page, 100, 500));
  }
}

/** A window by its key, where the caller may read its project. */
export async function maintenanceWindowNode(
  ctx: RequestContext,
  key: string,
): Promise<MaintenanceWindow | null> {
  const window = await ctx.em.findOne(MaintenanceWindow, { uuid: key }, { populate: ['check'] });
  return window && accessibleRow(ctx, window, 'read');
}
