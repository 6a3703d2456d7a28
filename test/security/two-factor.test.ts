import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32, matchingStep, totpCode, totpStep } from '../../src/auth/two-factor/totp.js';
import { beginTotpSetup, enableTotp } from '../../src/auth/two-factor/two-factor.service.js';
import { User } from '../../src/auth/user.entity.js';
import { createUser } from '../../src/auth/user.service.js';
import { FixedClock } from '../../src/clock.js';
import { domainDeps } from '../../src/runtime.js';
import { cliJson } from '../helpers/cli.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

const PASSWORD = 'two factor pass';
const clock = new FixedClock(new Date('2026-06-01T10:00:00Z'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
  await createUser(domainDeps(server.runtime), {
    login: 'tess',
    email: 'tess@example.test',
    role: 'author',
    password: PASSWORD,
  });
});
afterAll(() => server.stop());

const post = (path: string, fields: Record<string, string>, cookie = '') =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', cookie },
    body: new URLSearchParams(fields),
  });
const hidden = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1].replaceAll('&amp;', '&') ?? '';
const codeNow = (secret: string) => totpCode(secret, totpStep(clock.now()));

describe('TOTP codes', () => {
  it("match RFC 6238's SHA-1 test vectors", () => {
    const secret = base32(Buffer.from('12345678901234567890'));
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(secret, totpStep(new Date(59_000)))).toBe('287082');
    expect(totpCode(secret, totpStep(new Date(1_111_111_109_000)))).toBe('081804');
    expect(totpCode(secret, totpStep(new Date(2_000_000_000_000)))).toBe('279037');
    // One step of drift either way; a used step never again.
    const at = new Date(1_111_111_109_000);
    expect(matchingStep(secret, '081804', new Date(at.getTime() + 30_000), null)).toBe(totpStep(at));
    expect(matchingStep(secret, '081804', new Date(at.getTime() + 60_000), null)).toBeNull();
    expect(matchingStep(secret, '081804', at, totpStep(at))).toBeNull();
  });
});

describe('two-factor sign-in', () => {
  let secret = '';

  it('is set up from the account with a code of the new key, and then asked for at sign-in', async () => {
    const first = await post('/accounts/login/', { login: 'tess', password: PASSWORD });
    const cookie = first.headers.getSetCookie()[0].split(';')[0];
    const setup = await (await fetch(`${server.url}/accounts/two-factor/`, { headers: { cookie } })).text();
    secret = hidden(setup, 'secret');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(hidden(setup, 'uri')).toBe(
      `otpauth://totp/Portico%3Atess?secret=${secret}&issuer=Portico&algorithm=SHA1&digits=6&period=30`,
    );
    const form = {
      action: 'enable',
      _wpnonce: hidden(setup, '_wpnonce'),
      secret,
      proof: hidden(setup, 'proof'),
    };
    const wrong = await post('/accounts/two-factor/', { ...form, uri: '', code: '000000' }, cookie);
    expect(wrong.status).toBe(400);
    // The same key is offered again, so the app's codes still fit.
    expect(hidden(await wrong.text(), 'secret')).toBe(secret);
    const forged = await post(
      '/accounts/two-factor/',
      { ...form, secret: base32(Buffer.alloc(20)), code: '000000' },
      cookie,
    );
    expect(forged.status).toBe(400);
    const on = await post('/accounts/two-factor/', { ...form, code: codeNow(secret) }, cookie);
    expect(on.status).toBe(303);
    const account = await (await fetch(`${server.url}/accounts/`, { headers: { cookie } })).text();
    expect(account).toContain('Two-factor sign-in: on.');

    const password = await post('/accounts/login/', {
      login: 'tess',
      password: PASSWORD,
      next: '/projects/',
    });
    expect(password.status).toBe(200);
    expect(password.headers.getSetCookie()).toEqual([]);
    const ticket = hidden(await password.text(), 'ticket');
    // The code that turned it on was used: it does not sign in.
    const reused = await post('/accounts/login/code/', { ticket, code: codeNow(secret), next: '/projects/' });
    expect(reused.status).toBe(401);
    clock.advance(30_000);
    const signedIn = await post('/accounts/login/code/', {
      ticket,
      code: codeNow(secret),
      next: '/projects/',
    });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/projects/');
    expect(signedIn.headers.getSetCookie()[0]).toMatch(/^portico_session=/);
  });

  it('asks GraphQL clients for the code too, with a ticket that expires', async () => {
    const signIn = `mutation($code: String) { signIn(input: { login: "tess", password: "${PASSWORD}", code: $code }) { token } }`;
    const asked = await graphql(server.url, signIn);
    expect(asked.body.errors?.[0].extensions?.code).toBe('SECOND_FACTOR_REQUIRED');
    const ticket = asked.body.errors![0].extensions!.ticket as string;
    clock.advance(30_000);
    const withCode = await graphql(server.url, signIn, { variables: { code: codeNow(secret) } });
    expect(withCode.body.data).toEqual({ signIn: { token: expect.stringMatching(/^[\w-]{43}$/) } });
    const second = `mutation($t: String!, $c: String!) { signInWithCode(ticket: $t, code: $c) { token } }`;
    clock.advance(30_000);
    const forged = await graphql(server.url, second, {
      variables: { t: ticket.replace(/.$/, 'x'), c: codeNow(secret) },
    });
    expect(forged.body.errors?.[0].extensions?.code).toBe('SIGN_IN_FAILED');
    clock.advance(5 * 60_000);
    const late = await graphql(server.url, second, { variables: { t: ticket, c: codeNow(secret) } });
    expect(late.body.errors?.[0].message).toBe('This sign-in has expired: enter your password again.');
  });

  it('counts wrong codes as failed sign-ins', async () => {
    const signIn = `mutation($code: String) { signIn(input: { login: "tess", password: "${PASSWORD}", code: $code }) { token } }`;
    for (let i = 0; i < 20; i++) {
      const wrong = await graphql(server.url, signIn, {
        variables: { code: '999999' === codeNow(secret) ? '999998' : '999999' },
      });
      expect(wrong.body.errors?.[0].extensions?.code).toBe('SIGN_IN_FAILED');
    }
    clock.advance(30_000);
    const refused = await graphql(server.url, signIn, { variables: { code: codeNow(secret) } });
    expect(refused.body.errors?.[0].extensions?.code).toBe('SIGN_IN_THROTTLED');
    clock.advance(3_600_000);
  });

  it('is turned off with a current code', async () => {
    clock.advance(30_000);
    const password = await post('/accounts/login/', { login: 'tess', password: PASSWORD });
    const ticket = hidden(await password.text(), 'ticket');
    const cookie = (await post('/accounts/login/code/', { ticket, code: codeNow(secret) })).headers
      .getSetCookie()[0]
      .split(';')[0];
    const page = await (await fetch(`${server.url}/accounts/two-factor/`, { headers: { cookie } })).text();
    expect(page).toContain('Turn it off');
    clock.advance(30_000);
    const off = await post(
      '/accounts/two-factor/',
      { action: 'disable', _wpnonce: hidden(page, '_wpnonce'), code: codeNow(secret) },
      cookie,
    );
    expect(off.status).toBe(303);
    expect((await post('/accounts/login/', { login: 'tess', password: PASSWORD })).status).toBe(303);
  });

  it('is turned off by the operator for a user who lost their app', async () => {
    const deps = domainDeps(server.runtime);
    const tess = await deps.em.findOneOrFail(User, { login: 'tess' });
    const setup = beginTotpSetup(deps, tess);
    clock.advance(30_000);
    await enableTotp(deps, tess, setup.secret, setup.proof, codeNow(setup.secret));
    expect((await post('/accounts/login/', { login: 'tess', password: PASSWORD })).status).toBe(200);
    const changed = await cliJson(['user', 'update', 'tess', '--no-two-factor'], server.env);
    expect(changed).toMatchObject({ login: 'tess', two_factor: false });
    expect((await post('/accounts/login/', { login: 'tess', password: PASSWORD })).status).toBe(303);
  });
});
