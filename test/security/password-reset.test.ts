import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordReset } from '../../src/auth/password-reset/password-reset.entity.js';
import { sendPasswordResets } from '../../src/auth/password-reset/password-reset.service.js';
import { createUser } from '../../src/auth/user.service.js';
import { domainDeps } from '../../src/runtime.js';
import { eventually, smtpReceiver } from '../helpers/receivers.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const OLD = 'old password 1';
let server: TestServer;
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;

beforeAll(async () => {
  smtp = await smtpReceiver();
  server = await startTestServer({ env: { SMTP_RELAY_URL: smtp.url, MONITOR_INTERVAL_MS: '50' } });
  const deps = domainDeps(server.runtime);
  for (const login of ['ada', 'bob'])
    await createUser(deps, { login, email: `${login}@example.test`, role: 'author', password: OLD });
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

/** Posts a form as a page of this site would. */
const post = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(fields),
  });

const signsIn = async (login: string, password: string) =>
  (await post('/accounts/login/', { login, password })).status === 303;

/** Asks for a link; the page's answer, and the link mailed (when one is). */
async function ask(login: string) {
  const before = smtp.messages.length;
  const res = await post('/accounts/password/reset/', { login });
  return { status: res.status, html: await res.text(), mailed: () => smtp.messages.slice(before) };
}

const linkIn = (text: string) => /(https?:\/\/\S+\/accounts\/password\/reset\/(\S+)\/)/.exec(text)!;

describe('a forgotten password', () => {
  it('mails a link that sets a new password once, and ends every session', async () => {
    const { cookie } = await (async () => {
      const res = await post('/accounts/login/', { login: 'ada', password: OLD });
      return { cookie: res.headers.getSetCookie()[0].split(';')[0] };
    })();
    const asked = await ask('ada@example.test');
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('If an account has this login or address, a link');
    const [mail] = await eventually(() => (asked.mailed().length ? asked.mailed() : null));
    expect(mail.to).toMatchObject({ text: 'ada@example.test' });
    expect(mail.subject).toBe('Set a new password for Portico');
    const [, link, token] = linkIn(mail.text!);
    expect(link.startsWith(`${server.runtime.settings.publicUrl}/accounts/password/reset/`)).toBe(true);

    const form = await fetch(`${server.url}/accounts/password/reset/${token}/`);
    expect(form.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await form.text()).toContain('Set a new password');
    const differ = await post(`/accounts/password/reset/${token}/`, {
      password: 'new password 1',
      again: 'other',
    });
    expect(differ.status).toBe(400);
    const short = await post(`/accounts/password/reset/${token}/`, { password: 'short', again: 'short' });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('password must be at least 8 characters');
    const set = await post(`/accounts/password/reset/${token}/`, {
      password: 'new password 1',
      again: 'new password 1',
    });
    expect(set.status).toBe(200);
    expect(await set.text()).toContain('Your password is set');

    expect(await signsIn('ada', OLD)).toBe(false);
    expect(await signsIn('ada', 'new password 1')).toBe(true);
    // The session from before the reset has ended.
    const account = await fetch(`${server.url}/accounts/`, { headers: { cookie }, redirect: 'manual' });
    expect(account.status).toBe(303);
    // A link works once.
    const again = await post(`/accounts/password/reset/${token}/`, {
      password: 'third one 1',
      again: 'third one 1',
    });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('This link is invalid or has expired.');
  });

  it('answers alike for an unknown account, and mails it nothing', async () => {
    const known = await ask('bob');
    const unknown = await ask('nobody@example.test');
    expect(unknown.status).toBe(known.status);
    expect(unknown.html).toBe(known.html);
    await eventually(() => known.mailed().length === 1);
    // Both rows were passed by the sender: nothing more goes out.
    const deps = domainDeps(server.runtime);
    await eventually(async () => (await deps.em.fork().count(PasswordReset, { sentAt: null })) === 0);
    expect(unknown.mailed().filter((mail) => mail.subject?.includes('new password')).length).toBe(1);
  });

  it('refuses forged, altered and expired links', async () => {
    for (const token of ['1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'nonsense', '99999.x'])
      expect(
        (await post(`/accounts/password/reset/${token}/`, { password: 'abcdefgh1', again: 'abcdefgh1' }))
          .status,
      ).toBe(400);
    const asked = await ask('bob');
    const [mail] = await eventually(() => (asked.mailed().length ? asked.mailed() : null));
    const [, , token] = linkIn(mail.text!);
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(
      (await post(`/accounts/password/reset/${altered}/`, { password: 'abcdefgh1', again: 'abcdefgh1' }))
        .status,
    ).toBe(400);
    const deps = domainDeps(server.runtime).em.fork();
    await deps.nativeUpdate(
      PasswordReset,
      { id: Number(token.split('.')[0]) },
      { expiresAt: new Date(Date.now() - 1000) },
    );
    expect(
      (await post(`/accounts/password/reset/${token}/`, { password: 'abcdefgh1', again: 'abcdefgh1' }))
        .status,
    ).toBe(400);
    expect(await signsIn('bob', OLD)).toBe(true);
  });

  it('sends an account at most three links an hour, and each mail once whatever the senders', async () => {
    const deps = domainDeps(server.runtime);
    const before = smtp.messages.length;
    for (let i = 0; i < 5; i++) await ask('bob@example.test');
    // Two monitors racing over the same rows: each mail goes out once.
    await Promise.all([sendPasswordResets(domainDeps(server.runtime)), sendPasswordResets(deps)]);
    await eventually(
      async () => (await deps.em.fork().count(PasswordReset, { sentAt: null, user: { $ne: null } })) === 0,
    );
    // bob had two links this hour already (the previous tests): one more.
    expect(smtp.messages.length - before).toBe(1);
  });

  it('refuses a request sent from another site', async () => {
    const res = await fetch(`${server.url}/accounts/password/reset/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams({ login: 'bob' }),
    });
    expect(res.status).toBe(403);
  });
});
