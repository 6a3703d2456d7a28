import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { closedSet } from '../../graphql/closed-set.js';
import { snoozeByLink, snoozeLink, type SnoozeChoice } from './snooze-link.service.js';

const SnoozeChoiceSet = closedSet('SnoozeChoice', 'A snooze a notification’s link offers.', {
  hour: 'For an hour.',
  morning: 'Until 9:00 next, in the check’s time zone.',
  day: 'For a day.',
});

@ObjectType({ description: 'A snooze a link offers, and when it would end.' })
class SnoozeOption {
  @Field(() => SnoozeChoiceSet, { description: 'The choice.' })
  choice!: SnoozeChoice;
  @Field({ description: 'When the snooze would end.' })
  until!: Date;
  @Field({ description: 'How the page names it.' })
  label!: string;
}

@ObjectType({ description: 'The check a notification’s snooze link names, and what it offers.' })
class SnoozeLink {
  @Field({ description: 'The check’s name (its UUID when it has none).' })
  checkName!: string;
  @Field(() => [SnoozeOption], { description: 'The snoozes offered.' })
  options!: SnoozeOption[];
}

@ObjectType({ description: 'A snooze made through a notification’s link.' })
class LinkSnooze {
  @Field({ description: 'The check’s name.' })
  checkName!: string;
  @Field({ description: 'When the snooze ends.' })
  until!: Date;
}

/**
 * Notification links that snooze a check without signing in: the link's signed token is the
 * permission, for its one check, for a week.
 */
@Resolver()
export class SnoozeLinkResolver {
  @Query(() => SnoozeLink, {
    description: 'What a snooze link offers; an error when it is wrong or expired.',
  })
  snoozeLink(
    @Ctx() ctx: RequestContext,
    @Arg('token', { description: 'The token of the link.' }) token: string,
  ): Promise<SnoozeLink> {
    return snoozeLink(ctx, token);
  }

  @Mutation(() => LinkSnooze, { description: 'Snoozes the check a link names, as chosen.' })
  snoozeByLink(
    @Ctx() ctx: RequestContext,
    @Arg('token', { description: 'The token of the link.' }) token: string,
    @Arg('choice', () => SnoozeChoiceSet, { description: 'How long.' }) choice: SnoozeChoice,
  ): Promise<LinkSnooze> {
    return snoozeByLink(ctx, token, choice);
  }
}
