import { afterAll } from 'vitest';
import { createApplicationPassword } from '../../src/auth/application-password.service.js';
import { createUser } from '../../src/auth/user.service.js';
import { previewNonce } from '../../src/content/posts/preview.js';
import { domainDeps } from '../../src/runtime.js';
import { basicAuth, startTestServer, type TestServer } from './server.js';

export interface ContentUser {
  id: number;
  auth: Record<string, string>;
}

/** A user of the given role with an application password; returns its Authorization header. */
export async function contentUser(server: TestServer, login: string, role: string): Promise<ContentUser> {
  const deps = domainDeps(server.runtime);
  const user = await createUser(deps, { login, email: `${login}@example.test`, role });
  const { password } = await createApplicationPassword(deps, user, 'tests');
  return { id: user.id, auth: { Authorization: basicAuth(login, password) } };
}

export interface RestResult {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
}

/** A cms/v2 request through `index.php?rest_route=`; `query` is appended as is. */
export async function rest(
  server: TestServer,
  method: string,
  route: string,
  options: {
    query?: string;
    body?: unknown;
    headers?: Record<string, string>;
    raw?: RequestInit['body'];
  } = {},
): Promise<RestResult> {
  const url = `${server.url}/index.php?rest_route=${encodeURIComponent(route)}${options.query ? '&' + options.query : ''}`;
  const headers: Record<string, string> = { ...options.headers };
  let body: RequestInit['body'] = options.raw;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

/** The first-start administrator's Authorization header. */
export const adminAuth = (server: TestServer): Record<string, string> => ({
  Authorization: basicAuth(server.firstRun!.login, server.firstRun!.applicationPassword),
});

/**
 * A server for the calling test file, stopped after its last test: its site URL, the first-start
 * administrator's Authorization header, a user of each role in `users` (role → login), and `enc`, a
 * route's link as the server writes it.
 */
export async function contentSite<Role extends string>(
  users: Record<Role, string>,
  options: Parameters<typeof startTestServer>[0] = {},
) {
  const server = await startTestServer(options);
  afterAll(() => server.stop());
  const made = {} as Record<Role, ContentUser>;
  for (const [role, login] of Object.entries(users) as [Role, string][])
    made[role] = await contentUser(server, login, role);
  return {
    server,
    site: server.runtime.settings.publicUrl,
    admin: adminAuth(server),
    users: made,
    enc: (route: string, extra = '') => restLink(server, route, extra),
  };
}

/** The self, collection and about links of a template or template part. */
export const templateLinks = (server: TestServer, base: string, id: string, type: string) => ({
  self: [{ href: restLink(server, `/cms/v2/${base}/${id}`) }],
  collection: [{ href: restLink(server, `/cms/v2/${base}`) }],
  about: [{ href: restLink(server, `/cms/v2/types/${type}`) }],
});

/** A link as the server writes it: `{site_url}/index.php?rest_route=<encoded route>` and `extra`. */
export const restLink = (server: TestServer, route: string, extra = '') =>
  `${server.runtime.settings.publicUrl}/index.php?rest_route=${encodeURIComponent(route)}${extra}`;

export const CURIES = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }];

/** A cms/v2 error body: `{code, message, data: {status}}`. */
export const restError = (code: string, message: string, status: number) => ({
  code,
  message,
  data: { status },
});

/** The preview link of an autosave of item `id` that user `userId` reads on the day of `now`. */
export const autosavePreview = (server: TestServer, id: number, userId: number, now = new Date()) =>
  `${server.runtime.settings.publicUrl}/?p=${id}&preview_id=${id}` +
  `&preview_nonce=${previewNonce(server.runtime.settings.secretKey, id, userId, now)}&preview=true`;
