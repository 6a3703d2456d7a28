import express, { type Request, type Response, type Router } from 'express';
import { sessionCredentials } from '../../src/auth/caller.js';
import { DomainError } from '../../src/errors.js';
import { escapeHtml } from '../../src/escape-html.js';
import type { Gateway } from '../gateway.js';
import { sendPage, type Page } from '../pages/html-page.js';
import { field, FORM, fromThisSite, LOGIN, PRIVATE } from './accounts.route.js';
import {
  DisableTwoFactorDocument,
  EnableTwoFactorDocument,
  TwoFactorPageDocument,
  type TwoFactorPageQuery,
} from './accounts.generated.js';
import { basePath } from '../web-apps/app-page.js';

const TWO_FACTOR = '/accounts/two-factor/';

const codeField = `<label for="code">The 6-digit code your app shows now</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]{6,7}" required>`;

type Setup = NonNullable<TwoFactorPageQuery['viewer']['twoFactorSetup']>;

/** The page: turn it off, or set it up (with the key the form sent back when its code was wrong). */
function twoFactorPage(
  root: string,
  viewer: TwoFactorPageQuery['viewer'],
  alert?: string,
  given?: Setup,
): Page {
  const head = `<h1>Two-factor sign-in</h1>\n${alert ? `<p role="alert">${escapeHtml(alert)}</p>\n` : ''}`;
  const form = (fields: string, button: string) =>
    `<form method="post" action="${escapeHtml(root + TWO_FACTOR)}">
<input type="hidden" name="_wpnonce" value="${escapeHtml(viewer.nonce ?? '')}">
${fields}
<button type="submit">${button}</button>
</form>`;
  if (viewer.twoFactorEnabled)
    return {
      title: 'Two-factor sign-in',
      forms: true,
      main: `${head}<p>Signing in asks for a code of your authenticator app.</p>
${form(`<input type="hidden" name="action" value="disable">\n${codeField}`, 'Turn it off')}`,
    };
  const setup = given ?? viewer.twoFactorSetup!;
  return {
    title: 'Two-factor sign-in',
    forms: true,
    main: `${head}<p>Add this key to an authenticator app (time-based, 6 digits, 30 seconds), then enter the code it
shows. From then on, signing in asks for a code too. Application passwords (API access) are not affected.</p>
<p>Key: <code>${escapeHtml(setup.secret.replace(/(.{4})/g, '$1 ').trim())}</code></p>
<p>Or the app's link: <code>${escapeHtml(setup.uri)}</code></p>
${form(
  `<input type="hidden" name="action" value="enable">
<input type="hidden" name="secret" value="${escapeHtml(setup.secret)}">
<input type="hidden" name="proof" value="${escapeHtml(setup.proof)}">
<input type="hidden" name="uri" value="${escapeHtml(setup.uri)}">
${codeField}`,
  'Turn it on',
)}`,
  };
}

/**
 * Two-factor sign-in for the signed-in user (an authenticator app's codes, TOTP): set it up with a
 * code of the new key, or turn it off with a current code. The forms carry the session's nonce.
 */
export function twoFactorRouter(gateway: Gateway): Router {
  const { publicUrl: base } = gateway.runtime.settings;
  const root = basePath(gateway);
  const page = (res: Response, status: number, content: Page) =>
    sendPage(res, base, status, content, PRIVATE);
  const signInFirst = (res: Response) =>
    res.set(PRIVATE).redirect(303, `${root}${LOGIN}?next=${encodeURIComponent(TWO_FACTOR)}`);
  const viewerOf = async (req: Request, nonce: string | undefined) => {
    const context = await gateway.context(req, {
      session: sessionCredentials(req.get('cookie'), nonce, nonce === undefined),
    });
    return { context, viewer: (await gateway.operations.run(TwoFactorPageDocument, {}, context)).viewer };
  };
  const router = express.Router({ caseSensitive: true, strict: true });

  router.get(TWO_FACTOR, async (req, res) => {
    const { viewer } = await viewerOf(req, undefined);
    if (!viewer.user) return signInFirst(res);
    page(res, 200, twoFactorPage(root, viewer));
  });

  router.post(TWO_FACTOR, FORM, async (req, res) => {
    if (!fromThisSite(req, base)) return page(res, 403, { title: 'Refused', main: '<h1>Refused</h1>' });
    let found;
    try {
      found = await viewerOf(req, field(req.body, '_wpnonce') ?? '');
    } catch (error) {
      if (error instanceof DomainError && error.code === 'COOKIE_INVALID_NONCE') return signInFirst(res);
      throw error;
    }
    const { context, viewer } = found;
    if (!viewer.user) return signInFirst(res);
    const code = field(req.body, 'code') ?? '';
    const given = { secret: field(req.body, 'secret') ?? '', proof: field(req.body, 'proof') ?? '' };
    try {
      if (field(req.body, 'action') === 'disable')
        await gateway.operations.run(DisableTwoFactorDocument, { code }, context);
      else await gateway.operations.run(EnableTwoFactorDocument, { ...given, code }, context);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'TWO_FACTOR_CODE_INVALID') throw error;
      const setup = viewer.twoFactorEnabled ? undefined : { ...given, uri: field(req.body, 'uri') ?? '' };
      return page(res, 400, twoFactorPage(root, viewer, error.message, setup));
    }
    res.set(PRIVATE).redirect(303, `${root}/accounts/`);
  });
  return router;
}
