import { Arg, Ctx, Field, FieldResolver, ID, InputType, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../context.js';
import { callerProject } from './access.js';
import { Channel, ChannelKind } from './channel.entity.js';
import { createChannel, deleteChannel, listChannels, updateChannel } from './channel.service.js';

@InputType()
class ChannelInput {
  @Field(() => ChannelKind, { nullable: true })
  kind?: ChannelKind;
  @Field({ nullable: true, description: 'At most 100 characters, no comma; may be empty.' })
  name?: string;
  @Field({ nullable: true, description: 'E-mail address, webhook URL or phone number, by kind.' })
  value?: string;
}

const defined = (input: ChannelInput) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null));

@Resolver(() => Channel)
export class ChannelResolver {
  @Query(() => [Channel], { description: 'Integrations of the API key’s project (read-write keys only).' })
  channels(@Ctx() ctx: RequestContext): Promise<Channel[]> {
    return listChannels(ctx, callerProject(ctx, 'write'));
  }

  @Mutation(() => Channel)
  createChannel(
    @Ctx() ctx: RequestContext,
    @Arg('kind', () => ChannelKind) kind: ChannelKind,
    @Arg('value') value: string,
    @Arg('name', { defaultValue: '' }) name: string,
  ): Promise<Channel> {
    return createChannel(ctx, callerProject(ctx, 'write'), { kind, value, name });
  }

  @Mutation(() => Channel)
  updateChannel(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ChannelInput) input: ChannelInput,
  ): Promise<Channel> {
    return updateChannel(ctx, callerProject(ctx, 'write'), id, defined(input));
  }

  @Mutation(() => Channel, { description: 'Removes the channel from the project and its checks.' })
  deleteChannel(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Channel> {
    return deleteChannel(ctx, callerProject(ctx, 'write'), id);
  }

  @FieldResolver(() => String, { description: 'Recipient, URL or number.' })
  value(@Root() channel: Channel): string {
    return channel.value;
  }
}
