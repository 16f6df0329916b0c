/**
 * Chromium for the browser tests: the shared launcher (scripts/lib/browser.ts, Debian's
 * /usr/bin/chromium with the flags that keep it from calling home), and page helpers that
 * record what a reader would not want: console errors and requests to other hosts.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {after, before} from 'node:test';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {launchBrowser} from '../../scripts/lib/browser';

export {CHROMIUM_PATH, launchBrowser} from '../../scripts/lib/browser';

/** The site under test, started by scripts/run-tests.ts (or set by hand). */
export function siteUrl(pathname = '/docs/'): string {
  const origin = process.env.DOCS_TEST_ORIGIN;
  if (!origin) throw new Error('DOCS_TEST_ORIGIN is not set: run the browser tests through `npm test`.');
  return new URL(pathname, origin).toString();
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLoopback(url: string): boolean {
  const {protocol, hostname} = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return LOOPBACK_HOSTS.has(hostname);
}

/** What went wrong on the pages of a context: console errors, page errors, foreign requests. */
export interface PageProblems {
  consoleErrors: string[];
  foreignRequests: string[];
}

/**
 * Watches every page of the context. Requests to any non-loopback host are recorded, so a test
 * can assert there were none; they fail at once because Chromium resolves no other host
 * (scripts/lib/browser.ts `CHROMIUM_ARGS`). Recorded from the request event, not intercepted
 * with `context.route`: a routed context has no HTTP cache, so every page load fetched and
 * compiled every script again, through the test process; in the build tier that was most of
 * Chromium's CPU time (measured in CONTRIBUTING.md, "Where the build tier's time goes").
 */
export async function watchContext(
  context: BrowserContext,
  problems: PageProblems = {consoleErrors: [], foreignRequests: []},
): Promise<PageProblems> {
  context.on('request', (request) => {
    if (!isLoopback(request.url())) problems.foreignRequests.push(request.url());
  });
  const watchPage = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.consoleErrors.push(`${page.url()}: ${error.message}`));
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  return problems;
}

/**
 * Opens a path and waits for React to hydrate (Docusaurus sets data-has-hydrated); on the site
 * under test, or on `origin` (another server of the same build, e.g. tests/support/nginx).
 */
export async function openHydrated(page: Page, pathname: string, origin?: string) {
  const response = await page.goto(origin ? new URL(pathname, origin).toString() : siteUrl(pathname), {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return response;
}

/** Switches the colour mode with the navbar toggle, as a reader would, if it is not already `dark`. */
export async function setDarkMode(page: Page, dark: boolean): Promise<void> {
  const isDark = async () => (await page.locator('html').getAttribute('data-theme')) === 'dark';
  if ((await isDark()) !== dark) await page.getByRole('button', {name: /dark and light mode/i}).click();
  await page.waitForFunction((want) => (document.documentElement.getAttribute('data-theme') === 'dark') === want, dark);
}

export interface BrowserSession {
  browser: Browser;
  /** A watched desktop-sized context: every page in it reports into `problems`. */
  context: BrowserContext;
  page: Page;
  /** Also collects what other contexts report when a test passes it to `watchContext`. */
  problems: PageProblems;
}

export interface BrowserSessionOptions {
  /**
   * Console errors the file provokes on purpose (a test that expects one): those matching this
   * pattern do not fail the teardown. Everything else still does.
   */
  allowConsoleErrors?: RegExp;
}

/** What the teardown fails on: every foreign request, and the console errors not allowed. */
export function unexpectedProblems(problems: PageProblems, {allowConsoleErrors}: BrowserSessionOptions = {}): PageProblems {
  return {
    consoleErrors: problems.consoleErrors.filter((message) => !allowConsoleErrors?.test(message)),
    foreignRequests: [...problems.foreignRequests],
  };
}

/**
 * One Chromium per test file (or suite): registers the node:test hooks that launch it with a
 * watched 1280×900 context and a page before the tests, and close it after them. The teardown
 * then fails the file if any page the session watched logged a console error or page error, or
 * asked a non-loopback host for anything: every browser test gets the check without asking.
 */
export function useBrowserSession(options: BrowserSessionOptions = {}): BrowserSession {
  const session = {} as BrowserSession;
  before(async () => {
    session.browser = await launchBrowser();
    session.context = await session.browser.newContext({viewport: {width: 1280, height: 900}});
    session.problems = await watchContext(session.context);
    session.page = await session.context.newPage();
  });
  after(async () => {
    await session.browser?.close();
    if (!session.problems) return;
    assert.deepEqual(
      unexpectedProblems(session.problems, options),
      {consoleErrors: [], foreignRequests: []},
      // The runner reports the hook at this file: name the test file (each runs in its own process).
      `${path.relative(process.cwd(), process.argv[1] ?? '')}: its pages logged a console error or requested a non-loopback host ` +
        '(a test that provokes an error on purpose passes allowConsoleErrors to useBrowserSession)',
    );
  });
  return session;
}
