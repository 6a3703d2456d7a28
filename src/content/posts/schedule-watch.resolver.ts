import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { DomainError } from '../../errors.js';
import { EDITORS, MayWithhold, type Withheld } from '../../graphql/withheld.js';
import { Check } from '../../monitoring/checks/check.entity.js';
import { contentNodes } from '../content-nodes.js';
import { PostNode } from './post.types.js';
import { monitorProject, SCHEDULE_TAG, scheduleCheck } from './schedule-watch.service.js';

/** The edge between a scheduled item and the check that watches it, both ways. */
@Resolver(() => PostNode)
export class ScheduleCheckResolver {
  @MayWithhold()
  @FieldResolver(() => Check, {
    nullable: true,
    description:
      "The check watching this scheduled item in the site's monitorProject (down when it was not published in time); for those who may edit the item.",
  })
  scheduleCheck(@Root() node: PostNode, @Ctx() ctx: RequestContext): Promise<Check | null> | Withheld {
    return node.permissions.edit ? scheduleCheck(ctx, node.databaseId) : EDITORS;
  }
}

@Resolver(() => Check)
export class ScheduledItemResolver {
  @FieldResolver(() => PostNode, {
    nullable: true,
    description:
      "The scheduled item this check watches (one of the site's monitorProject), where the caller may see it.",
  })
  async scheduledItem(@Root() check: Check, @Ctx() ctx: RequestContext): Promise<PostNode | null> {
    const id = /^post-(\d+)$/.exec(check.slug)?.[1];
    if (!id || !check.tags.split(' ').includes(SCHEDULE_TAG)) return null;
    if ((await monitorProject(ctx))?.id !== check.project.id) return null;
    try {
      const node = await contentNodes.post(ctx, id);
      return node instanceof PostNode ? node : null;
    } catch (error) {
      // Not the caller's to see: as `node` answers, nothing.
      if (error instanceof DomainError && error.status < 500) return null;
      throw error;
    }
  }
}
