/**
 * The test suite's stored-XSS vectors, put into every string a user writes that the dashboard shows
 * (check names, descriptions and tags, ping bodies, integration names), must show as text in a real
 * browser and run nothing.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectRole } from '../../src/auth/members/project-member.entity.js';
import { addMember } from '../../src/auth/members/project-member.service.js';
import { Project } from '../../src/auth/project.entity.js';
import { createUser } from '../../src/auth/user.service.js';
import { domainDeps } from '../../src/runtime.js';
import { launchBrowser, signIn, watch } from '../helpers/browser.js';
import { newProject } from '../helpers/monitoring.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';
import { XSS_VECTORS } from '../security/xss-vectors.js';

const PASSWORD = 'correct horse battery';
// What a check name or a channel name may hold: at most 100 characters, no NUL (and no comma in a
// channel's name).
const VECTORS = XSS_VECTORS.filter((vector) => !vector.includes('\u0000')).map((vector) =>
  vector.slice(0, 100),
);
let server: TestServer;
let browser: Browser;
let page: Page;
let problems: string[];
let site: string;
let projectId: string;
let target: string;

beforeAll(async () => {
  server = await startTestServer();
  site = server.runtime.settings.publicUrl;
  const deps = domainDeps(server.runtime);
  const project = await newProject(server, '<img src=x onerror=alert("project")>');
  projectId = project.id;
  const user = await createUser(deps, {
    login: 'eve',
    email: 'eve@example.test',
    role: 'subscriber',
    password: PASSWORD,
  });
  await addMember(deps, null, await deps.em.findOneOrFail(Project, project.id), user, ProjectRole.OWNER);
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const { body } = await graphql(server.url, query, {
      headers: { 'X-Api-Key': project.apiKey },
      variables,
    });
    expect(body.errors, JSON.stringify(variables)).toBeUndefined();
    return body.data as Record<string, { check: { uuid: string; pingUrl: string } }>;
  };
  for (const vector of VECTORS.filter((v) => !v.includes(',')).slice(0, 20))
    await gql(
      `mutation($n: String!) { createChannel(kind: EMAIL, name: $n, value: "ops@example.test") { uuid } }`,
      {
        n: vector,
      },
    );
  for (const vector of VECTORS) {
    const { createCheck } = await gql(
      `mutation($n: String!, $d: String!) { createCheck(input: { name: $n, desc: $d, tags: $n }) { check { uuid pingUrl } } }`,
      { n: vector, d: vector },
    );
    target ??= createCheck.check.uuid;
    if (createCheck.check.uuid === target)
      for (const body of VECTORS) await fetch(createCheck.check.pingUrl, { method: 'POST', body });
  }
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
  problems = watch(page);
  await page.goto(`${site}/projects/`);
  await signIn(page, 'eve', PASSWORD);
  await page.waitForURL(`${site}/projects/`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What a page holds that could run: script elements, handler attributes, javascript: URLs. */
const runnable = () =>
  page.evaluate(() => {
    const doc = (
      globalThis as unknown as {
        document: {
          querySelectorAll(s: string): ArrayLike<{ attributes: ArrayLike<{ name: string; value: string }> }>;
        };
      }
    ).document;
    const found: string[] = [];
    const all = doc.querySelectorAll('#app *');
    for (let i = 0; i < all.length; i++)
      for (let j = 0; j < all[i].attributes.length; j++) {
        const { name, value } = all[i].attributes[j];
        if (name.startsWith('on') || /^\s*javascript:/i.test(value)) found.push(`${name}=${value}`);
      }
    found.push(
      ...Array.from(
        doc.querySelectorAll('#app script, #app iframe, #app object, #app embed'),
        () => 'element',
      ),
    );
    return found;
  });

describe('user-controlled strings in the dashboard', () => {
  it('shows every vector in check names, descriptions and tags as text on the list', async () => {
    await page.goto(`${site}/projects/${projectId}/`);
    await page.getByText(`${VECTORS.length} of ${VECTORS.length} checks`).waitFor();
    expect(await page.locator('h1').textContent()).toBe('<img src=x onerror=alert("project")>');
    for (const vector of VECTORS.slice(0, 10))
      expect(await page.getByRole('link', { name: vector, exact: true }).count()).toBeGreaterThan(0);
    expect(await runnable()).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("shows them as text on a check's page, ping bodies included", async () => {
    await page.goto(`${site}/checks/${target}/details/`);
    await page.locator('pre.body').first().waitFor();
    const bodies = await page.locator('pre.body').allTextContents();
    expect(bodies.length).toBe(Math.min(VECTORS.length, 100));
    expect(new Set(bodies)).toEqual(new Set(VECTORS.slice(-bodies.length)));
    expect(await runnable()).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows them as text among the integrations', async () => {
    await page.goto(`${site}/projects/${projectId}/integrations/`);
    // The form shows at once; the integrations come with their own request.
    await page.locator('article.channel').nth(19).waitFor();
    expect(await page.locator('article.channel').count()).toBe(20);
    expect(await runnable()).toEqual([]);
    expect(problems).toEqual([]);
  });
});
