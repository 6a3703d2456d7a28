import { Arg, Args, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Connection, cursorWindow, PageArgs, paginate } from '../../graphql/connection.js';
import { RestOnly } from '../../graphql/rest-only.js';
import type { RequestContext } from '../../auth/request-context.js';
import { callerProject, PROJECT_ARG } from '../access.js';
import type { BadgeStatus } from './badge-state.js';
import { ALL_CHECKS, checkBadge, projectBadges, tagBadge } from './badge.service.js';

const THREE_STATE = 'Show `late` while a check is in its grace period; false: only up or down.';

@ObjectType({ description: 'What a badge shows.' })
class BadgeState {
  @Field({ description: 'The tag, the check’s name (or UUID), or MASTER_BADGE_LABEL for `*`.' })
  label!: string;
  @Field(() => String, { description: 'up, late (three-state badges only) or down.' })
  status!: BadgeStatus;
  @Field(() => Int, { description: 'How many checks it covers.' })
  total!: number;
  @Field(() => Int, { description: 'Checks in their grace period.' })
  grace!: number;
  @Field(() => Int, { description: 'Checks that are down.' })
  down!: number;
}

@ObjectType({ description: 'Badge URLs of one tag (`*` is all checks); svg/json/shields are 2-state.' })
class BadgeSet {
  @Field({ description: 'The tag; `*` for all checks.' })
  tag!: string;
  @Field({ description: 'An SVG badge: up or down.' })
  svg!: string;
  @Field({ description: 'An SVG badge: up, late or down.' })
  svg3!: string;
  @Field({ description: 'The state as JSON: up or down.' })
  json!: string;
  @Field({ description: 'The state as JSON: up, late or down.' })
  json3!: string;
  @Field({ description: 'A Shields.io endpoint: up or down.' })
  shields!: string;
  @Field({ description: 'A Shields.io endpoint: up, late or down.' })
  shields3!: string;
}

@ObjectType({ simpleResolvers: true })
class BadgeSetConnection extends Connection(BadgeSet, 'BadgeSet') {}

@Resolver()
export class BadgeResolver {
  @RestOnly()
  @Query(() => [BadgeSet], { description: 'Badges of every tag of the API key’s project, then `*`.' })
  async badgeList(
    @Ctx() ctx: RequestContext,
    @Arg('project', () => ID, { nullable: true, description: PROJECT_ARG }) projectId?: string,
  ): Promise<BadgeSet[]> {
    return projectBadges(ctx, await callerProject(ctx, 'read', projectId));
  }

  @Query(() => BadgeSetConnection, { description: 'Badges of every tag of a project, by tag.' })
  async badges(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('project', () => ID, { nullable: true, description: PROJECT_ARG }) projectId?: string,
  ) {
    return paginate(await this.badgeList(ctx, projectId), (badge) => [badge.tag], cursorWindow(page, 10));
  }

  @Query(() => BadgeState, {
    nullable: true,
    description:
      'A tag’s badge; no credentials, the signature is the secret. Null for a bad key or signature.',
  })
  tagBadge(
    @Ctx() ctx: RequestContext,
    @Arg('badgeKey', { description: 'The project’s badge key.' }) badgeKey: string,
    @Arg('signature', {
      description: 'The tag’s signature from the badge URL; its first 8 characters count.',
    })
    signature: string,
    @Arg('tag', { defaultValue: ALL_CHECKS, description: 'The tag; `*` for all checks.' }) tag: string,
    @Arg('threeState', { defaultValue: true, description: THREE_STATE }) threeState: boolean,
  ): Promise<BadgeState | null> {
    return tagBadge(ctx, badgeKey, signature, tag, threeState);
  }

  @Query(() => BadgeState, {
    nullable: true,
    description: 'One check’s badge by its badge key (no credentials).',
  })
  checkBadge(
    @Ctx() ctx: RequestContext,
    @Arg('badgeKey', { description: 'The check’s badge key (from its `badgeUrl`).' }) badgeKey: string,
    @Arg('threeState', { defaultValue: true, description: THREE_STATE }) threeState: boolean,
  ): Promise<BadgeState | null> {
    return checkBadge(ctx, badgeKey, threeState);
  }
}
