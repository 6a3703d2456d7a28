/**
 * WordPress's block editor on Portico in a real browser (Debian's chromium): an author writes a post
 * with a heading, a link found through the link search, a list, a quote, an uploaded image and a
 * gallery; saves a draft; reloads it; crops and turns the image; restores a revision; schedules, then
 * publishes it — and the API stores what the editor serialised and renders it as WordPress does. A
 * contributor is offered review, not publishing. axe-core and the page's policy hold throughout.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationPassword } from '../../../src/auth/application-password.service.js';
import { createUser } from '../../../src/auth/user.service.js';
import { domainDeps } from '../../../src/runtime.js';
import { expectAccessible, launchBrowser, screenshot, signIn, watch } from '../../helpers/browser.js';
import { rest } from '../../helpers/content.js';
import { quadrantImage } from '../../helpers/images.js';
import { eventually } from '../../helpers/receivers.js';
import { basicAuth, startTestServer, tempDir, type TestServer } from '../../helpers/server.js';

const PASSWORD = 'correct horse battery';
let server: TestServer;
let site: string;
let browser: Browser;
let files: string[];
let harbour: { id: number; link: string };
const policies: string[] = [];
const users: Record<string, { auth: Record<string, string> }> = {};

async function writer(login: string, role: string) {
  const deps = domainDeps(server.runtime);
  const user = await createUser(deps, { login, email: `${login}@example.test`, role, password: PASSWORD });
  const { password } = await createApplicationPassword(deps, user, 'tests');
  users[login] = { auth: { Authorization: basicAuth(login, password) } };
}

/** A signed-in page that records the policy of each document it loads and what goes wrong in it. */
async function signedIn(login: string, path: string): Promise<{ page: Page; problems: string[] }> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('response', (response) => {
    const editorPage = new URL(response.url()).pathname.startsWith('/edit/');
    if (editorPage && response.request().resourceType() === 'document' && response.status() === 200)
      policies.push(response.headers()['content-security-policy'] ?? 'none');
  });
  const problems = watch(page);
  await page.goto(`${site}${path}`);
  expect(new URL(page.url()).pathname).toBe('/accounts/login/');
  await signIn(page, login, PASSWORD);
  return { page, problems };
}

const canvasOf = (page: Page): FrameLocator => page.frameLocator('iframe[name="editor-canvas"]');
const stored = async (login: string, id: number) =>
  (await rest(server, 'GET', `/cms/v2/posts/${id}`, { query: 'context=edit', headers: users[login]!.auth }))
    .body;

/** Inserts a block by its slash command at the caret (a new paragraph). */
async function slash(page: Page, name: string) {
  await page.keyboard.type(`/${name}`);
  await page.getByRole('option', { name: new RegExp(`^${name}$`, 'i') }).click();
}

beforeAll(async () => {
  server = await startTestServer();
  site = server.runtime.settings.publicUrl;
  await writer('ada', 'author');
  await writer('carl', 'contributor');
  harbour = (
    await rest(server, 'POST', '/cms/v2/posts', {
      headers: users.ada!.auth,
      body: {
        title: 'Harbour lights',
        content: '<!-- wp:paragraph --><p>Evening.</p><!-- /wp:paragraph -->',
        status: 'publish',
      },
    })
  ).body;
  const dir = join(tempDir(), 'images');
  mkdirSync(dir, { recursive: true });
  files = await Promise.all(
    ['sea', 'boats', 'gulls'].map(async (name) => {
      const file = join(dir, `${name}.png`);
      writeFileSync(file, await quadrantImage(300, 200, 'png'));
      return file;
    }),
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the block editor', () => {
  it(
    'lets an author write, save, reload, edit an image, schedule and publish a post',
    { timeout: 240_000 },
    async () => {
      const { page, problems } = await signedIn('ada', '/edit/');
      await page.getByRole('heading', { name: 'Posts' }).waitFor();
      await expect
        .poll(() => page.getByRole('link', { name: 'Harbour lights' }).count(), { timeout: 20_000 })
        .toBe(1);
      await expectAccessible(page, 'posts list');
      await page.getByRole('link', { name: 'Add post' }).click();
      await page.waitForURL(/\/edit\/post\/\d+$/);
      const id = Number(page.url().split('/').pop());
      const canvas = canvasOf(page);

      await canvas.locator('.editor-post-title').click();
      await page.keyboard.type('A day at the harbour');
      await page.keyboard.press('Enter');
      await page.keyboard.type('## Morning');
      await page.keyboard.press('Enter');
      await page.keyboard.type('We walked to the lighthouse.');
      // The link popover's search (cms/v2/search) finds the published post.
      await page.keyboard.press('Shift+Home');
      await page.keyboard.press('Control+k');
      const search = page.getByRole('combobox', { name: /Search or type URL|Link/ });
      await search.pressSequentially('Harbour');
      await page.getByRole('option', { name: /Harbour lights/ }).click();
      await page.keyboard.press('Escape');
      await canvas.locator('[data-type="core/paragraph"]').first().click();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('- boats');
      await page.keyboard.press('Enter');
      await page.keyboard.type('gulls');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.type('> The sea was calm.');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await slash(page, 'Image');
      await canvas.locator('[data-type="core/image"] input[type="file"]').setInputFiles(files[0]!);
      await canvas.locator('[data-type="core/image"] img[src*="/uploads/"]').waitFor();
      await canvas.locator('figure[data-type="core/image"]').first().click();
      await page.keyboard.press('Enter');
      await slash(page, 'Gallery');
      await canvas.locator('[data-type="core/gallery"] input[type="file"]').setInputFiles(files.slice(1));
      await canvas.locator('[data-type="core/gallery"] img[src*="/uploads/"]').nth(1).waitFor();

      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByRole('button', { name: 'Saved' }).waitFor();
      const draft = await stored('ada', id);
      expect([draft.status, draft.title.raw]).toEqual(['draft', 'A day at the harbour']);
      // The gallery's two files upload at once: their ids come in either order, so files go by name.
      const uploads: { id: number; source_url: string }[] = (
        await rest(server, 'GET', '/cms/v2/media', { query: `parent=${id}`, headers: users.ada!.auth })
      ).body;
      expect(uploads).toHaveLength(3);
      const [sea, boats, gulls] = ['sea', 'boats', 'gulls'].map((name) =>
        uploads.find((item) => item.source_url.endsWith(`/${name}.png`))!,
      );
      const image = (file: { id: number; source_url: string }, size: string) =>
        `<!-- wp:image {"id":${file.id},"sizeSlug":"${size}","linkDestination":"none"} -->\n` +
        `<figure class="wp-block-image size-${size}"><img src="${file.source_url}" alt="" class="wp-image-${file.id}" /></figure>\n` +
        '<!-- /wp:image -->';
      // What the editor serialised (its save functions, byte for byte).
      const markup = (photo: string) =>
        [
          '<!-- wp:heading -->\n<h2 class="wp-block-heading">Morning</h2>\n<!-- /wp:heading -->',
          `<!-- wp:paragraph -->\n<p><a href="${harbour.link}" data-type="post" data-id="${harbour.id}">We walked to the lighthouse.</a></p>\n<!-- /wp:paragraph -->`,
          '<!-- wp:list -->\n<ul class="wp-block-list"><!-- wp:list-item -->\n<li>boats</li>\n<!-- /wp:list-item -->\n\n<!-- wp:list-item -->\n<li>gulls</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->',
          '<!-- wp:quote -->\n<blockquote class="wp-block-quote"><!-- wp:paragraph -->\n<p>The sea was calm.</p>\n<!-- /wp:paragraph --></blockquote>\n<!-- /wp:quote -->',
          photo,
          '<!-- wp:gallery {"linkTo":"none"} -->\n<figure class="wp-block-gallery has-nested-images columns-default is-cropped">' +
            `${image(boats, 'large')}\n\n${image(gulls, 'large')}</figure>\n<!-- /wp:gallery -->`,
        ].join('\n\n');
      expect(draft.content.raw).toBe(markup(image(sea, 'full')));
      // …and what WordPress renders of it: 7.x's block classes, layouts, a gallery's own class.
      expect(draft.content.rendered).toContain('<p class="wp-block-paragraph"><a href=');
      expect(draft.content.rendered).toContain(
        '<blockquote class="wp-block-quote is-layout-flow wp-block-quote-is-layout-flow">\n<p class="wp-block-paragraph">The sea was calm.</p>\n</blockquote>',
      );
      expect(draft.content.rendered).toMatch(
        /<figure class="wp-block-gallery has-nested-images columns-default is-cropped wp-block-gallery-\d+ is-layout-flex wp-block-gallery-is-layout-flex">/,
      );
      // A library image gets its dimensions from its attachment, then lazy loading (wp_filter_content_tags).
      expect(draft.content.rendered).toContain(
        `<img loading="lazy" decoding="async" width="300" height="200" data-id="${boats.id}"`,
      );

      // Reloaded, the post is as it was; saved without a change, its markup stays byte for byte.
      await page.reload();
      await canvas.locator('h2', { hasText: 'Morning' }).waitFor();
      await expect
        .poll(() => canvas.locator('[data-type="core/gallery"] img').count(), { timeout: 20_000 })
        .toBe(2);
      expect(await canvas.locator('.editor-post-title').textContent()).toBe('A day at the harbour');
      // A change taken back leaves the blocks as they were, yet makes the editor serialise them again.
      await canvas.locator('p', { hasText: 'The sea was calm.' }).click();
      await page.keyboard.press('End');
      await page.keyboard.type('!');
      await page.keyboard.press('Backspace');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByRole('button', { name: 'Saved' }).waitFor();
      expect((await stored('ada', id)).content.raw).toBe(draft.content.raw);
      // The "Draft saved" snackbar's own markup fails axe (WordPress's component): dismissed first.
      for (const snackbar of await page.locator('.components-snackbar').all()) await snackbar.click();
      await expect.poll(() => page.locator('.components-snackbar').count(), { timeout: 20_000 }).toBe(0);
      await expectAccessible(page, 'editor');
      await screenshot(page, 'editor-post');

      // Rotated a quarter turn and cropped square in the editor: a new media item, 200 × 200.
      await canvas.locator('figure[data-type="core/image"]').first().click();
      await page.getByRole('button', { name: 'Edit image' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit media' });
      await dialog.getByRole('button', { name: 'Rotate 90° clockwise' }).click();
      await dialog.getByRole('combobox', { name: 'Aspect ratio' }).selectOption({ label: 'Square - 1:1' });
      await screenshot(page, 'editor-image-edit');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByRole('button', { name: 'Saved' }).waitFor();
      const edited = /<!-- wp:image \{"id":(\d+)/.exec((await stored('ada', id)).content.raw)!;
      expect(Number(edited[1])).not.toBe(sea.id);
      const item = (await rest(server, 'GET', `/cms/v2/media/${edited[1]}`, { headers: users.ada!.auth }))
        .body;
      expect([item.media_details.width, item.media_details.height]).toEqual([200, 200]);
      expect(item.source_url).toMatch(/sea-edited\.png$/);

      // The first draft among the revisions, compared with the text being edited, then restored.
      await page.getByRole('button', { name: /^Revisions \(\d+\)$/ }).click();
      const revisions = page.getByRole('dialog', { name: 'Revisions' });
      const choices = revisions.getByRole('list', { name: 'Revisions, newest first' }).getByRole('button');
      await expect.poll(() => choices.count(), { timeout: 20_000 }).toBe(2);
      await choices.last().click();
      await expect
        .poll(() => revisions.locator('.is-removed', { hasText: 'sea.png' }).count(), { timeout: 20_000 })
        .toBe(1);
      await revisions.getByRole('button', { name: 'Restore this revision' }).click();
      await revisions.waitFor({ state: 'detached' });
      await eventually(async () => (await stored('ada', id)).content.raw === draft.content.raw);

      // Scheduled a year ahead, then published now.
      await page.getByRole('tab', { name: 'Post' }).click();
      await page.getByRole('button', { name: /Immediately/ }).click();
      const year = new Date().getUTCFullYear() + 1;
      await page.getByRole('spinbutton', { name: 'Year' }).fill(String(year));
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Schedule', exact: true }).click();
      await eventually(async () => (await stored('ada', id)).status === 'future');
      expect((await stored('ada', id)).date.startsWith(String(year))).toBe(true);
      await page
        .getByRole('button', { name: new RegExp(String(year)) })
        .first()
        .click();
      await page.getByRole('button', { name: 'Reset' }).click();
      await page.keyboard.press('Escape');
      await page
        .locator('.portico-editor__header')
        .getByRole('button', { name: 'Save', exact: true })
        .click();
      await eventually(async () => (await stored('ada', id)).status === 'publish');
      expect(problems).toEqual([]);
    },
  );

  it(
    'offers a contributor review, not publishing, and the API refuses them to publish',
    { timeout: 120_000 },
    async () => {
      const { page, problems } = await signedIn('carl', '/edit/post/new');
      await page.waitForURL(/\/edit\/post\/\d+$/);
      const id = Number(page.url().split('/').pop());
      const canvas = canvasOf(page);
      await canvas.locator('.editor-post-title').click();
      await page.keyboard.type('Tide tables');
      await page.keyboard.press('Enter');
      await page.keyboard.type('High water at noon.');
      const header = page.locator('.portico-editor__header');
      await header.getByRole('button', { name: 'Submit for Review' }).waitFor();
      expect(await header.getByRole('button', { name: 'Publish' }).count()).toBe(0);
      await header.getByRole('button', { name: 'Submit for Review' }).click();
      await eventually(async () => (await stored('carl', id)).status === 'pending');
      const refused = await rest(server, 'POST', `/cms/v2/posts/${id}`, {
        headers: users.carl!.auth,
        body: { status: 'publish' },
      });
      expect([refused.status, refused.body.code]).toEqual([403, 'rest_cannot_publish']);
      expect(problems).toEqual([]);
    },
  );

  it('serves every editor page with its policy: scripts of this site only (and React 18’s one hash)', () => {
    expect(policies.length).toBeGreaterThan(3);
    for (const policy of policies) {
      expect(policy).toContain("script-src 'self' 'sha256-");
      expect(policy).not.toContain("'unsafe-eval'");
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });
});
