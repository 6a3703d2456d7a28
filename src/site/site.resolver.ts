import { DateTime } from 'luxon';
import {
  Arg,
  Ctx,
  Field,
  ID,
  FieldResolver,
  Float,
  InputType,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { UserRole } from '../auth/user.entity.js';
import type { RequestContext } from '../auth/request-context.js';
import { forbidden } from '../errors.js';
import { SiteSettings } from './site-settings.entity.js';
import { getSiteSettings, updateSiteSettings } from './site.service.js';

@InputType({ description: 'The site settings to change; absent ones are left unchanged.' })
class SiteInput {
  @Field(() => String, { nullable: true, description: "The site's name: not empty, at most 200 characters." })
  name?: string;
  @Field(() => String, {
    nullable: true,
    description: "The site's tagline, at most 500 characters; may be empty.",
  })
  description?: string;
  @Field(() => String, { nullable: true, description: 'IANA name; legacy aliases are rewritten.' })
  timezone?: string;
  @Field(() => String, {
    nullable: true,
    description: 'PHP date() format: not empty, at most 100 characters.',
  })
  dateFormat?: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The monitoring project whose checks watch scheduled items; "" unlinks it.',
  })
  monitorProject?: string;
}

@Resolver(() => SiteSettings)
export class SiteResolver {
  @Query(() => SiteSettings, { description: 'The content site’s settings (public, as the site index is).' })
  site(@Ctx() ctx: RequestContext): Promise<SiteSettings> {
    return getSiteSettings(ctx);
  }

  @FieldResolver(() => Float, { description: 'Hours from UTC of the time zone, now.' })
  gmtOffset(@Root() site: SiteSettings, @Ctx() ctx: RequestContext): number {
    return DateTime.fromJSDate(ctx.clock.now()).setZone(site.timezone).offset / 60;
  }

  @Mutation(() => SiteSettings, { description: 'Administrators only.' })
  updateSite(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SiteInput, { description: 'The settings to change.' }) input: SiteInput,
  ): Promise<SiteSettings> {
    if (ctx.caller.user?.role !== UserRole.ADMINISTRATOR) throw forbidden('administrators only');
    return updateSiteSettings(ctx, {
      name: input.name ?? undefined,
      description: input.description ?? undefined,
      timezone: input.timezone ?? undefined,
      dateFormat: input.dateFormat ?? undefined,
      monitorProject: input.monitorProject ?? undefined,
    });
  }
}
