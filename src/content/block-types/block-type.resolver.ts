import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { notAllowed } from '../../auth/roles.js';
import { DomainError } from '../../errors.js';
import { cursorWindow, PageArgs, paginate } from '../../graphql/connection.js';
import { RestOnly } from '../../graphql/rest-only.js';
import { editsSomeType } from '../capabilities.js';
import { coreBlocks } from './block-registry.js';
import { BlockType, BlockTypeConnection } from './block-type.types.js';

/** The reference's rule: whoever may edit some type's items reads the registry (the editor does). */
function checkRead(ctx: RequestContext) {
  if (!editsSomeType(ctx.caller.user))
    throw notAllowed(
      ctx.caller.user,
      'CANNOT_VIEW_BLOCK_TYPES',
      'Sorry, you are not allowed to manage block types.',
    );
}

const namespaceArg = {
  nullable: true,
  description: 'Only the blocks of this namespace, e.g. `core`.',
} as const;

@Resolver()
export class BlockTypeResolver {
  @RestOnly()
  @Query(() => [BlockType], {
    description: 'The registered blocks in registration order, as REST lists them.',
  })
  blockTypeList(
    @Ctx() ctx: RequestContext,
    @Arg('namespace', () => String, namespaceArg) namespace: string | null,
  ): BlockType[] {
    checkRead(ctx);
    return coreBlocks().filter((block) => namespace === null || block.name.split('/')[0] === namespace);
  }

  @Query(() => BlockTypeConnection, { description: 'The registered blocks, in registration order.' })
  blockTypes(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('namespace', () => String, namespaceArg) namespace: string | null,
  ) {
    // Keyed by place in the registry (which never changes while the server runs): registration order.
    const place = new Map(coreBlocks().map((block, index) => [block.name, index]));
    return paginate(
      this.blockTypeList(ctx, namespace),
      (block) => [place.get(block.name)!],
      cursorWindow(page, 100),
    );
  }

  @Query(() => BlockType, { description: 'A registered block by its name, e.g. `core/paragraph`.' })
  blockType(
    @Ctx() ctx: RequestContext,
    @Arg('name', { description: 'Its name, `namespace/block`.' }) name: string,
  ): BlockType {
    checkRead(ctx);
    const found = coreBlocks().find((block) => block.name === name);
    if (!found) throw new DomainError('BLOCK_TYPE_INVALID', 'Invalid block type.', 404);
    return found;
  }
}
