// The browser benchmarks' shared steps.
import { chromium } from 'playwright-core';

/** Debian's chromium (or CHROMIUM_PATH), headless, without the background work that would skew timings. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-sync',
    ],
  });

/** Signs `page` in on the server's sign-in form (its own address, not PUBLIC_URL's host). */
export async function signInPage(page, server, login, password) {
  await page.goto(`${server.url}/accounts/login/`);
  await page.getByLabel('Login or e-mail address').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/accounts\/$/);
}
