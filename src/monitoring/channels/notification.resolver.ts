import { Args, Ctx, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { Ordering, readPage } from '../../db/keyset.js';
import { Sql } from '../../db/sql.js';
import { Connection, connectionOf, cursorWindow, PageArgs } from '../../graphql/connection.js';
import { callerProject, ownedBy } from '../access.js';
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
    ownedBy(check, callerProject(ctx, 'write'));
    const window = cursorWindow(page, 10);
    const where = new Sql();
    where.add('n.check_id = ?', check.id);
    const read = await readPage(ctx, 'notifications n', where, new Ordering().by('n.id', 'desc'), window);
    const nodes = read.rows.map((row) => ctx.em.map(Notification, row));
    await ctx.em.populate(nodes, ['channel']);
    return connectionOf({ nodes, totalCount: read.total, seek: read.seek }, window);
  }
}
