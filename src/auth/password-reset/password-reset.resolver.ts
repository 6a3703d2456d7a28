import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../request-context.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';

@Resolver()
export class PasswordResetResolver {
  @Mutation(() => Boolean, {
    description:
      'Mails a link to set a new password to the account with this login or e-mail address (SMTP_RELAY_URL), valid for an hour. Always true: the answer tells nobody whether the account exists.',
  })
  async requestPasswordReset(
    @Ctx() ctx: RequestContext,
    @Arg('login', { description: 'The login or e-mail address of the account.' }) login: string,
  ): Promise<boolean> {
    await requestPasswordReset(ctx, login);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      'Sets a new password with the token of a mailed link (once, within the hour); every session of the account ends.',
  })
  async resetPassword(
    @Ctx() ctx: RequestContext,
    @Arg('token', { description: 'The token of the link (the path part after /accounts/password/reset/).' })
    token: string,
    @Arg('password', { description: 'The new password: at least 8 characters.' }) password: string,
  ): Promise<boolean> {
    await resetPassword(ctx, token, password);
    return true;
  }
}
