import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { notAllowed } from '../../auth/roles.js';
import { cursorWindow, PageArgs, paginate } from '../../graphql/connection.js';
import { RestOnly } from '../../graphql/rest-only.js';
import { editsSomeType } from '../capabilities.js';
import { PATTERN_CATEGORIES, REGISTERED_PATTERNS } from './pattern-registry.js';
import {
  BlockPattern,
  BlockPatternCategory,
  BlockPatternCategoryConnection,
  BlockPatternConnection,
} from './pattern.types.js';

/** The registry is for those who write content: whoever may edit some type's items. */
function checkWriter(ctx: RequestContext, what: string) {
  const user = ctx.caller.user;
  if (!editsSomeType(user))
    throw notAllowed(user, 'CANNOT_VIEW', `Sorry, you are not allowed to view the registered ${what}.`);
}

@Resolver()
export class PatternResolver {
  @RestOnly()
  @Query(() => [BlockPattern], { description: 'The registered block patterns, as REST lists them.' })
  blockPatternList(@Ctx() ctx: RequestContext): BlockPattern[] {
    checkWriter(ctx, 'block patterns');
    return REGISTERED_PATTERNS.map((pattern) => ({
      description: null,
      categories: [],
      keywords: [],
      blockTypes: [],
      postTypes: [],
      inserter: true,
      ...pattern,
    }));
  }

  @Query(() => BlockPatternConnection, { description: 'The registered block patterns.' })
  blockPatterns(@Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    return paginate(this.blockPatternList(ctx), (pattern) => [pattern.name], cursorWindow(page, 20));
  }

  @RestOnly()
  @Query(() => [BlockPatternCategory], { description: 'The block pattern categories, as REST lists them.' })
  blockPatternCategoryList(@Ctx() ctx: RequestContext): BlockPatternCategory[] {
    checkWriter(ctx, 'block pattern categories');
    return PATTERN_CATEGORIES.map(([name, label, description]) => ({ name, label, description }));
  }

  @Query(() => BlockPatternCategoryConnection, { description: 'The block pattern categories.' })
  blockPatternCategories(@Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    return paginate(
      this.blockPatternCategoryList(ctx),
      (category) => [category.name],
      cursorWindow(page, 30),
    );
  }
}
