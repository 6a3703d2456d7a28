import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../context.js';

@Resolver()
export class HealthResolver {
  @Query(() => Boolean, { description: 'Runs a database round trip; true when it answers.' })
  async health(@Ctx() { em }: RequestContext): Promise<boolean> {
    await em.execute('select 1');
    return true;
  }
}
