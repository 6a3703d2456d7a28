import express, { type Request, type Response, type Router } from 'express';
import { sessionCredentials, type Credentials } from '../../src/auth/caller.js';
import type { RequestContext } from '../../src/auth/request-context.js';
import { SESSION_COOKIE } from '../../src/auth/sessions/nonce.js';
import { DomainError } from '../../src/errors.js';
import { escapeHtml } from '../../src/escape-html.js';
import type { Gateway } from '../gateway.js';
import { sendPage, type Page } from '../pages/html-page.js';
import {
  AccountPageDocument,
  SignInDocument,
  SignOutDocument,
  SignOutEverywhereDocument,
  SignInWithCodeDocument,
  type AccountPageQuery,
} from './accounts.generated.js';
import { basePath } from '../web-apps/app-page.js';

export const LOGIN = '/accounts/login/';
const LOGIN_CODE = '/accounts/login/code/';
const LOGOUT = '/accounts/logout/';
const ACCOUNT = '/accounts/';
/** What a sign-in form may send: two short fields and where to go next. */
export const FORM = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 8 });
/** Pages of one person's account: never kept by a cache, never shown framed. */
export const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' };

/** Where to go after signing in: a path of this site, never `//host` or `/\host` (read as hosts). */
const localPath = (value: unknown) =>
  typeof value === 'string' && /^\/(?![/\\])[!-~]*$/.test(value) && !value.includes('\\') ? value : ACCOUNT;

/**
 * Whether a form post comes from one of this site's pages and not another site's (login CSRF, forced
 * sign-out): the browser's Fetch Metadata, or else its Origin; a client that sends neither (curl) is
 * no browser another site can steer.
 */
export function fromThisSite(req: Request, base: string): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = req.get('origin');
  return (
    origin === undefined ||
    origin === new URL(base).origin ||
    origin === `${req.protocol}://${req.get('host')}`
  );
}

export const field = (body: unknown, name: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

function signInPage(root: string, siteName: string, next: string, alert?: string): Page {
  return {
    title: `Sign in – ${escapeHtml(siteName)}`,
    forms: true,
    main: `<h1>Sign in to ${escapeHtml(siteName)}</h1>
${alert ? `<p role="alert">${escapeHtml(alert)}</p>\n` : ''}<form method="post" action="${escapeHtml(root + LOGIN)}">
<input type="hidden" name="next" value="${escapeHtml(next)}">
<label for="login">Login or e-mail address</label>
<input id="login" name="login" autocomplete="username" required autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<p><a href="${escapeHtml(root)}/accounts/password/reset/">Forgot your password?</a></p>`,
  };
}

/** The second step of a two-factor sign-in: the code, with the ticket the password earned. */
function codePage(root: string, next: string, ticket: string, alert?: string): Page {
  return {
    title: 'Two-factor sign-in',
    forms: true,
    main: `<h1>Enter your code</h1>
${alert ? `<p role="alert">${escapeHtml(alert)}</p>\n` : ''}<form method="post" action="${escapeHtml(root + LOGIN_CODE)}">
<input type="hidden" name="next" value="${escapeHtml(next)}">
<input type="hidden" name="ticket" value="${escapeHtml(ticket)}">
<label for="code">The 6-digit code your authenticator app shows</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]{6,7}" required autofocus>
<button type="submit">Sign in</button>
</form>`,
  };
}

const when = (iso: string) => escapeHtml(iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'));

function accountPage(root: string, siteName: string, viewer: AccountPageQuery['viewer']): Page {
  const user = viewer.user!;
  const rows = (viewer.sessions?.nodes ?? []).map(
    (session) =>
      `<tr><td>${when(session.createdAt)}${session.id === viewer.session?.id ? ' (this browser)' : ''}</td>` +
      `<td>${when(session.lastSeenAt)}</td><td>${escapeHtml(session.ip)}</td>` +
      `<td>${escapeHtml(session.userAgent)}</td></tr>`,
  );
  const signOut = (label: string, everywhere: boolean) =>
    `<form method="post" action="${escapeHtml(root + LOGOUT)}">` +
    `<input type="hidden" name="_wpnonce" value="${escapeHtml(viewer.nonce ?? '')}">` +
    (everywhere ? '<input type="hidden" name="everywhere" value="1">' : '') +
    `<button type="submit">${label}</button></form>`;
  return {
    title: `Your account – ${escapeHtml(siteName)}`,
    forms: true,
    main: `<h1>Your account</h1>
<p>Signed in as <strong>${escapeHtml(user.displayName || user.login || '')}</strong> (${escapeHtml(user.login ?? '')}).</p>
<p><a href="${escapeHtml(root)}/projects/">Your projects</a></p>
<p>Two-factor sign-in: ${viewer.twoFactorEnabled ? 'on' : 'off'}. <a href="${escapeHtml(root)}/accounts/two-factor/">${viewer.twoFactorEnabled ? 'Turn it off' : 'Set it up'}</a></p>
<h2>Sessions</h2>
<table><thead><tr><th scope="col">Signed in</th><th scope="col">Last seen</th><th scope="col">Address</th><th scope="col">Browser</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>
${signOut('Sign out', false)}
${signOut('Sign out everywhere', true)}`,
  };
}

/**
 * Sign-in with a login password (`/accounts/login/`, a session cookie that is HttpOnly, SameSite=Lax
 * and Secure on an https PUBLIC_URL), the account page with its sessions (`/accounts/`), and sign-out
 * from this browser or everywhere (`/accounts/logout/`, with the session's nonce).
 */
export function accountsRouter(gateway: Gateway): Router {
  const { publicUrl: base, integrations } = gateway.runtime.settings;
  // Forms and redirects name paths, not PUBLIC_URL's host: the session cookie belongs to the host the
  // browser came by (127.0.0.1 or localhost, a proxy's name), and stays with it.
  const root = basePath(gateway);
  const siteName = integrations.siteName;
  const secure = base.startsWith('https:');
  const cookie = (value: string, maxAgeSeconds: number) =>
    `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  const page = (res: Response, status: number, content: Page, headers: Record<string, string> = {}) =>
    sendPage(res, base, status, content, { ...PRIVATE, ...headers });
  const refused = (res: Response) =>
    page(res, 403, {
      title: 'Refused',
      main: '<h1>Refused</h1><p>This form can only be sent from this site’s own pages.</p>',
    });

  const router = express.Router({ caseSensitive: true, strict: true });
  router.get(LOGIN, (req, res) => page(res, 200, signInPage(root, siteName, localPath(req.query.next))));

  /** Runs a sign-in step: the cookie and the way on, or the page that says why not. */
  async function signInStep(
    res: Response,
    next: string,
    run: () => Promise<{ token: string; session: { expiresAt: string } }>,
    failed: (message: string) => Page,
  ) {
    try {
      const signedIn = await run();
      const maxAge = Math.max(0, Math.floor((Date.parse(signedIn.session.expiresAt) - Date.now()) / 1000));
      res
        .set(PRIVATE)
        .set('Set-Cookie', cookie(signedIn.token, maxAge))
        .redirect(303, root + next);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.code === 'SECOND_FACTOR_REQUIRED')
        return page(res, 200, codePage(root, next, String(error.details?.ticket)));
      if (error.code === 'SIGN_IN_THROTTLED')
        return page(res, 429, failed(error.message), { 'Retry-After': '3600' });
      if (error.code !== 'SIGN_IN_FAILED') throw error;
      page(res, 401, failed(error.message));
    }
  }

  router.post(LOGIN, FORM, async (req, res) => {
    if (!fromThisSite(req, base)) return refused(res);
    const next = localPath(field(req.body, 'next'));
    const login = field(req.body, 'login');
    const password = field(req.body, 'password');
    if (!login || !password)
      return page(res, 400, signInPage(root, siteName, next, 'Enter your login and your password.'));
    const context = await gateway.context(req, {});
    await signInStep(
      res,
      next,
      async () =>
        (await gateway.operations.run(SignInDocument, { input: { login, password } }, context)).signIn,
      (message) => signInPage(root, siteName, next, message),
    );
  });

  router.post(LOGIN_CODE, FORM, async (req, res) => {
    if (!fromThisSite(req, base)) return refused(res);
    const next = localPath(field(req.body, 'next'));
    const ticket = field(req.body, 'ticket') ?? '';
    const code = field(req.body, 'code') ?? '';
    const context = await gateway.context(req, {});
    await signInStep(
      res,
      next,
      async () =>
        (await gateway.operations.run(SignInWithCodeDocument, { ticket, code }, context)).signInWithCode,
      // An expired ticket starts over; a wrong code is asked again.
      (message) =>
        message.includes('expired')
          ? signInPage(root, siteName, next, message)
          : codePage(root, next, ticket, message),
    );
  });

  router.get(ACCOUNT, async (req, res) => {
    const context = await gateway.context(req, {
      session: sessionCredentials(req.get('cookie'), undefined, true),
    });
    const { viewer } = await gateway.operations.run(AccountPageDocument, {}, context);
    if (!viewer.user)
      return res.set(PRIVATE).redirect(303, `${root}${LOGIN}?next=${encodeURIComponent(ACCOUNT)}`);
    page(res, 200, accountPage(root, siteName, viewer));
  });

  router.post(LOGOUT, FORM, async (req, res) => {
    if (!fromThisSite(req, base)) return refused(res);
    const session: Credentials['session'] = sessionCredentials(
      req.get('cookie'),
      field(req.body, '_wpnonce') ?? '',
    );
    let context: RequestContext;
    try {
      context = await gateway.context(req, { session });
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'COOKIE_INVALID_NONCE') throw error;
      return page(res, 403, {
        title: 'Refused',
        main: `<h1>Refused</h1><p>This page has expired. <a href="${escapeHtml(root + ACCOUNT)}">Reload your account page</a> and sign out from there.</p>`,
      });
    }
    if (context.caller.session) {
      if (field(req.body, 'everywhere') === '1')
        await gateway.operations.run(SignOutEverywhereDocument, {}, context);
      else await gateway.operations.run(SignOutDocument, {}, context);
    }
    res
      .set(PRIVATE)
      .set('Set-Cookie', cookie('', 0))
      .redirect(303, root + LOGIN);
  });
  return router;
}
