import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { authNodes } from '../auth/auth-nodes.js';
import type { RequestContext } from '../auth/request-context.js';
import { contentNodes } from '../content/content-nodes.js';
import { badInput, DomainError } from '../errors.js';
import {
  globalId,
  Node,
  NODE_REF,
  parseGlobalId,
  type Identified,
  type NodeKind,
  type NodeSource,
} from '../graphql/node.js';
import { monitoringNodes } from '../monitoring/monitoring-nodes.js';

const SOURCES: Record<NodeKind, NodeSource<RequestContext>> = {
  ...contentNodes,
  ...authNodes,
  ...monitoringNodes,
};

/** As many as a connection's page: each is read as its typed field reads it. */
const MAX_IDS = 100;

/**
 * The node an id names, or null: an id that is not one, a record that is gone, and one the caller
 * may not see answer alike: a refusal of its own would tell that the record exists.
 */
async function nodeOf(ctx: RequestContext, id: string): Promise<Identified | null> {
  const ref = parseGlobalId(id);
  if (!ref) return null;
  try {
    return await SOURCES[ref[0]](ctx, ref[1]);
  } catch (error) {
    if (error instanceof DomainError && error.status < 500) return null;
    throw error;
  }
}

@Resolver(() => Node)
export class NodeResolver {
  @FieldResolver(() => ID)
  id(@Root() node: Identified): string {
    return globalId(node[NODE_REF]());
  }

  @Query(() => Node, {
    nullable: true,
    description:
      'The object with this global id, if the caller may see it (as its typed field would show it).',
  })
  node(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'Its global id, as its `id` field shows it.' }) id: string,
  ): Promise<Identified | null> {
    return nodeOf(ctx, id);
  }

  @Query(() => [Node], {
    nullable: 'items',
    description: `The objects with these global ids, in their order (null for each one not seen); at most ${MAX_IDS}.`,
  })
  nodes(
    @Ctx() ctx: RequestContext,
    @Arg('ids', () => [ID], { description: 'Their global ids.' }) ids: string[],
  ): Promise<(Identified | null)[]> {
    if (ids.length > MAX_IDS) throw badInput(`at most ${MAX_IDS} ids`);
    return Promise.all(ids.map((id) => nodeOf(ctx, id)));
  }
}
