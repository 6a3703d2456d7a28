import { Args, Ctx, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { firstPages, Ordering, readPage } from '../../db/keyset.js';
import { firstPageOf } from '../../graphql/loaders.js';
import { Sql } from '../../db/sql.js';
import { Connection, connectionOf, cursorWindow, PageArgs } from '../../graphql/connection.js';
import { accessibleRow } from '../access.js';
import { Check } from '../checks/check.entity.js';
import { Channel } from './channel.entity.js';
import { Notification } from './notification.entity.js';

@ObjectType({ simpleResolvers: true })
class NotificationConnection extends Connection(Notification, 'Notification') {}

/**
 * A page of the notifications of a check or a channel (`parent` the column naming it), newest first.
 * A first page is read with those of every parent of the request asking the same, in one statement.
 */
async function notificationsOf(
  ctx: RequestContext,
  parent: 'n.check_id' | 'n.channel_id',
  id: number,
  page: PageArgs,
) {
  const window = cursorWindow(page, 10);
  const order = new Ordering().by('n.id', 'desc');
  const nodesOf = async (rows: Record<string, unknown>[]) => {
    const nodes = rows.map((row) => ctx.em.map(Notification, row));
    await ctx.em.populate(nodes, ['channel']);
    return nodes;
  };
  if (window.cursor !== undefined) {
    const where = new Sql();
    where.add(`${parent} = ?`, id);
    const read = await readPage(ctx, 'notifications n', where, order, window);
    return connectionOf({ nodes: await nodesOf(read.rows), totalCount: read.total, seek: read.seek }, window);
  }
  const found = await firstPageOf(ctx, `notifications:${parent}`, window, id, async (ids) => {
    const where = new Sql();
    where.in(parent, ids);
    const pages = await firstPages(ctx, 'notifications n', where, order, parent, window);
    const nodes = await nodesOf([...pages.values()].flatMap((each) => each.rows));
    const byId = new Map(nodes.map((node) => [node.id, node]));
    return new Map(
      [...pages].map(([key, read]) => [
        key,
        { nodes: read.rows.map((row) => byId.get(Number(row.id))!), totalCount: read.total, seek: read.seek },
      ]),
    );
  });
  return connectionOf(found, window);
}

@Resolver(() => Check)
export class CheckNotificationsResolver {
  @FieldResolver(() => NotificationConnection, {
    description: 'Deliveries of status changes, newest first (members and read-write keys).',
  })
  async notifications(
    @Root() check: Check,
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
  ) {
    await accessibleRow(ctx, check, 'secrets');
    return notificationsOf(ctx, 'n.check_id', check.id, page);
  }
}

@Resolver(() => Channel)
export class ChannelNotificationsResolver {
  @FieldResolver(() => NotificationConnection, {
    description: 'Its deliveries of status changes, newest first: its delivery history.',
  })
  async notifications(
    @Root() channel: Channel,
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
  ) {
    await accessibleRow(ctx, channel, 'secrets');
    return notificationsOf(ctx, 'n.channel_id', channel.id, page);
  }
}
