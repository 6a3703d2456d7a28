import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { badInput } from '../../errors.js';
import { callerProject, ownedBy } from '../access.js';
import { Check } from '../checks/check.entity.js';
import { Notification } from './notification.entity.js';

const MAX_PAGE = 1000;

@Resolver(() => Check)
export class CheckNotificationsResolver {
  @FieldResolver(() => [Notification], {
    description: 'Deliveries of status changes, newest first (read-write keys only).',
  })
  async notifications(
    @Root() check: Check,
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { defaultValue: 100 }) first: number,
  ): Promise<Notification[]> {
    ownedBy(check, callerProject(ctx, 'write'));
    if (first < 0 || first > MAX_PAGE) throw badInput(`first must be from 0 to ${MAX_PAGE}`);
    return ctx.em.find(
      Notification,
      { check },
      { populate: ['channel'], orderBy: { id: 'desc' }, limit: first },
    );
  }
}
