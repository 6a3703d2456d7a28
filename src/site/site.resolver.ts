import { DateTime } from 'luxon';
import {
  Arg,
  Ctx,
  Field,
  ID,
  FieldResolver,
  Float,
  InputType,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { UserRole } from '../auth/user.entity.js';
import type { RequestContext } from '../auth/request-context.js';
import { forbidden } from '../errors.js';
import { SiteSettings } from './site-settings.entity.js';
import { getSiteSettings, SiteSettingName, updateSiteSettings, type SiteChanges } from './site.service.js';
import { MayWithhold, Withheld } from '../graphql/withheld.js';
import { firstAdministrator } from '../auth/user.service.js';

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
  @Field(() => String, { nullable: true, description: 'PHP date() format of times.' })
  timeFormat?: string;
  @Field(() => Int, { nullable: true, description: 'The first day of the week: 0 (Sunday) to 6.' })
  startOfWeek?: number;
  @Field(() => String, { nullable: true, description: 'The administrators’ e-mail address.' })
  email?: string;
  @Field(() => String, { nullable: true, description: 'A WordPress locale; only en_US is installed.' })
  language?: string;
  @Field(() => Boolean, { nullable: true, description: 'Whether emoticons become emoji.' })
  useSmilies?: boolean;
  @Field(() => Int, { nullable: true, description: 'The category of posts given none.' })
  defaultCategory?: number;
  @Field(() => String, { nullable: true, description: '"0" (standard) or a post format’s slug.' })
  defaultPostFormat?: string;
  @Field(() => Int, { nullable: true, description: 'Posts a page of the blog shows: at least 1.' })
  postsPerPage?: number;
  @Field(() => String, { nullable: true, description: '"posts" or "page".' })
  showOnFront?: string;
  @Field(() => Int, { nullable: true, description: 'The page on the front page; 0 for none.' })
  pageOnFront?: number;
  @Field(() => Int, { nullable: true, description: 'The page of the latest posts; 0 for none.' })
  pageForPosts?: number;
  @Field(() => String, { nullable: true, description: '"open" or "closed".' })
  defaultPingStatus?: string;
  @Field(() => String, { nullable: true, description: '"open" or "closed".' })
  defaultCommentStatus?: string;
  @Field(() => Int, { nullable: true, description: 'The site logo’s media item id.' })
  siteLogo?: number;
  @Field(() => Int, { nullable: true, description: 'The site icon’s media item id; 0 for none.' })
  siteIcon?: number;
  @Field(() => [SiteSettingName], {
    nullable: true,
    description: 'Settings set back to their defaults (what the REST API does with null).',
  })
  reset?: SiteSettingName[];
}

/** Who may read the administrators' address. */
const ADMINISTRATORS = new Withheld('administrators');

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
    @Arg('lenient', {
      defaultValue: false,
      description:
        'A time zone or language the site does not know is left out (the old value stays) instead of refused, as WordPress’s options do.',
    })
    lenient: boolean,
  ): Promise<SiteSettings> {
    if (ctx.caller.user?.role !== UserRole.ADMINISTRATOR) throw forbidden('administrators only');
    const given = Object.fromEntries(
      Object.entries(input).filter(([key, value]) => value !== null && key !== 'reset'),
    );
    return updateSiteSettings(ctx, given as SiteChanges, input.reset ?? [], lenient);
  }

  @MayWithhold()
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The administrators’ e-mail address (by default the first administrator’s); administrators only.',
  })
  async email(@Root() site: SiteSettings, @Ctx() ctx: RequestContext): Promise<string | Withheld> {
    if (ctx.caller.user?.role !== UserRole.ADMINISTRATOR) return ADMINISTRATORS;
    return site.email ?? (await firstAdministrator(ctx))?.email ?? '';
  }
}
