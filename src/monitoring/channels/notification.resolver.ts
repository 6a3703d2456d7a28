import { Args, Ctx, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { firstPages, Ordering, readPage } from '../../db/keyset.js';
import { firstPageOf } from '../../graphql/loaders.js';
import { Sql } from '../../db/sql.js';
import { Connection, connectionOf, cursorWindow, PageArgs } from '../../graphql/connection.js';
import { accessibleRow } from '../access.js';
import { Check } from '../checks/check.entity.js';
import { Notification } from './notification.entity.js';

@ObjectType({ simpleResolvers: true })
class NotificationConnection extends Connection(Notification, 'Notification') {}

@Resolver(() => Check)
export class CheckNotificationsResolver {
  @FieldResolver(() => NotificationConnection, {
    description: 'Deliveries of status changes, newest first (read-write keys only).',
  })
  async notifications(
    @Root() check: Check,
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
  ) {
    await accessibleRow(ctx, check, 'secrets');
    const window = cursorWindow(page, 10);
    const order = new Ordering().by('n.id', 'desc');
    const nodesOf = async (rows: Record<string, unknown>[]) => {
      const nodes = rows.map((row) => ctx.em.map(Notification, row));
      await ctx.em.populate(nodes, ['channel']);
      return nodes;
    };
    if (window.cursor !== undefined) {
      const where = new Sql();
      where.add('n.check_id = ?', check.id);
      const read = await readPage(ctx, 'notifications n', where, order, window);
      return connectionOf(
        { nodes: await nodesOf(read.rows), totalCount: read.total, seek: read.seek },
        window,
      );
    }
    // A first page: read with those of every check on the page asking the same, in one statement.
    const found = await firstPageOf(ctx, 'notifications', window, check.id, async (ids) => {
      const where = new Sql();
      where.in('n.check_id', ids);
      const pages = await firstPages(ctx, 'notifications n', where, order, 'n.check_id', window);
      const nodes = await nodesOf([...pages.values()].flatMap((each) => each.rows));
      const byId = new Map(nodes.map((node) => [node.id, node]));
      return new Map(
        [...pages].map(([id, read]) => [
          id,
          {
            nodes: read.rows.map((row) => byId.get(Number(row.id))!),
            totalCount: read.total,
            seek: read.seek,
          },
        ]),
      );
    });
    return connectionOf(found, window);
  }
}
