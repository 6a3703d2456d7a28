import { GraphQLJSONObject } from 'graphql-scalars';
import {
  Arg,
  Args,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { callerProject, PROJECT_ARG, projectOfChannel } from '../access.js';
import { shownSettings, shownValue } from './channel-settings.js';
import { ChannelSettingsInput } from './channel-settings.types.js';
import type { GivenSettings } from './channel-settings.js';
import { Channel, ChannelKind } from './channel.entity.js';
import { createChannel, deleteChannel, listChannels, testChannel, updateChannel } from './channel.service.js';
import { keyOf } from '../../graphql/node.js';
import { cursorWindow, PageArgs, paginate } from '../../graphql/connection.js';
import { RestOnly } from '../../graphql/rest-only.js';
import { ChannelConnection } from './channel-connection.js';

@InputType({ description: 'Channel fields to change; omitted ones keep their value.' })
class ChannelInput {
  @Field(() => ChannelKind, {
    nullable: true,
    description: 'The new kind; the stored settings are dropped when it changes.',
  })
  kind?: ChannelKind;
  @Field({ nullable: true, description: 'At most 100 characters, no comma; may be empty.' })
  name?: string;
  @Field({ nullable: true, description: 'The kind’s main value: address, URL, chat, room, key or members.' })
  value?: string;
  @Field(() => ChannelSettingsInput, { nullable: true, description: 'Laid over the stored settings.' })
  settings?: GivenSettings;
}

@ObjectType({ description: 'What a test notification came to.' })
class ChannelTest {
  @Field({ description: 'False when delivery failed (for a group: any member’s); `error` says why.' })
  sent!: boolean;
  @Field(() => String, { nullable: true, description: 'Why it was not delivered.' })
  error!: string | null;
}

@Resolver(() => Channel)
export class ChannelResolver {
  @RestOnly()
  @Query(() => [Channel], { description: 'Integrations of the API key’s project, as the API lists them.' })
  async channelList(
    @Ctx() ctx: RequestContext,
    @Arg('project', () => ID, { nullable: true, description: PROJECT_ARG }) projectId?: string,
  ): Promise<Channel[]> {
    return listChannels(ctx, await callerProject(ctx, 'secrets', projectId));
  }

  @Query(() => ChannelConnection, {
    description: 'Integrations of a project, by UUID (its members and read-write keys).',
  })
  async channels(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('project', () => ID, { nullable: true, description: PROJECT_ARG }) projectId?: string,
  ) {
    const channels = await this.channelList(ctx, projectId);
    return paginate(channels, (channel) => [channel.uuid], cursorWindow(page, 10));
  }

  @Mutation(() => Channel, { description: 'Adds an integration to a project.' })
  async createChannel(
    @Ctx() ctx: RequestContext,
    @Arg('kind', () => ChannelKind, { description: 'The integration kind.' }) kind: ChannelKind,
    @Arg('value', { description: 'The kind’s main value: address, URL, chat, room, key or members.' })
    value: string,
    @Arg('name', { defaultValue: '', description: 'At most 100 characters, no comma; may be empty.' })
    name: string,
    @Arg('settings', () => ChannelSettingsInput, {
      nullable: true,
      description: 'The kind’s settings, in the field named after it; defaults fill in the rest.',
    })
    settings?: GivenSettings,
    @Arg('assignToAllChecks', () => Boolean, {
      defaultValue: true,
      description:
        'Attach the channel to every check the project has, as Healthchecks does; false: to none (a check lists its channels in `channels`).',
    })
    assignToAllChecks = true,
    @Arg('project', () => ID, { nullable: true, description: PROJECT_ARG }) projectId?: string,
  ): Promise<Channel> {
    const fields = { kind, value, name, settings: settings ?? undefined };
    const project = await callerProject(ctx, 'change', projectId);
    const { channel } = await createChannel(ctx, project, fields, { assignToAllChecks });
    return channel;
  }

  @Mutation(() => Channel, { description: 'Changes the given fields of a channel.' })
  async updateChannel(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The channel’s global id or UUID.' }) id: string,
    @Arg('input', () => ChannelInput, { description: 'The fields to change.' }) input: ChannelInput,
  ): Promise<Channel> {
    const project = await projectOfChannel(ctx, 'change', id);
    const { kind, name, value, settings } = input;
    return updateChannel(ctx, project, keyOf(id, 'channel'), {
      kind: kind ?? undefined,
      name: name ?? undefined,
      value: value ?? undefined,
      settings: settings ?? undefined,
    });
  }

  @Mutation(() => Channel, { description: 'Removes the channel from the project and its checks.' })
  async deleteChannel(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The channel’s global id or UUID.' }) id: string,
  ): Promise<Channel> {
    return deleteChannel(ctx, await projectOfChannel(ctx, 'change', id), keyOf(id, 'channel'));
  }

  @Mutation(() => ChannelTest, {
    description:
      'Sends a sample message ("TEST" is DOWN, or UP where down alerts are off), as Healthchecks’ Test! does.',
  })
  async testChannel(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The channel’s global id or UUID.' }) id: string,
  ): Promise<ChannelTest> {
    const error = await testChannel(ctx, await projectOfChannel(ctx, 'change', id), keyOf(id, 'channel'));
    return { sent: error === null, error };
  }

  @FieldResolver(() => String, { description: 'Recipient, URL, chat, room or members; secret ones masked.' })
  value(@Root() channel: Channel): string {
    return shownValue(channel.kind, channel.value);
  }

  @FieldResolver(() => GraphQLJSONObject, { description: 'The kind’s settings; secret ones masked.' })
  settings(@Root() channel: Channel): Record<string, unknown> {
    return shownSettings(channel.kind, JSON.parse(channel.settings) as Record<string, string>);
  }
}
