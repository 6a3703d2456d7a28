import { Ctx, Query, Resolver } from 'type-graphql';
import type { DomainDeps } from '../domain-deps.js';

@Resolver()
export class HealthResolver {
  @Query(() => Boolean, { description: 'Runs a database round trip; true when it answers.' })
  async health(@Ctx() { em }: DomainDeps): Promise<boolean> {
    await em.execute('select 1');
    return true;
  }
}
