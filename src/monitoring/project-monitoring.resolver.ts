import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Project } from '../auth/project.entity.js';
import type { RequestContext } from '../auth/request-context.js';
import { cursorWindow, PageArgs, paginate } from '../graphql/connection.js';
import { accessibleRow, mayAccess } from './access.js';
import { Channel } from './channels/channel.entity.js';
import { ChannelConnection } from './channels/channel-connection.js';
import { listChannels } from './channels/channel.service.js';
import { Check } from './checks/check.entity.js';
import { CheckConnection, MAX_CHECKS_PAGE } from './checks/check-connection.js';
import { listChecks } from './checks/check.service.js';

/** A project's checks and channels, and a channel's checks: to its keys and members, as `checks` shows them. */
@Resolver(() => Project)
export class ProjectMonitoringResolver {
  @FieldResolver(() => CheckConnection, {
    nullable: true,
    description: 'Its checks, in creation order; null unless the caller uses one of its keys or is a member.',
  })
  async checks(@Root() project: Project, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    if (!(await mayAccess(ctx, project, 'read'))) return null;
    const checks = await listChecks(ctx, project);
    return paginate(checks, (check) => [check.id], cursorWindow(page, 100, MAX_CHECKS_PAGE));
  }

  @FieldResolver(() => ChannelConnection, {
    nullable: true,
    description: 'Its integrations, by UUID; null unless the caller uses its read-write key or is a member.',
  })
  async channels(@Root() project: Project, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    if (!(await mayAccess(ctx, project, 'secrets'))) return null;
    return paginate(await listChannels(ctx, project), (channel) => [channel.uuid], cursorWindow(page, 10));
  }
}

@Resolver(() => Channel)
export class ChannelChecksResolver {
  @FieldResolver(() => CheckConnection, { description: 'The checks it notifies, in creation order.' })
  async checks(@Root() channel: Channel, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    const { project } = await accessibleRow(ctx, channel, 'secrets');
    const checks = await ctx.em.find(Check, { project, channels: channel }, { orderBy: { id: 'asc' } });
    return paginate(checks, (check) => [check.id], cursorWindow(page, 100, MAX_CHECKS_PAGE));
  }
}
