import express, { type Request, type Response, type Router } from 'express';
import { DomainError } from '../../../src/errors.js';
import { escapeHtml } from '../../../src/escape-html.js';
import { field, FORM, fromThisSite, PRIVATE } from '../../accounts/accounts.route.js';
import type { Gateway } from '../../gateway.js';
import { sendPage, type Page } from '../../pages/html-page.js';
import { basePath } from '../../web-apps/app-page.js';
import { SnoozeByLinkDocument, SnoozeLinkPageDocument } from './snooze.generated.js';

const SNOOZE = '/snooze/';
/** The token is in the path: the page tells no other site where it came from, and is never cached. */
const SECRET = { ...PRIVATE, 'Referrer-Policy': 'no-referrer' };

const broken = (message: string): Page => ({
  title: 'Link expired',
  main: `<h1>This link does not work</h1><p role="alert">${escapeHtml(message)}</p>`,
});

/**
 * The snooze link of a notification: a page that names the check and offers snoozes as buttons (a GET
 * changes nothing, so mail scanners that open links snooze nothing), and the form's answer.
 */
export function snoozeRouter(gateway: Gateway): Router {
  const { publicUrl: base } = gateway.runtime.settings;
  const root = basePath(gateway);
  const page = (res: Response, status: number, content: Page) => sendPage(res, base, status, content, SECRET);
  const router = express.Router({ caseSensitive: true, strict: true });
  const token = (req: Request) => String(req.params.token);

  /** Runs `work`; a wrong or expired link answers its page. */
  const withLink = async (res: Response, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'INVALID_SNOOZE_LINK') throw error;
      page(res, 404, broken(error.message));
    }
  };

  router.get(`${SNOOZE}:token/`, (req, res) =>
    withLink(res, async () => {
      const { snoozeLink } = await gateway.operations.run(
        SnoozeLinkPageDocument,
        { token: token(req) },
        await gateway.context(req, {}),
      );
      const action = escapeHtml(`${root}${SNOOZE}${encodeURIComponent(token(req))}/`);
      const buttons = snoozeLink.options
        .map(
          (option) =>
            `<button type="submit" name="choice" value="${escapeHtml(option.choice)}">${escapeHtml(option.label)}</button>`,
        )
        .join('\n');
      page(res, 200, {
        title: `Snooze ${snoozeLink.checkName}`,
        forms: true,
        main: `<h1>Snooze “${escapeHtml(snoozeLink.checkName)}”</h1>
<p>Its notifications are held while it is snoozed; pings and its status go on as always. If it is still down when the snooze ends, you are told once.</p>
<form method="post" action="${action}">
${buttons}
</form>`,
      });
    }),
  );

  router.post(`${SNOOZE}:token/`, FORM, (req, res) =>
    withLink(res, async () => {
      if (!fromThisSite(req, base))
        return page(res, 403, {
          title: 'Refused',
          main: '<h1>Refused</h1><p>This form can only be sent from this site.</p>',
        });
      const choice = field(req.body, 'choice');
      if (choice !== 'hour' && choice !== 'morning' && choice !== 'day')
        return page(res, 400, broken('Choose one of the snoozes the page offers.'));
      const { snoozeByLink } = await gateway.operations.run(
        SnoozeByLinkDocument,
        { token: token(req), choice },
        await gateway.context(req, {}),
      );
      page(res, 200, {
        title: 'Snoozed',
        main: `<h1>Snoozed</h1><p>“${escapeHtml(snoozeByLink.checkName)}” is snoozed until <time datetime="${escapeHtml(
          new Date(snoozeByLink.until).toISOString(),
        )}">${escapeHtml(new Date(snoozeByLink.until).toISOString().replace('T', ' ').slice(0, 16))} UTC</time>.</p>`,
      });
    }),
  );
  return router;
}
