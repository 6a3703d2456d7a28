import { Field, ObjectType } from 'type-graphql';
import type { RequestContext } from '../auth/request-context.js';
import type { ContentDeps } from './post.service.js';

/** The content services' dependencies for a request: its context, with the calling user. */
export const contentDeps = (ctx: RequestContext): ContentDeps =>
  Object.assign(ctx, { user: ctx.caller.user });

@ObjectType({ simpleResolvers: true, description: 'What the caller may do with a content type.' })
export class ContentAccess {
  @Field()
  canCreate!: boolean;
}
