import {
  Arg,
  Args,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Resolver,
} from 'type-graphql';
import { Connection, cursorWindow, PageArgs, paginate } from '../../graphql/connection.js';
import { keyOf } from '../../graphql/node.js';
import { notFound } from '../../errors.js';
import type { RequestContext } from '../request-context.js';
import { User } from '../user.entity.js';
import { currentUser } from '../user.service.js';
import { Viewer } from '../viewer.resolver.js';
import { nonceFor } from './nonce.js';
import { Session } from './session.entity.js';
import {
  endEverySession,
  endSession,
  sessionsOf,
  signIn,
  signInWithCode,
  type SignedIn,
} from './sign-in.service.js';

@InputType({ description: 'A login name or e-mail address and the login password.' })
class SignInInput {
  @Field({ description: 'The login name or the e-mail address.' })
  login!: string;

  @Field({ description: 'The login password (not an application password).' })
  password!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The 6-digit code of the authenticator app, for an account with two-factor sign-in; without it such a sign-in fails with SECOND_FACTOR_REQUIRED, whose `ticket` extension `signInWithCode` takes.',
  })
  code?: string | null;
}

@ObjectType({ description: 'A new session of a user who signed in.' })
class SignInPayload {
  @Field({
    description:
      'The session’s secret: a browser carries it as the `portico_session` cookie (set by /accounts/login/).',
  })
  token!: string;

  @Field({ description: 'The anti-forgery token requests with the cookie send as `X-WP-Nonce`.' })
  nonce!: string;

  @Field(() => Session, { description: 'The new session.' })
  session!: Session;

  @Field(() => User, { description: 'Who signed in.' })
  user!: User;
}

const clientOf = (ctx: RequestContext) => ({ remoteAddr: ctx.remoteAddr, userAgent: ctx.userAgent ?? '' });

function payloadOf(ctx: RequestContext, { session, token }: SignedIn): SignInPayload {
  const nonce = nonceFor(ctx.settings.secretKey, session.id, ctx.clock.now());
  return { token, nonce, session, user: session.user };
}

@ObjectType({ simpleResolvers: true })
class SessionConnection extends Connection(Session, 'Session') {}

/** The viewer's signed-in sessions, and the mutations that begin and end them. */
@Resolver(() => Viewer)
export class SessionResolver {
  @Mutation(() => SignInPayload, {
    description:
      'Signs in with a login or e-mail and password: a new session. Failures read alike whether or not the account exists; too many from one account name or address are refused for an hour.',
  })
  async signIn(
    @Arg('input', { description: 'The login or e-mail address and the password.' }) input: SignInInput,
    @Ctx() ctx: RequestContext,
  ): Promise<SignInPayload> {
    return payloadOf(
      ctx,
      await signIn(ctx, input.login, input.password, clientOf(ctx), input.code ?? undefined),
    );
  }

  @Mutation(() => SignInPayload, {
    description:
      'The second step of a two-factor sign-in: the ticket of SECOND_FACTOR_REQUIRED (five minutes) and the app’s code. A wrong code counts as a failed sign-in.',
  })
  async signInWithCode(
    @Arg('ticket', { description: 'The `ticket` extension of the SECOND_FACTOR_REQUIRED error.' })
    ticket: string,
    @Arg('code', { description: 'The 6-digit code the authenticator app shows.' }) code: string,
    @Ctx() ctx: RequestContext,
  ): Promise<SignInPayload> {
    return payloadOf(ctx, await signInWithCode(ctx, ticket, code, clientOf(ctx)));
  }

  @Mutation(() => Boolean, {
    description:
      'Ends a session of the viewer: the one in use unless `id` names another; false when it had ended.',
  })
  async signOut(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { nullable: true, description: 'The session’s id; the one in use without it.' })
    id?: string | null,
  ) {
    const user = currentUser(ctx.caller);
    const { session } = ctx.caller;
    const which = id ? keyOf(id, 'session') : session?.id;
    if (!which) throw notFound('No session is in use; name one by its id.');
    return endSession(ctx, user, which);
  }

  @Mutation(() => Int, {
    description: 'Ends every session of the viewer (signs out everywhere); how many ended.',
  })
  async signOutEverywhere(@Ctx() ctx: RequestContext): Promise<number> {
    return endEverySession(ctx, currentUser(ctx.caller));
  }

  @FieldResolver(() => SessionConnection, {
    nullable: true,
    description: 'The signed-in user’s live sessions, most recently used first; null for other callers.',
  })
  async sessions(@Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    if (!ctx.caller.user) return null;
    const sessions = await sessionsOf(ctx, ctx.caller.user);
    return paginate(sessions, (each) => [-each.lastSeenAt.getTime(), each.id], cursorWindow(page, 20));
  }

  @FieldResolver(() => Session, { nullable: true, description: 'The session in use; null without one.' })
  session(@Ctx() { caller }: RequestContext): Session | null {
    return caller.session;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The anti-forgery token of the session in use (`X-WP-Nonce`), valid 12 to 24 hours; null without one.',
  })
  nonce(@Ctx() ctx: RequestContext): string | null {
    const { session } = ctx.caller;
    return session ? nonceFor(ctx.settings.secretKey, session.id, ctx.clock.now()) : null;
  }
}
