import { connect } from 'node:net';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newProject } from '../helpers/monitoring.js';
import { freePort } from '../helpers/receivers.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let smtpPort = 0;
let project: Awaited<ReturnType<typeof newProject>>;
let rw: ReturnType<typeof api>;

beforeAll(async () => {
  smtpPort = await freePort();
  server = await startTestServer({ env: { SMTP_PORT: String(smtpPort), PING_EMAIL_DOMAIN: 'hc.example' } });
  project = await newProject(server, 'Mail');
  rw = api(server, project.apiKey);
});
afterAll(() => server.stop());

const mailer = () => createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });

/** A raw SMTP conversation: each line sent after the previous answer; returns every answer. */
async function converse(lines: (string | Buffer)[]): Promise<string[]> {
  const socket = connect(smtpPort, '127.0.0.1');
  const answers: string[] = [];
  let buffer = '';
  let waiting: (() => void) | null = null;
  socket.on('data', (chunk) => {
    buffer += chunk;
    // An SMTP reply ends with a line "NNN text" (a space after the code, not a dash).
    const complete = /(^|\r\n)\d{3} [^\r\n]*\r\n$/.test(buffer);
    if (complete) {
      answers.push(buffer.trim());
      buffer = '';
      waiting?.();
    }
  });
  const answer = () => new Promise<void>((resolve) => (waiting = resolve));
  await answer();
  for (const line of lines) {
    socket.write(typeof line === 'string' ? line + '\r\n' : line);
    await answer();
  }
  socket.end();
  return answers.slice(1);
}

async function newCheck(fields: Record<string, unknown> = {}) {
  return (await rw('POST', '/checks/', { name: 'mail', ...fields })).json.uuid as string;
}
const pings = async (uuid: string) =>
  (await rw('GET', `/checks/${uuid}/pings/`)).json.pings as Record<string, unknown>[];

describe('e-mail pings', () => {
  it('records a mail to <uuid>@domain as a success ping carrying the whole message', async () => {
    const uuid = await newCheck();
    await mailer().sendMail({
      from: 'cron@box.example',
      to: `${uuid.toUpperCase()}@hc.example`,
      subject: 'Backup done',
      text: 'all fine',
    });
    const [ping] = await pings(uuid);
    expect(ping).toMatchObject({
      type: 'success',
      scheme: 'email',
      method: '',
      remote_addr: '127.0.0.1',
      ua: 'Email from cron@box.example',
      rid: null,
    });
    const body = await (
      await fetch(`${server.url}/api/v3/checks/${uuid}/pings/1/body`, {
        headers: { 'X-Api-Key': project.apiKey },
      })
    ).text();
    expect(body).toContain('Subject: Backup done');
    expect(body).toContain('all fine');
    expect((await rw('GET', `/checks/${uuid}`)).json.status).toBe('up');
  });

  it('takes <ping key>+<slug>@domain and classifies subject and body keywords', async () => {
    const uuid = await newCheck({
      slug: 'mailed',
      filter_subject: true,
      filter_body: true,
      success_kw: 'OK',
      failure_kw: 'FAIL',
    });
    const send = (subject: string, html: string) =>
      mailer().sendMail({ from: 'a@b.example', to: `${project.pingKey}+mailed@hc.example`, subject, html });
    await send('=?utf-8?q?Nightly_FAIL?=', '<p>x</p>');
    await send('Nightly', '<style>.OK{}</style><p>all OK</p>');
    await send('Nightly', '<p>nothing</p>');
    expect((await pings(uuid)).map((p) => p.type)).toEqual(['ign', 'success', 'fail']);
  });

  it('refuses other domains and malformed mailboxes at RCPT, and serves on after garbage', async () => {
    const answers = await converse([
      'EHLO client.example',
      'MAIL FROM:<a@b.example>',
      'RCPT TO:<6b0b8c1a-6d3b-4f2c-9a4e-1f1d2c3b4a59@other.example>',
      'RCPT TO:<not-a-check@hc.example>',
      'RCPT TO:<6b0b8c1a-6d3b-1f2c-9a4e-1f1d2c3b4a59@hc.example>',
      'RCPT TO:<6b0b8c1a-6d3b-4f2c-9a4e-1f1d2c3b4a59@hc.example>',
      'BLAH \u0000\u00ff garbage',
      'QUIT',
    ]);
    expect(answers[2]).toMatch(/^550 5\.1\.1 Recipient rejected/);
    expect(answers[3]).toMatch(/^550 5\.1\.1 Invalid mailbox/);
    expect(answers[4]).toMatch(/^550 5\.1\.1 Invalid mailbox/);
    expect(answers[5]).toMatch(/^250/);
    expect(answers[6]).toMatch(/^5\d\d/);
    const uuid = await newCheck();
    await mailer().sendMail({ from: 'a@b.example', to: `${uuid}@hc.example`, text: 'still here' });
    expect(await pings(uuid)).toHaveLength(1);
  });

  it('refuses messages over 10 MB with 552 and records nothing', async () => {
    const uuid = await newCheck();
    const huge = 'x'.repeat(76) + '\r\n';
    await expect(
      mailer().sendMail({
        from: 'a@b.example',
        to: `${uuid}@hc.example`,
        text: huge.repeat(Math.ceil((11 * 1024 * 1024) / huge.length)),
      }),
    ).rejects.toThrow(/552/);
    expect(await pings(uuid)).toHaveLength(0);
  });
});
