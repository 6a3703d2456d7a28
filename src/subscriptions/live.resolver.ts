import { Arg, Ctx, FieldResolver, ID, Resolver, Root, Subscription } from 'type-graphql';
import { canType } from '../content/capabilities.js';
import { contentDeps } from '../content/content-access.js';
import { postNode } from '../content/posts/post.resolver.js';
import { getPost } from '../content/posts/post.service.js';
import { postType } from '../content/content-model/post-type-registry.js';
import { ContentType } from '../content/posts/post.types.js';
import type { RequestContext } from '../auth/request-context.js';
import { DomainError } from '../errors.js';
import { accessibleRow, callerProject, PROJECT_ARG } from '../monitoring/access.js';
import { Check } from '../monitoring/checks/check.entity.js';
import { Flip } from '../monitoring/flips/flip.entity.js';
import { Ping } from '../monitoring/pings/ping.entity.js';
import { loggedPing } from '../monitoring/pings/ping.resolver.js';
import type { ContentLiveEvent } from '../content/content-events.js';
import type { CheckLiveEvent } from '../monitoring/checks/check-events.js';
import type { LiveEvent } from '../live/live-event.js';
import type { LiveSubscription } from '../live/live-subscription.js';
import { CheckEvent, CheckEventKind, ContentEvent, ContentEventKind } from './live.types.js';
import { globalId, keyOf } from '../graphql/node.js';
import { Notification } from '../monitoring/channels/notification.entity.js';

/** What a subscription's context adds: the feed of this connection (see src/app/graphql-ws.ts). */
export interface LiveContext extends RequestContext {
  live: { subscribe(): LiveSubscription };
}

/**
 * A subscription's events: the feed's, each turned into what the subscriber sees (or skipped). Not an
 * async generator: a generator waiting for its next event cannot be stopped (its `return()` waits
 * for the next yield, which for a quiet feed never comes), so a closed socket or a `complete` would
 * leave it behind for ever. Here `return()` ends the feed's subscription at once. `start` runs at the
 * first `next()` (its refusal, such as a missing key, is the subscription's error) and gives how each
 * event is seen.
 */
function liveStream<T>(
  ctx: LiveContext,
  start: () => ((event: LiveEvent) => Promise<T | null>) | Promise<(event: LiveEvent) => Promise<T | null>>,
): AsyncIterableIterator<T> {
  const events = ctx.live.subscribe();
  let see: ((event: LiveEvent) => Promise<T | null>) | undefined;
  return {
    async next() {
      try {
        see ??= await start();
      } catch (error) {
        events.end();
        throw error;
      }
      for (;;) {
        const event = await events.next();
        if (event.done) return { value: undefined, done: true };
        const seen = await see(event.value);
        if (seen !== null) return { value: seen, done: false };
      }
    },
    async return() {
      events.end();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * Each event is read afresh: the connection's unit of work forgets what the last event loaded, so a
 * long-lived subscription never serves stale rows (events of one subscription are resolved in turn).
 */
function fresh(ctx: RequestContext): void {
  ctx.em.clear();
  ctx.loaders.clear();
}

async function checkEvent(ctx: RequestContext, event: CheckLiveEvent): Promise<CheckEvent> {
  const check = await ctx.em.findOne(Check, { uuid: event.checkId, project: event.projectId });
  const flip = event.flip
    ? Object.assign(new Flip(), { ...event.flip, created: new Date(event.flip.created) })
    : null;
  return {
    kind: event.kind as CheckEventKind,
    check: event.kind === 'DELETED' ? null : check,
    checkId: globalId(['check', event.checkId]),
    checkUuid: event.checkId,
    loaded: check,
    pingN: event.pingN ?? null,
    notificationId: event.notificationId ?? null,
    flip,
    at: new Date(event.at),
  };
}

/**
 * A project's check events, narrowed to one check or one tag when asked. A member whose role is
 * withdrawn stops receiving them: the subscription ends with the refusal.
 */
function checkEvents(
  ctx: LiveContext,
  projectId?: string,
  checkId?: string,
  tag?: string,
): AsyncIterableIterator<CheckEvent> {
  return liveStream(ctx, async () => {
    const project = await callerProject(ctx, 'read', projectId);
    return async (event) => {
      if (event.topic === 'access' && event.userId !== undefined && event.userId === ctx.caller.user?.id) {
        fresh(ctx);
        await callerProject(ctx, 'read', project.id);
      }
      if (event.topic !== 'check' || event.projectId !== project.id) return null;
      if (checkId !== undefined && event.checkId !== checkId) return null;
      if (tag !== undefined && !event.tags.split(' ').includes(tag)) return null;
      fresh(ctx);
      return checkEvent(ctx, event);
    };
  });
}

/**
 * A content event as this subscriber may see it now: with the item when it can read it; a bare
 * DELETED when the item left its sight (deleted, or no longer published) and it could see it before;
 * nothing otherwise — so a draft's events never reach anonymous subscribers.
 */
async function contentEvent(ctx: RequestContext, event: ContentLiveEvent): Promise<ContentEvent | null> {
  const type = postType(event.postType);
  const base = {
    type: event.postType as ContentType,
    postId: globalId(['post', String(event.id)]),
    postDatabaseId: event.id,
    at: new Date(event.at),
  };
  try {
    const view = await getPost(contentDeps(ctx), type, event.id);
    return { ...base, kind: event.kind as ContentEventKind, post: postNode(ctx, view) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const user = ctx.caller.user;
    const sawIt = event.wasPublic || canType(user, type, 'edit_others');
    return sawIt ? { ...base, kind: ContentEventKind.DELETED, post: null } : null;
  }
}

function contentEvents(ctx: LiveContext, types?: ContentType[]): AsyncIterableIterator<ContentEvent> {
  return liveStream(ctx, () => async (event) => {
    if (event.topic !== 'content') return null;
    if (types !== undefined && !types.includes(event.postType as ContentType)) return null;
    fresh(ctx);
    return contentEvent(ctx, event);
  });
}

/** A check event's ping: read as the ping log is, with its access rule (read-write keys only). */
@Resolver(() => CheckEvent)
export class CheckEventResolver {
  @FieldResolver(() => Ping, {
    nullable: true,
    description: 'The ping (PING), while the log keeps it; members and read-write keys only.',
  })
  ping(@Root() event: CheckEvent, @Ctx() ctx: RequestContext): Promise<Ping | null> | null {
    if (event.pingN === null || !event.loaded) return null;
    return loggedPing(ctx, event.loaded, event.pingN);
  }

  @FieldResolver(() => Notification, {
    nullable: true,
    description: 'The notice (NOTIFICATION) as it is now; members and read-write keys only.',
  })
  async notification(@Root() event: CheckEvent, @Ctx() ctx: RequestContext): Promise<Notification | null> {
    if (event.notificationId === null || !event.loaded) return null;
    await accessibleRow(ctx, event.loaded, 'secrets');
    return ctx.em.findOne(
      Notification,
      { id: event.notificationId, check: event.loaded },
      { populate: ['channel'] },
    );
  }
}

@Resolver()
export class LiveResolver {
  @Subscription(() => CheckEvent, {
    description: "Changes to a project's checks: pings, status changes (with the flip), edits, deletions.",
    subscribe: ({ args, context }) =>
      checkEvents(
        context as LiveContext,
        args.project,
        args.checkId && keyOf(args.checkId, 'check'),
        args.tag,
      ),
  })
  checkEvents(
    @Root() event: CheckEvent,
    @Arg('project', () => ID, { nullable: true, description: PROJECT_ARG }) _project?: string,
    @Arg('checkId', () => ID, {
      nullable: true,
      description: 'Only this check’s events (global id or UUID).',
    })
    _checkId?: string,
    @Arg('tag', () => String, {
      nullable: true,
      description: 'Only events of checks carrying this tag at the time.',
    })
    _tag?: string,
  ): CheckEvent {
    return event;
  }

  @Subscription(() => ContentEvent, {
    description: 'Content changes the caller may read: created, updated, published, trashed, deleted.',
    subscribe: ({ args, context }) => contentEvents(context as LiveContext, args.types),
  })
  contentEvents(
    @Root() event: ContentEvent,
    @Arg('types', () => [ContentType], {
      nullable: true,
      description: 'Only items of these types; all when absent.',
    })
    _types?: ContentType[],
  ): ContentEvent {
    return event;
  }
}
