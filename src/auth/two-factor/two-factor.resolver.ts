import { Arg, Ctx, Field, FieldResolver, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { RequestContext } from '../request-context.js';
import { currentUser } from '../user.service.js';
import type { User } from '../user.entity.js';
import { Viewer } from '../viewer.resolver.js';
import { beginTotpSetup, disableTotp, enableTotp } from './two-factor.service.js';

@ObjectType({ description: 'A new secret for an authenticator app, not in use until `enableTwoFactor`.' })
class TwoFactorSetup {
  @Field({ description: 'The secret, base32: typed into the app.' })
  secret!: string;
  @Field({ description: 'The otpauth:// URI with the secret, which apps read (as text or a QR code).' })
  uri!: string;
  @Field({ description: 'What `enableTwoFactor` takes back with the secret: binds it to the viewer.' })
  proof!: string;
}

/** The signed-in user, or NOT_LOGGED_IN. */
const signedIn = (ctx: RequestContext): User => currentUser(ctx.caller);

/** Two-factor sign-in with an authenticator app (TOTP, RFC 6238), as Healthchecks offers it. */
@Resolver(() => Viewer)
export class TwoFactorResolver {
  @FieldResolver(() => Boolean, {
    nullable: true,
    description:
      'Whether signing in also asks the signed-in user for an authenticator code; null without a user.',
  })
  twoFactorEnabled(@Ctx() ctx: RequestContext): boolean | null {
    return ctx.caller.user ? ctx.caller.user.totpSecret !== null : null;
  }

  @FieldResolver(() => TwoFactorSetup, {
    nullable: true,
    description:
      'A new secret for the signed-in user’s authenticator app, each time it is read (nothing is stored until `enableTwoFactor`); null without a user.',
  })
  twoFactorSetup(@Ctx() ctx: RequestContext): TwoFactorSetup | null {
    return ctx.caller.user ? beginTotpSetup(ctx, ctx.caller.user) : null;
  }

  @Mutation(() => Boolean, {
    description: 'Turns two-factor sign-in on with the set-up’s secret, once a code of the app is right.',
  })
  async enableTwoFactor(
    @Ctx() ctx: RequestContext,
    @Arg('secret', { description: 'The set-up’s secret.' }) secret: string,
    @Arg('proof', { description: 'The set-up’s proof.' }) proof: string,
    @Arg('code', { description: 'The code the app shows now.' }) code: string,
  ): Promise<boolean> {
    await enableTotp(ctx, signedIn(ctx), secret, proof, code);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Turns two-factor sign-in off, with a code the app shows now.' })
  async disableTwoFactor(
    @Ctx() ctx: RequestContext,
    @Arg('code', { description: 'The code the app shows now.' }) code: string,
  ): Promise<boolean> {
    await disableTotp(ctx, signedIn(ctx), code);
    return true;
  }
}
