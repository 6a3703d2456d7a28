import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../context.js';
import { callerProject } from './access.js';
import { projectBadges } from './badge.service.js';

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
}
