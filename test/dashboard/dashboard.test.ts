/**
 * The monitoring dashboard in a real browser (Debian's chromium): sign-in, a check going new → up → down
 * live, the page a notification links to, pause and resume, the schedule editor, integrations, a
 * read-only member, sign-out — with axe-core on every page and a screenshot of each.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectRole } from '../../src/auth/members/project-member.entity.js';
import { addMember, roleIn } from '../../src/auth/members/project-member.service.js';
import { Project } from '../../src/auth/project.entity.js';
import { User } from '../../src/auth/user.entity.js';
import { createUser } from '../../src/auth/user.service.js';
import { FixedClock } from '../../src/clock.js';
import { domainDeps } from '../../src/runtime.js';
import { expectAccessible, launchBrowser, screenshot, signIn, watch } from '../helpers/browser.js';
import { newProject } from '../helpers/monitoring.js';
import { eventually, httpReceiver } from '../helpers/receivers.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

const PASSWORD = 'correct horse battery';
let server: TestServer;
let site: string;
let browser: Browser;
let owner: BrowserContext;
let page: Page;
let problems: string[];
let project: Awaited<ReturnType<typeof newProject>>;
let receiver: Awaited<ReturnType<typeof httpReceiver>>;
const clock = new FixedClock(new Date());
const policies: string[] = [];

/** A GraphQL request with the project's read-write key. */
const asKey = async (query: string, variables: Record<string, unknown> = {}) => {
  const { body } = await graphql(server.url, query, { headers: { 'X-Api-Key': project.apiKey }, variables });
  expect(body.errors).toBeUndefined();
  return body.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
};

/** A page that records the CSP of every document it loads. */
async function newPage(context: BrowserContext): Promise<Page> {
  const opened = await context.newPage();
  opened.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.status() === 200)
      policies.push(response.headers()['content-security-policy'] ?? 'none');
  });
  return opened;
}

const row = (name: string) => page.locator('tr', { has: page.getByRole('link', { name, exact: true }) });

/** Waits until the status a page shows (in `scope`) reads `status`. */
const statusIs = (scope: ReturnType<Page['locator']>, status: string) =>
  eventually(async () => (await scope.locator('.status').first().textContent())?.split(' ·')[0] === status);

beforeAll(async () => {
  receiver = await httpReceiver();
  server = await startTestServer({
    clock,
    env: { MONITOR_INTERVAL_MS: '50', INTEGRATIONS_ALLOW_PRIVATE_IPS: 'true' },
  });
  site = server.runtime.settings.publicUrl;
  const deps = domainDeps(server.runtime);
  project = await newProject(server, 'Nightly jobs');
  for (const [login, role] of [
    ['olivia', ProjectRole.OWNER],
    ['walter', ProjectRole.READ_ONLY],
  ] as const) {
    const user = await createUser(deps, {
      login,
      email: `${login}@example.test`,
      password: PASSWORD,
      role: 'subscriber',
    });
    await addMember(deps, null, await deps.em.findOneOrFail(Project, project.id), user, role);
  }
  await createUser(deps, { login: 'mia', email: 'mia@example.test', role: 'subscriber' });
  await asKey(
    `mutation($v: String!) { createChannel(kind: MATTERMOST, name: "ops chat", value: $v) { uuid } }`,
    {
      v: `${receiver.url}/mattermost`,
    },
  );
  browser = await launchBrowser();
  owner = await browser.newContext();
  page = await newPage(owner);
  problems = watch(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await receiver?.close();
});

describe('the monitoring dashboard', () => {
  let uuid: string;

  it('signs in, and shows a check go from new to up on a ping and to down after its grace, live', async () => {
    await page.goto(`${site}/projects/`);
    expect(new URL(page.url()).pathname).toBe('/accounts/login/');
    await signIn(page, 'olivia', PASSWORD);
    await page.waitForURL(`${site}/projects/`);
    await page.getByRole('link', { name: 'Nightly jobs' }).click();
    await page.getByRole('heading', { name: 'Nightly jobs' }).waitFor();
    await page.getByText('0 of 0 checks').waitFor();

    const created = await asKey(
      `mutation { createCheck(input: { name: "nightly-backup", tags: "prod db", timeout: 60, grace: 60, channels: "*" }) { check { uuid pingUrl } } }`,
    );
    uuid = created.createCheck.check.uuid;
    await statusIs(row('nightly-backup'), 'New');
    await expectAccessible(page, 'checks');
    await screenshot(page, 'checks-new');

    await fetch(created.createCheck.check.pingUrl, { method: 'POST', body: 'backup: 12 files' });
    await statusIs(row('nightly-backup'), 'Up');

    clock.advance(121_000);
    await statusIs(row('nightly-backup'), 'Down');
    await screenshot(page, 'checks-down');
    expect(problems).toEqual([]);
  });

  it('opens the check from the link its notification carries', async () => {
    const sent = await eventually(() => receiver.requests.find((request) => request.path === '/mattermost'));
    const link = JSON.parse(sent.body).attachments[0].title_link as string;
    expect(link).toBe(`${site}/checks/${uuid}/details/`);
    await page.goto(link);
    await page.getByRole('heading', { name: 'nightly-backup', level: 1 }).waitFor();
    await statusIs(page.locator('.summary'), 'Down');
    await page.getByText('backup: 12 files').waitFor();
    await page.getByText(/Notified ops chat \(down\): sent/).waitFor();
    await expect
      .poll(() => page.locator('.ping-url').textContent(), { timeout: 20_000 })
      .toBe(`${site}/ping/${uuid}`);
    await expectAccessible(page, 'check');
    await screenshot(page, 'check');
  });

  it('pauses and resumes the check', async () => {
    await page.getByRole('button', { name: 'Pause' }).click();
    await statusIs(page.locator('.summary'), 'Paused');
    await page.getByRole('button', { name: 'Resume' }).click();
    await statusIs(page.locator('.summary'), 'New');
  });

  it('edits the schedule, previewing the next runs in its time zone', async () => {
    await page.getByLabel('Cron or OnCalendar').check();
    await page.getByLabel('Expression').fill('30 9 * * 1-5');
    await page.getByLabel('Time zone').fill('Asia/Tokyo');
    await page.getByText('Next runs (Asia/Tokyo):').waitFor();
    const runs = page.locator('.preview li');
    await expect.poll(() => runs.count(), { timeout: 20_000 }).toBe(5);
    expect(await runs.first().textContent()).toMatch(/9:30:00/);
    await page.getByLabel('Expression').fill('not a schedule');
    await page.locator('.preview .alert').waitFor();
    await page.getByLabel('Expression').fill('30 9 * * 1-5');
    await expect.poll(() => runs.count(), { timeout: 20_000 }).toBe(5);
    await screenshot(page, 'schedule-editor');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await page.getByText('Saved').waitFor();
    const saved = await asKey(`query($id: ID!) { check(id: $id) { kind schedule tz } }`, { id: uuid });
    expect(saved.check).toEqual({ kind: 'CRON', schedule: '30 9 * * 1-5', tz: 'Asia/Tokyo' });
  });

  it('adds a webhook integration, tests it, and shows deliveries', async () => {
    await page.getByRole('link', { name: 'Nightly jobs' }).click();
    await page.getByRole('link', { name: 'Integrations' }).click();
    await page.getByRole('heading', { name: 'Add an integration' }).waitFor();
    await page.getByLabel('Kind').selectOption('WEBHOOK');
    await page.getByLabel('Name').fill('deploy hook');
    await page.getByLabel('Value').fill(`${receiver.url}/hook`);
    await page.getByRole('button', { name: 'Add integration' }).click();
    const hook = page.locator('article', { has: page.getByRole('heading', { name: /deploy hook/ }) });
    await hook.waitFor();
    await hook.getByRole('button', { name: /Test/ }).click();
    await hook.getByText('Test sent').waitFor();
    expect(receiver.requests.some((request) => request.path === '/hook')).toBe(true);
    const chat = page.locator('article', { has: page.getByRole('heading', { name: /ops chat/ }) });
    await chat.getByText(/down: sent/).waitFor();
    await expectAccessible(page, 'integrations');
    await screenshot(page, 'integrations');
  });

  it('snoozes the check from its page, shows the notice it holds and why, and lifts it', async () => {
    await page.goto(`${site}/checks/${uuid}/details/`);
    await page.getByRole('heading', { name: 'Alerting' }).waitFor();
    await page.getByText('Notifications go out as they happen.').waitFor();
    await page.getByRole('button', { name: 'Snooze for an hour' }).click();
    await page.getByText(/^Snoozed until .*: notifications wait\.$/).waitFor();
    await fetch(`${server.url}/ping/${uuid}/fail`).then((res) => res.text());
    await page.getByText(/Notified ops chat \(down\): held/).waitFor();
    await page
      .getByText(/snoozed$/)
      .first()
      .waitFor();
    await expectAccessible(page, 'check snoozed');
    await screenshot(page, 'check-snoozed');
    const before = receiver.requests.filter((request) => request.path === '/mattermost').length;
    await page.getByRole('button', { name: 'Unsnooze' }).click();
    await page.getByText('Notifications go out as they happen.').waitFor();
    await page
      .getByText(/while snoozed\./)
      .first()
      .waitFor();
    await eventually(
      () => receiver.requests.filter((request) => request.path === '/mattermost').length > before,
    );
    // Back where the next test starts: the project's integrations.
    await page.goto(`${site}/projects/${project.id}/integrations/`);
    await page.getByRole('heading', { name: 'Add an integration' }).waitFor();
  });

  it('adds a member, changes their role and removes them', async () => {
    const deps = domainDeps(server.runtime);
    const roleOfMia = async () => {
      deps.em.clear();
      const mia = await deps.em.findOneOrFail(User, { login: 'mia' });
      return roleIn(deps, mia, await deps.em.findOneOrFail(Project, project.id));
    };
    await page.getByRole('link', { name: 'Members' }).click();
    await page.getByRole('heading', { name: 'Add a member' }).waitFor();
    await page.getByLabel('Login or e-mail address').fill('mia@example.test');
    await page.getByRole('button', { name: 'Add member' }).click();
    const mia = page.locator('tr', { has: page.getByRole('cell', { name: 'mia', exact: true }) });
    await mia.waitFor();
    expect(await roleOfMia()).toBe(ProjectRole.MEMBER);
    await page.getByLabel('Role of mia').selectOption('READ_ONLY');
    await eventually(async () => (await roleOfMia()) === ProjectRole.READ_ONLY);
    await expectAccessible(page, 'members');
    await screenshot(page, 'members');
    await mia.getByRole('button', { name: /Remove/ }).click();
    await mia.waitFor({ state: 'detached' });
    expect(await roleOfMia()).toBeNull();
  });

  it('offers a read-only member nothing to change, and the API refuses them', async () => {
    const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 390, height: 844 } });
    const phone = await newPage(context);
    const seen = watch(phone);
    await phone.goto(`${site}/checks/${uuid}/details/`);
    await signIn(phone, 'walter', PASSWORD);
    await phone.getByRole('heading', { name: 'nightly-backup', level: 1 }).waitFor();
    await phone.getByText('backup: 12 files').waitFor();
    expect(await phone.getByRole('button', { name: /Pause|Resume|Save schedule/ }).count()).toBe(0);
    expect(await phone.getByRole('checkbox').first().isDisabled()).toBe(true);
    await expectAccessible(phone, 'check, read-only, dark, phone');
    await screenshot(phone, 'check-phone-dark');
    const refused = await phone.evaluate(async (id) => {
      // In the page: its document (the test's own types know no DOM).
      const page = globalThis as unknown as { document: { querySelector(s: string): { content: string } } };
      const nonce = page.document.querySelector('meta[name="portico-nonce"]').content;
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce },
        body: JSON.stringify({
          query: `mutation($id: ID!) { pauseCheck(id: $id) { status } }`,
          variables: { id },
        }),
      });
      return ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions
        .code;
    }, uuid);
    expect(refused).toBe('FORBIDDEN');
    await phone.goto(`${site}/projects/${project.id}/integrations/`);
    await phone.getByRole('heading', { name: /ops chat/ }).waitFor();
    expect(await phone.getByRole('heading', { name: 'Add an integration' }).count()).toBe(0);
    expect(await phone.getByRole('button', { name: /Test|Delete/ }).count()).toBe(0);
    await phone.getByRole('link', { name: 'Members' }).click();
    await phone.getByRole('cell', { name: 'olivia', exact: true }).waitFor();
    expect(await phone.getByRole('button').count()).toBe(1); // Sign out
    expect(await phone.getByRole('combobox').count()).toBe(0);
    expect(seen).toEqual([]);
    await context.close();
  });

  it('signs out', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${site}/accounts/login/`);
    await page.goto(`${site}/projects/`);
    expect(new URL(page.url()).pathname).toBe('/accounts/login/');
  });

  it('served every page with a strict policy', () => {
    expect(policies.length).toBeGreaterThan(4);
    for (const policy of policies) {
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).toMatch(/default-src 'none'/);
    }
  });
});
