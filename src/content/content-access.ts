import { Field, ObjectType } from 'type-graphql';
import type { RequestContext } from '../auth/request-context.js';
import type { ContentDeps } from './posts/post.service.js';

/**
 * The content services' dependencies for a request: its context's, with the calling user. The
 * EntityManager is read through, so it is forked only when a service uses it.
 */
export const contentDeps = (ctx: RequestContext): ContentDeps => ({
  get em() {
    return ctx.em;
  },
  clock: ctx.clock,
  settings: ctx.settings,
  lists: ctx.lists,
  user: ctx.caller.user,
});

@ObjectType({ simpleResolvers: true, description: 'What the caller may do with a content type.' })
export class ContentAccess {
  @Field({ description: 'The caller may create items of the type.' })
  canCreate!: boolean;
}
