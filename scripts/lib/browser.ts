/**
 * The one Chromium launcher for the tests and the scripts: Debian's /usr/bin/chromium (no
 * browser download) with the flags that keep it from calling home. tests/support/browser.ts
 * re-exports it and adds the test-only page checks; scripts import it from here, so imports
 * run one way only (tests → scripts/lib, never scripts → tests).
 */
import {chromium, type Browser, type BrowserServer} from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * No background fetches, updates, sync or QUIC probes: the machine has no network, and a reader's
 * page makes none. Every host but loopback fails to resolve at once, so a request to another host
 * ends at once on any machine (the tests record them: tests/support/browser.ts `watchContext`)
 * without intercepting requests, which would turn Chromium's HTTP cache off (see that function).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Set by scripts/run-tests.ts for the build tier: the address of its one Chromium (a browser
 * server), which every test file connects to instead of launching its own. Each file still gets
 * contexts of its own (closing a connected browser closes the contexts it made and disconnects),
 * so pages, storage and the console-error net stay per file. Measured under a load average of 35
 * on the 2-core machine: a launch with a context and a page, 0.75 CPU seconds and 4.7 s; a
 * connection, 0.05 CPU seconds (and 2.5 s with its page).
 */
export const BROWSER_SERVER_ENV = 'DOCS_BROWSER_WS_ENDPOINT';

/** Chromium for one test file or script: the build tier's shared one when it runs, else a launch of its own. */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_SERVER_ENV];
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
}

/** The build tier's shared Chromium: connect with `launchBrowser()` in a process given its `wsEndpoint()` in BROWSER_SERVER_ENV. */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
}
