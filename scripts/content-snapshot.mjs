// The cms/v2 REST facade byte for byte: `npm run content:snapshot -- <file>` serves the built server
// (dist/) in this process on a fresh SQLite database, with the clock pinned and every random UUID,
// password and secret drawn from a fixed sequence, makes content of every kind through the facade itself
// (posts of every status, pages, a custom type, patterns, navigation, menus, terms, media, revisions,
// autosaves, templates, application passwords), calls every route anonymously and as the users the
// facade knows, and writes each answer's status, headers and body bytes to <file>. Two captures of the
// same scenario are equal byte for byte unless an answer changed: take one before a refactoring of the
// facade and one after, and compare them. The twin of scripts/api-snapshot.mjs.
import { Buffer } from 'node:buffer';
import { readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { captureReads } from './content-reads.mjs';
import { dist, snapshotRun } from './snapshot-server.mjs';

const { createUser } = await dist('src/auth/user.service.js');
const { createApplicationPassword } = await dist('src/auth/application-password.service.js');

const basic = (login, password) => ({
  Authorization: 'Basic ' + Buffer.from(`${login}:${password}`).toString('base64'),
});

await snapshotRun('content', async ({ instance, deps, clock, mediaDir, call, text }) => {
  const advance = (seconds) => clock.advance(seconds * 1000);

  // The first start's administrator, and users of the roles the facade cannot create (it has no
  // user writes), made with the domain functions as test/helpers/content.ts makes them.
  const auth = { anon: {}, admin: basic(instance.firstRun.login, instance.firstRun.applicationPassword) };
  const ids = { users: {} };
  for (const [login, role] of [
    ['ann', 'author'],
    ['eve', 'editor'],
    ['sam', 'subscriber'],
  ]) {
    const user = await createUser(deps, { login, email: `${login}@example.test`, role });
    auth[role] = basic(login, (await createApplicationPassword(deps, user, 'snapshot')).password);
    ids.users[role] = user.id;
  }

  /**
   * One cms/v2 request in the capture, at `/cms-json<route>?<query>` or, with `index`, at
   * `/index.php?rest_route=<route>&<query>`, as `who`. JSON bodies are sent as JSON; `raw` as is.
   */
  const cms = (method, route, { who = 'anon', query = '', body, raw, headers = {}, index = false } = {}) => {
    const path = index
      ? `/index.php?rest_route=${encodeURIComponent(route)}${query ? `&${query}` : ''}`
      : `/cms-json${route}${query ? `?${query}` : ''}`;
    const json = body === undefined ? {} : { 'Content-Type': 'application/json' };
    return call(method, path, { body: raw ?? body, headers: { ...auth[who], ...json, ...headers } });
  };
  /** A write of the setup: captured too, and it must succeed. */
  const made = async (method, route, body, who = 'admin', options = {}) => {
    advance(60);
    const answer = await cms(method, route, { who, body, ...options });
    if (answer.status >= 300)
      throw new Error(`setup failed: ${method} ${route}: ${JSON.stringify(answer.json)}`);
    return answer.json;
  };

  text('##### setup\n');
  const news = await made('POST', '/cms/v2/categories', { name: 'News', description: 'What is new' });
  const local = await made('POST', '/cms/v2/categories', { name: 'Local', parent: news.id });
  const alpha = await made('POST', '/cms/v2/tags', { name: 'Alpha' });
  const beta = await made('POST', '/cms/v2/tags', { name: 'Beta', slug: 'beta-tag' });
  const premier = await made('POST', '/cms/v2/league', { name: 'Premier' });

  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } })
    .jpeg()
    .toBuffer();
  const media = await made('POST', '/cms/v2/media', undefined, 'admin', {
    raw: jpeg,
    headers: { 'Content-Type': 'image/jpeg', 'Content-Disposition': 'attachment; filename="red.jpg"' },
  });
  await made('POST', `/cms/v2/media/${media.id}`, { alt_text: 'A red square', caption: 'Red' });

  const post = (body, who) => made('POST', '/cms/v2/posts', body, who);
  const paragraph = (words) => `<!-- wp:paragraph -->\n<p>${words}</p>\n<!-- /wp:paragraph -->`;
  const hello = await post({
    title: 'Hello world',
    content: paragraph('Welcome to <em>Portico</em>.'),
    excerpt: 'A first post',
    status: 'publish',
    categories: [news.id, local.id],
    tags: [alpha.id, beta.id],
    featured_media: media.id,
    sticky: true,
  });
  const draft = await post({ title: 'Draft', content: paragraph('Not yet'), status: 'draft' });
  const pending = await post({ title: 'Pending', content: paragraph('Awaits'), status: 'pending' }, 'author');
  const authored = await post(
    { title: 'By Ann', content: paragraph('Hers'), status: 'publish', tags: [beta.id] },
    'author',
  );
  const secret = await post({ title: 'Private', content: paragraph('Hidden'), status: 'private' });
  const future = await post({
    title: 'Future',
    content: paragraph('Soon'),
    status: 'future',
    date: '2026-12-24T09:00:00',
  });
  const locked = await post({
    title: 'Locked',
    content: paragraph('Behind a password'),
    status: 'publish',
    password: 'open sesame',
  });
  // Revisions: two updates of the first post; an autosave of it by the editor.
  await made('POST', `/cms/v2/posts/${hello.id}`, { title: 'Hello, world' });
  await made('PUT', `/cms/v2/posts/${hello.id}`, {
    content: paragraph('Welcome to <strong>Portico</strong>.'),
  });
  const autosave = await made(
    'POST',
    `/cms/v2/posts/${hello.id}/autosaves`,
    { content: paragraph('Edited') },
    'editor',
  );
  await made('POST', `/cms/v2/media/${media.id}`, { post: hello.id });

  const about = await made('POST', '/cms/v2/pages', {
    title: 'About',
    content: paragraph('Us'),
    status: 'publish',
    menu_order: 1,
  });
  const team = await made('POST', '/cms/v2/pages', {
    title: 'Team',
    content: paragraph('Them'),
    status: 'publish',
    parent: about.id,
  });
  await made('POST', `/cms/v2/pages/${team.id}`, { excerpt: 'Who we are' });
  const requirement = await made('POST', '/cms/v2/requirement', {
    title: 'Kit',
    content: paragraph('Boots'),
    status: 'publish',
    league: [premier.id],
  });
  const block = await made('POST', '/cms/v2/blocks', {
    title: 'Banner',
    content: paragraph('Banner'),
    status: 'publish',
  });
  const navLinks =
    '<!-- wp:navigation-link {"label":"Home","url":"/"} /-->\n' +
    '<!-- wp:navigation-link {"label":"About & us","url":"/about"} /-->';
  const navigation = await made('POST', '/cms/v2/navigation', {
    title: 'Header',
    content: navLinks,
    status: 'publish',
  });

  const menu = await made('POST', '/cms/v2/menus', { name: 'Main' });
  const docs = await made('POST', '/cms/v2/menu-items', {
    title: 'Docs', url: 'https://docs.example/', menus: menu.id, classes: 'big  wide', target: '_blank',
  }); // prettier-ignore
  const aboutItem = await made('POST', '/cms/v2/menu-items', {
    type: 'post_type', object: 'page', object_id: about.id, menus: menu.id, parent: docs.id, menu_order: 2,
  }); // prettier-ignore

  const landing = await made('POST', '/cms/v2/templates', {
    slug: 'landing',
    title: 'Landing',
    content: paragraph('Hi'),
  });
  await made('POST', `/cms/v2/templates/${landing.id}`, { content: paragraph('Hi again') });
  await made('POST', '/cms/v2/templates/portico//home', { content: paragraph('Home, customised') });
  const promo = await made('POST', '/cms/v2/template-parts', {
    slug: 'promo',
    title: 'Promo',
    content: 'x',
    area: 'header',
  });

  const appId = '0b2c1d4e-1111-4222-8333-444455556666';
  const ci = await made(
    'POST',
    '/cms/v2/users/me/application-passwords',
    { name: 'CI', app_id: appId },
    'author',
  );
  auth.ci = basic('ann', ci.password);
  const spare = await made('POST', `/cms/v2/users/${ids.users.author}/application-passwords`, {
    name: 'Spare',
  });
  await made('POST', `/cms/v2/users/me/application-passwords/${spare.uuid}`, { name: 'Spare key' }, 'author');
  advance(3600);

  Object.assign(ids, {
    news, local, alpha, beta, premier, media, hello, draft, pending, authored, secret, future, locked,
    autosave, about, team, requirement, block, navigation, menu, docs, aboutItem, landing, promo, ci, spare,
  }); // prettier-ignore
  // The uploads route dates its files (Last-Modified, ETag) by their time on disk, the wall clock's:
  // set to the pinned clock's, as if they had been written at its time.
  for (const file of readdirSync(mediaDir, { recursive: true }))
    utimesSync(join(mediaDir, file), clock.now(), clock.now());
  await captureReads({ call, cms, text, ids, advance });
});
