import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { callerProject } from '../access.js';
import type { BadgeStatus } from './badge-state.js';
import { ALL_CHECKS, checkBadge, projectBadges, tagBadge } from './badge.service.js';

@ObjectType({ description: 'What a badge shows.' })
class BadgeState {
  @Field()
  label!: string;
  @Field(() => String, { description: 'up, late (three-state badges only) or down.' })
  status!: BadgeStatus;
  @Field(() => Int)
  total!: number;
  @Field(() => Int, { description: 'Checks in their grace period.' })
  grace!: number;
  @Field(() => Int)
  down!: number;
}

@ObjectType({ description: 'Badge URLs of one tag (`*` is all checks); svg/json/shields are 2-state.' })
class BadgeSet {
  @Field()
  tag!: string;
  @Field()
  svg!: string;
  @Field()
  svg3!: string;
  @Field()
  json!: string;
  @Field()
  json3!: string;
  @Field()
  shields!: string;
  @Field()
  shields3!: string;
}

@Resolver()
export class BadgeResolver {
  @Query(() => [BadgeSet], { description: 'Badges of every tag of the API key’s project, then `*`.' })
  badges(@Ctx() ctx: RequestContext): Promise<BadgeSet[]> {
    return projectBadges(ctx, callerProject(ctx, 'read'));
  }

  @Query(() => BadgeState, {
    nullable: true,
    description:
      'A tag’s badge; no credentials, the signature is the secret. Null for a bad key or signature.',
  })
  tagBadge(
    @Ctx() ctx: RequestContext,
    @Arg('badgeKey') badgeKey: string,
    @Arg('signature') signature: string,
    @Arg('tag', { defaultValue: ALL_CHECKS }) tag: string,
    @Arg('threeState', { defaultValue: true }) threeState: boolean,
  ): Promise<BadgeState | null> {
    return tagBadge(ctx, badgeKey, signature, tag, threeState);
  }

  @Query(() => BadgeState, {
    nullable: true,
    description: 'One check’s badge by its badge key (no credentials).',
  })
  checkBadge(
    @Ctx() ctx: RequestContext,
    @Arg('badgeKey') badgeKey: string,
    @Arg('threeState', { defaultValue: true }) threeState: boolean,
  ): Promise<BadgeState | null> {
    return checkBadge(ctx, badgeKey, threeState);
  }
}
