/**
 * A real browser for the page tests: Debian's chromium (`apt-get install chromium`; CHROMIUM_PATH
 * names another) driven by playwright-core, headless, with nothing reaching the network but loopback.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where screenshots go: kept by CI as artifacts. */
export const SCREENSHOTS = join(process.cwd(), 'test-artifacts', 'screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Watches a page for what must never happen: a script of an attacker running (a dialog), the CSP
 * refusing something the page itself needs, an uncaught error. `problems` lists what happened.
 */
export function watch(page: Page) {
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/401|403|404/.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  return problems;
}

/** Signs in through the sign-in form, from wherever the browser was sent to it. */
export async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel('Login or e-mail address').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in the page (through the DevTools protocol: the page's CSP, which refuses inline
 * scripts, stays on) and expects no serious or critical violation.
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      globalThis as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }
    ).axe.run();
    return result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[];
  });
  const grave = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(grave, name).toEqual([]);
}

/** Saves a full-page screenshot under test-artifacts/screenshots. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
