import express, { type Request, type Response, type Router } from 'express';
import { DomainError } from '../../src/errors.js';
import { escapeHtml } from '../../src/escape-html.js';
import type { Gateway } from '../gateway.js';
import { sendPage, type Page } from '../pages/html-page.js';
import { field, FORM, fromThisSite, LOGIN, PRIVATE } from './accounts.route.js';
import { RequestPasswordResetDocument, ResetPasswordDocument } from './accounts.generated.js';
import { basePath } from '../web-apps/app-page.js';

const RESET = '/accounts/password/reset/';
/** The link's token is in the path: no page of this flow tells another site where it came from. */
const SECRET = { ...PRIVATE, 'Referrer-Policy': 'no-referrer' };

function askPage(root: string, mails: boolean, alert?: string): Page {
  if (!mails)
    return {
      title: 'Forgot your password?',
      main: `<h1>Forgot your password?</h1>
<p>This site sends no mail. Ask its operator to set a new password for you
(<code>npm run cli -- user update &lt;login&gt; --password …</code>).</p>`,
    };
  return {
    title: 'Forgot your password?',
    forms: true,
    main: `<h1>Forgot your password?</h1>
${alert ? `<p role="status">${escapeHtml(alert)}</p>\n` : ''}<p>Enter your login or e-mail address: a link to set a new password goes to your e-mail address.</p>
<form method="post" action="${escapeHtml(root + RESET)}">
<label for="login">Login or e-mail address</label>
<input id="login" name="login" autocomplete="username" required autofocus>
<button type="submit">Send the link</button>
</form>`,
  };
}

function newPasswordPage(root: string, token: string, alert?: string): Page {
  return {
    title: 'Set a new password',
    forms: true,
    main: `<h1>Set a new password</h1>
${alert ? `<p role="alert">${escapeHtml(alert)}</p>\n` : ''}<form method="post" action="${escapeHtml(`${root}${RESET}${encodeURIComponent(token)}/`)}">
<label for="password">New password (at least 8 characters)</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required autofocus>
<label for="again">The same again</label>
<input id="again" name="again" type="password" autocomplete="new-password" minlength="8" required>
<button type="submit">Set the password</button>
</form>`,
  };
}

/**
 * Forgotten passwords: a form that asks for a link (the same answer whether or not the account exists)
 * and the link's page, which sets a new password once and ends every session of the account.
 */
export function passwordResetRouter(gateway: Gateway): Router {
  const { publicUrl: base, smtpRelayUrl } = gateway.runtime.settings;
  const root = basePath(gateway);
  const page = (res: Response, status: number, content: Page) => sendPage(res, base, status, content, SECRET);
  const refused = (res: Response) =>
    page(res, 403, {
      title: 'Refused',
      main: '<h1>Refused</h1><p>This form can only be sent from this site.</p>',
    });
  const router = express.Router({ caseSensitive: true, strict: true });

  router.get(RESET, (_req, res) => page(res, 200, askPage(root, smtpRelayUrl !== null)));

  router.post(RESET, FORM, async (req, res) => {
    if (!fromThisSite(req, base)) return refused(res);
    const login = field(req.body, 'login')?.trim();
    if (!login || !smtpRelayUrl)
      return page(res, 400, askPage(root, smtpRelayUrl !== null, 'Enter your login.'));
    await gateway.operations.run(RequestPasswordResetDocument, { login }, await gateway.context(req, {}));
    page(
      res,
      200,
      askPage(
        root,
        true,
        'If an account has this login or address, a link to set a new password is on its way to its e-mail address. It works for an hour.',
      ),
    );
  });

  const token = (req: Request) => String(req.params.token);
  router.get(`${RESET}:token/`, (req, res) => page(res, 200, newPasswordPage(root, token(req))));

  router.post(`${RESET}:token/`, FORM, async (req, res) => {
    if (!fromThisSite(req, base)) return refused(res);
    const password = field(req.body, 'password') ?? '';
    if (password !== field(req.body, 'again'))
      return page(res, 400, newPasswordPage(root, token(req), 'The two passwords differ.'));
    try {
      await gateway.operations.run(
        ResetPasswordDocument,
        { token: token(req), password },
        await gateway.context(req, {}),
      );
    } catch (error) {
      if (!(error instanceof DomainError) || error.status !== 400) throw error;
      if (error.code === 'PASSWORD_RESET_INVALID')
        return page(res, 400, {
          title: 'Link expired',
          main: `<h1>This link does not work</h1><p role="alert">${escapeHtml(error.message)}</p>
<p><a href="${escapeHtml(root + RESET)}">Ask for a new link</a></p>`,
        });
      return page(res, 400, newPasswordPage(root, token(req), error.message));
    }
    page(res, 200, {
      title: 'Password set',
      main: `<h1>Your password is set</h1><p>Every session of your account has ended.
<a href="${escapeHtml(root + LOGIN)}">Sign in</a> with the new password.</p>`,
    });
  });
  return router;
}
