import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, contentUser, rest } from '../helpers/content.js';
import { newChannel, newProject } from '../helpers/monitoring.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { expectPagesJoinUp, type WalkedList } from '../helpers/connection-walk.js';

/**
 * The lists the domain reads whole (registries, templates, autosaves, a project's channels and
 * badges, application passwords, projects) are Relay connections too, paged in memory by a key of
 * their own: pages of two join up forward and backward while an item is added, as the database's
 * lists do (graph-connections.test.ts).
 */

let server: TestServer;
let admin: Record<string, string>;
let key: Record<string, string>;
let projectId: string;
/** Administrators besides `admin`: an autosave is one a user, so a list of them needs several. */
const editors: Record<string, string>[] = [];
let post: number;
let menuItem: number;

const ok = async (method: string, path: string, headers: Record<string, string>, body: object) => {
  const res = await rest(server, method, path, { headers, body });
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body as { id: number };
};
const check = (tags: string) =>
  fetch(`${server.url}/api/v3/checks/`, {
    method: 'POST',
    headers: key,
    body: JSON.stringify({ name: tags, tags }),
  });
const autosaveBy = (n: number, path: string, body: object) =>
  ok('POST', `${path}/autosaves`, editors[n], body);

const TEMPLATE = '/cms/v2/templates/portico//singular';
const LISTS: Record<string, WalkedList> = {
  contentTypes: { field: 'contentTypes', headers: () => admin, key: 'name' },
  taxonomies: { field: 'taxonomies', headers: () => admin, key: 'name' },
  postStatuses: { field: 'postStatuses', headers: () => admin, key: 'name' },
  templates: {
    field: 'templates',
    headers: () => admin,
    insert: (n) => ok('POST', '/cms/v2/templates', admin, { slug: `custom-${n}`, title: `Custom ${n}` }),
  },
  templateParts: {
    field: 'templateParts',
    headers: () => admin,
    insert: (n) =>
      ok('POST', '/cms/v2/template-parts', admin, { slug: `part-${n}`, title: `Part ${n}`, area: 'footer' }),
  },
  autosaves: {
    get field() {
      return `autosaves(type: POST, parent: ${post})`;
    },
    headers: () => admin,
    insert: (n) => autosaveBy(5 + n, `/cms/v2/posts/${post}`, { title: `Autosaved ${n}` }),
  },
  menuItemAutosaves: {
    get field() {
      return `menuItemAutosaves(parent: ${menuItem})`;
    },
    headers: () => admin,
    insert: (n) => autosaveBy(5 + n, `/cms/v2/menu-items/${menuItem}`, { title: `Autosaved ${n}` }),
  },
  templateAutosaves: {
    field: 'templateAutosaves(type: WP_TEMPLATE, id: "portico//singular")',
    headers: () => admin,
    key: 'cmsId',
    insert: (n) => autosaveBy(5 + n, TEMPLATE, { content: `autosaved ${n}` }),
  },
  applicationPasswords: {
    field: 'applicationPasswords',
    headers: () => admin,
    insert: (n) => ok('POST', '/cms/v2/users/me/application-passwords', admin, { name: `new ${n}` }),
  },
  projects: { field: 'projects', headers: () => admin, insert: (n) => newProject(server, `New ${n}`) },
  channels: {
    field: 'channels',
    headers: () => key,
    insert: (n) => newChannel(server, projectId, `new ${n}`),
  },
  badges: { field: 'badges', headers: () => key, key: 'tag', insert: (n) => check(`new-${n}`) },
};

beforeAll(async () => {
  server = await startTestServer();
  admin = adminAuth(server);
  const project = await newProject(server, 'Lists');
  projectId = project.id;
  key = { 'X-Api-Key': project.apiKey };
  post = (await ok('POST', '/cms/v2/posts', admin, { title: 'Saved often', status: 'publish' })).id;
  const menu = await ok('POST', '/cms/v2/menus', admin, { name: 'Main' });
  menuItem = (
    await ok('POST', '/cms/v2/menu-items', admin, {
      title: 'Home',
      url: 'https://example.org/',
      menus: menu.id,
    })
  ).id;
  await ok('POST', TEMPLATE, admin, { title: 'Singular (stored)' });
  for (let n = 0; n < 8; n++) editors.push((await contentUser(server, `admin${n}`, 'administrator')).auth);
  for (let n = 0; n < 5; n++) {
    await autosaveBy(n, `/cms/v2/posts/${post}`, { title: `Autosave ${n}` });
    await autosaveBy(n, `/cms/v2/menu-items/${menuItem}`, { title: `Autosave ${n}` });
    await autosaveBy(n, TEMPLATE, { content: `autosave ${n}` });
    await ok('POST', '/cms/v2/template-parts', admin, {
      slug: `stored-${n}`,
      title: `Stored ${n}`,
      area: 'header',
    });
    await ok('POST', '/cms/v2/users/me/application-passwords', admin, { name: `tool ${n}` });
    await newProject(server, `Project ${n}`);
    await newChannel(server, projectId, `channel ${n}`);
    await check(`tag-${n}`);
  }
});

afterAll(async () => {
  await server?.stop();
});

describe('lists read whole', () => {
  it.each(Object.keys(LISTS))('%s: pages forward and backward join up', async (name) => {
    await expectPagesJoinUp(server.url, LISTS[name]);
  });
});
