import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../context.js';
import { callerProject } from './access.js';
import { Channel } from './channel.entity.js';
import { listChannels } from './channel.service.js';

@Resolver(() => Channel)
export class ChannelResolver {
  @Query(() => [Channel], { description: 'Integrations of the API key’s project (read-write keys only).' })
  channels(@Ctx() ctx: RequestContext): Promise<Channel[]> {
    return listChannels(ctx, callerProject(ctx, 'write'));
  }
}
