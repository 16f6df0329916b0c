/**
 * The one Chromium launcher for the tests and the scripts: Debian's /usr/bin/chromium (no
 * browser download) with the flags that keep it from calling home. tests/support/browser.ts
 * re-exports it and adds the test-only page checks; scripts import it from here, so imports
 * run one way only (tests → scripts/lib, never scripts → tests).
 */
import {chromium, type Browser} from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No background fetches, updates, sync or QUIC probes: the machine has no network, and a reader's page makes none. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
}
