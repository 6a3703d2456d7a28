import { randomBytes, scryptSync } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { User } from '../../src/auth/user.entity.js';
import { createUser, updateUser } from '../../src/auth/user.service.js';
import { domainDeps } from '../../src/runtime.js';
import { rest } from '../helpers/content.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
const PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  server = await startTestServer();
  const deps = domainDeps(server.runtime);
  await createUser(deps, { login: 'ada', email: 'ada@example.test', role: 'editor', password: PASSWORD });
  await createUser(deps, {
    login: 'grace',
    email: 'grace@example.test',
    role: 'author',
    password: PASSWORD,
    displayName: '<script>alert(1)</script>',
  });
});
afterAll(() => server.stop());

/** Posts the sign-in form as a browser on this site would. */
async function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
}

/** Signs in through the form; the session cookie (name=value) and the Set-Cookie line. */
async function signIn(login = 'ada', headers: Record<string, string> = {}) {
  const res = await postForm('/accounts/login/', { login, password: PASSWORD }, headers);
  expect(res.status).toBe(303);
  const [setCookie] = res.headers.getSetCookie();
  return { res, setCookie, cookie: setCookie.split(';')[0] };
}

/** The nonce of the session a cookie carries, as the account page's forms have it. */
async function nonceOf(cookie: string) {
  const html = await (await fetch(`${server.url}/accounts/`, { headers: { cookie } })).text();
  return /name="_wpnonce" value="([0-9a-f]{10})"/.exec(html)![1];
}

describe('signing in with a login password', () => {
  it('gives a new session cookie that is HttpOnly and SameSite=Lax, and lands on the account page', async () => {
    const { res, setCookie, cookie } = await signIn('ada', { cookie: 'portico_session=' + 'A'.repeat(43) });
    // A path, not PUBLIC_URL's host: the cookie belongs to the host the browser came by.
    expect(res.headers.get('location')).toBe('/accounts/');
    expect(setCookie).toMatch(
      /^portico_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=120959\d; HttpOnly; SameSite=Lax$/,
    );
    // A cookie planted before sign-in is never adopted (session fixation).
    expect(cookie).not.toContain('A'.repeat(43));
    const page = await fetch(`${server.url}/accounts/`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Signed in as <strong>ada</strong>');
    expect(html).toContain('(this browser)');
  });

  it("signs the first start's admin in with the login password it printed", async () => {
    const { login, loginPassword } = server.firstRun!;
    const res = await postForm('/accounts/login/', { login, password: loginPassword });
    expect(res.status).toBe(303);
    expect(res.headers.getSetCookie()[0]).toMatch(/^portico_session=/);
  });

  it('makes a hash of an older cost anew at sign-in', async () => {
    const deps = domainDeps(server.runtime);
    const salt = randomBytes(16);
    const legacy = `scrypt$${salt.toString('base64url')}$${scryptSync('old secret', salt, 32).toString('base64url')}`;
    await createUser(deps, { login: 'legacy', email: 'legacy@example.test', role: 'author' });
    await deps.em.nativeUpdate(User, { login: 'legacy' }, { passwordHash: legacy });
    const res = await postForm('/accounts/login/', { login: 'legacy', password: 'old secret' });
    expect(res.status).toBe(303);
    const [{ password_hash }] = await deps.em.execute<{ password_hash: string }[]>(
      'select password_hash from users where login = ?',
      ['legacy'],
    );
    expect(password_hash).toMatch(/^scrypt\$N=32768,r=8,p=3\$/);
    expect((await postForm('/accounts/login/', { login: 'legacy', password: 'old secret' })).status).toBe(
      303,
    );
  });

  it('accepts the e-mail address, in any case, in place of the login', async () => {
    await signIn('ADA@example.test');
  });

  it('fails alike for a wrong password and an unknown account', async () => {
    const wrong = await postForm('/accounts/login/', { login: 'ada', password: 'nope' });
    const unknown = await postForm('/accounts/login/', { login: 'nobody', password: 'nope' });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    const alert = async (res: Response) => /role="alert">([^<]*)</.exec(await res.text())![1];
    expect(await alert(wrong)).toBe('Incorrect login or password.');
    expect(await alert(unknown)).toBe('Incorrect login or password.');
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('refuses missing fields and oversized forms in 4xx, with no session', async () => {
    expect((await postForm('/accounts/login/', { login: 'ada' })).status).toBe(400);
    const huge = await postForm('/accounts/login/', { login: 'ada', password: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
    const nul = await postForm('/accounts/login/', { login: 'ada\u0000', password: PASSWORD });
    expect(nul.status).toBe(401);
  });

  it("refuses a sign-in form posted from another site's page (login CSRF)", async () => {
    const crossSite = await postForm(
      '/accounts/login/',
      { login: 'ada', password: PASSWORD },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    const otherOrigin = await fetch(`${server.url}/accounts/login/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ login: 'ada', password: PASSWORD }),
    });
    expect(otherOrigin.status).toBe(403);
    expect(otherOrigin.headers.getSetCookie()).toEqual([]);
  });

  it('goes on to a path of this site only', async () => {
    const to = async (next: string) =>
      (await postForm('/accounts/login/', { login: 'ada', password: PASSWORD, next })).headers.get(
        'location',
      );
    expect(await to('/accounts/?tab=1')).toBe('/accounts/?tab=1');
    for (const away of ['//evil.example/', '/\\evil.example', 'https://evil.example/', '/a b'])
      expect(await to(away)).toBe('/accounts/');
  });

  it('shows user-controlled strings as text', async () => {
    const { cookie } = await signIn('grace');
    const html = await (await fetch(`${server.url}/accounts/`, { headers: { cookie } })).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('throttled failures', () => {
  it('refuses an account name after 20 failures in an hour, its right password included', async () => {
    const deps = domainDeps(server.runtime);
    await createUser(deps, {
      login: 'target',
      email: 'target@example.test',
      role: 'author',
      password: PASSWORD,
    });
    // At once: the database counts concurrent failures without losing one.
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postForm('/accounts/login/', { login: 'target', password: `guess ${i}` }),
      ),
    );
    expect(guesses.map((res) => res.status)).toEqual(Array(20).fill(401));
    const right = await postForm('/accounts/login/', { login: 'target', password: PASSWORD });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBe('3600');
    // Another account from the same address is not refused for it.
    await signIn('ada');
  });

  it('refuses an address past 100 failures in the window, whatever the account', async () => {
    const deps = domainDeps(server.runtime);
    const [{ ip }] = await deps.em.execute<{ ip: string }[]>('select ip from sessions limit 1');
    const failed = async (address: string) => {
      await deps.em.execute('delete from sign_in_failures where "key" = ?', [`address:${address}`]);
      await deps.em.execute('insert into sign_in_failures ("key", "count", "since") values (?, ?, ?)', [
        `address:${address}`,
        100,
        new Date(),
      ]);
    };
    // Only behind a trusted proxy does the client choose its address: this server trusts none.
    await failed('203.0.113.9');
    await signIn('ada', { 'x-forwarded-for': '203.0.113.9' });
    await failed(ip);
    try {
      expect((await postForm('/accounts/login/', { login: 'ada', password: PASSWORD })).status).toBe(429);
    } finally {
      await deps.em.execute('delete from sign_in_failures where "key" = ?', [`address:${ip}`]);
    }
  });
});

describe('a session as credentials of the APIs', () => {
  it('authenticates cms/v2 and /graphql only with its nonce, as WordPress does', async () => {
    const { cookie } = await signIn();
    const nonce = await nonceOf(cookie);
    const me = (headers: Record<string, string>) => rest(server, 'GET', '/cms/v2/users/me', { headers });
    expect((await me({ cookie })).body.code).toBe('rest_not_logged_in');
    const bad = await me({ cookie, 'x-wp-nonce': '0123456789' });
    expect(bad.status).toBe(403);
    expect(bad.body).toMatchObject({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' });
    const good = await me({ cookie, 'x-wp-nonce': nonce });
    expect(good.status).toBe(200);
    expect(good.body.slug).toBe('ada');
    const viaQuery = await rest(server, 'GET', '/cms/v2/users/me', {
      headers: { cookie },
      query: `_wpnonce=${nonce}`,
    });
    expect(viaQuery.status).toBe(200);
    // The anonymous answer of the same URL is not the signed-in one (the response cache keeps them apart).
    expect((await me({})).status).toBe(401);

    const viewer = '{ viewer { authenticated user { login } session { id } } }';
    expect((await graphql(server.url, viewer, { headers: { cookie } })).body.data).toMatchObject({
      viewer: { authenticated: false, user: null },
    });
    const signedIn = await graphql(server.url, viewer, { headers: { cookie, 'x-wp-nonce': nonce } });
    expect(signedIn.body.data).toMatchObject({ viewer: { authenticated: true, user: { login: 'ada' } } });
    const refused = await graphql(server.url, viewer, { headers: { cookie, 'x-wp-nonce': 'ffffffffff' } });
    expect(refused.body.errors?.[0].extensions?.code).toBe('COOKIE_INVALID_NONCE');
  });

  it('signs in over GraphQL too, and lists and ends sessions there', async () => {
    const { body } = await graphql(
      server.url,
      'mutation($input: SignInInput!) { signIn(input: $input) { token nonce session { id } user { login } } }',
      { variables: { input: { login: 'ada', password: PASSWORD } } },
    );
    const { token, nonce, session } = (body.data as any).signIn; // eslint-disable-line @typescript-eslint/no-explicit-any
    const headers = { cookie: `portico_session=${token}`, 'x-wp-nonce': nonce };
    const listed = await graphql(server.url, '{ viewer { session { id } sessions { nodes { id } } } }', {
      headers,
    });
    expect((listed.body.data as any).viewer.session.id).toBe(session.id); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect((await graphql(server.url, 'mutation { signOut }', { headers })).body.data).toEqual({
      signOut: true,
    });
    const after = await graphql(server.url, '{ viewer { authenticated } }', { headers });
    expect(after.body.data).toEqual({ viewer: { authenticated: false } });
  });
});

describe('a session on the live socket', () => {
  /** `{ viewer }` over graphql-ws, the session cookie on the upgrade request and `payload` at init. */
  async function viewerOverSocket(cookie: string, payload: Record<string, string>) {
    const withCookie = class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    };
    const closed: number[] = [];
    const client = createClient({
      url: server.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: withCookie,
      connectionParams: payload,
      retryAttempts: 0,
      on: { closed: (event) => closed.push((event as { code: number }).code) },
    });
    try {
      const result = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: '{ viewer { authenticated user { login } } }' },
          { next: (value) => resolve(value.data), error: () => resolve(null), complete: () => {} },
        );
      });
      return { result, closed };
    } finally {
      await client.dispose();
    }
  }

  it("is the user's with the nonce in connection_init, anonymous without, refused with a wrong one", async () => {
    const { cookie } = await signIn();
    const nonce = await nonceOf(cookie);
    expect((await viewerOverSocket(cookie, { 'X-WP-Nonce': nonce })).result).toEqual({
      viewer: { authenticated: true, user: { login: 'ada' } },
    });
    expect((await viewerOverSocket(cookie, {})).result).toEqual({
      viewer: { authenticated: false, user: null },
    });
    const wrong = await viewerOverSocket(cookie, { 'X-WP-Nonce': 'ffffffffff' });
    expect(wrong.result).toBeNull();
    expect(wrong.closed).toContain(4401);
  });
});

describe('signing out', () => {
  it('needs the nonce, clears the cookie and ends the session', async () => {
    const { cookie } = await signIn();
    expect((await postForm('/accounts/logout/', {}, { cookie })).status).toBe(403);
    const out = await postForm('/accounts/logout/', { _wpnonce: await nonceOf(cookie) }, { cookie });
    expect(out.status).toBe(303);
    expect(out.headers.getSetCookie()[0]).toMatch(
      /^portico_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/,
    );
    const page = await fetch(`${server.url}/accounts/`, { headers: { cookie }, redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toContain('/accounts/login/?next=');
  });

  it('everywhere ends every session of the user, and a new password does too', async () => {
    const first = await signIn();
    const second = await signIn();
    const everywhere = await postForm(
      '/accounts/logout/',
      { _wpnonce: await nonceOf(first.cookie), everywhere: '1' },
      { cookie: first.cookie },
    );
    expect(everywhere.status).toBe(303);
    const signedIn = async (cookie: string) =>
      (await fetch(`${server.url}/accounts/`, { headers: { cookie }, redirect: 'manual' })).status === 200;
    expect(await signedIn(second.cookie)).toBe(false);

    const third = await signIn();
    expect(await signedIn(third.cookie)).toBe(true);
    const deps = domainDeps(server.runtime);
    const ada = await deps.em.findOneOrFail(User, { login: 'ada' });
    await updateUser(deps, ada, { password: PASSWORD });
    expect(await signedIn(third.cookie)).toBe(false);
  });
});
