/**
 * Package-manager tabs (issue 23, src/markdown/packageManagerTabs): install and run commands show
 * as npm / yarn / pnpm tabs generated from the npm form, tokenized at build time like every code
 * block, and one choice holds for every group on the page and on the next page (SPEC §9 storage
 * key `docusaurus.tab.npm2yarn`). In Chromium against the build served by nginx with
 * deploy/nginx.conf (tests/support/nginx), so under the production Content-Security-Policy; the
 * site-wide checks read the built HTML.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Locator, Page} from 'playwright-core';
import {openHydrated, setDarkMode, useBrowserSession} from './support/browser';
import {axeViolations} from './support/axe';
import {useNginx} from './support/nginx';
import {docUrl, LATEST_VERSION, versionByName} from '../src/versions/versions';
import {PACKAGE_MANAGER_GROUP_ID} from '../src/markdown/packageManagerTabs';

// Registered first: nginx stops even when the browser session's teardown fails.
const nginx = useNginx();
const session = useBrowserSession();

const STORAGE_KEY = `docusaurus.tab.${PACKAGE_MANAGER_GROUP_ID}`;
const GETTING_STARTED = docUrl(LATEST_VERSION, 'getting-started');
const STORE = docUrl(LATEST_VERSION, 'stencil-store');
const V3_GETTING_STARTED = docUrl(versionByName('v3')!, 'getting-started');
/** What each tab of a known block shows: written out here, not computed by the converter under test. */
const CREATE_PROJECT = {npm: 'npm init stencil', yarn: 'yarn create stencil', pnpm: 'pnpm create stencil'};
const GENERATE_COMPONENT = {
  npm: 'npx stencil generate hello-card',
  yarn: 'yarn stencil generate hello-card',
  pnpm: 'pnpm exec stencil generate hello-card',
};
const ADD_STORE = {
  npm: 'npm install @stencil/store --save-dev',
  yarn: 'yarn add @stencil/store --dev',
  pnpm: 'pnpm add @stencil/store --save-dev',
};
const MANAGERS = ['npm', 'yarn', 'pnpm'] as const;

const cspViolations: string[] = [];
let watching: Promise<void> | undefined;

async function open(target: Page, pathname: string): Promise<void> {
  watching ??= (async () => {
    await session.context.exposeFunction('reportCspViolation', (text: string) => cspViolations.push(text));
    await session.context.addInitScript(
      `document.addEventListener('securitypolicyviolation', (event) => window.reportCspViolation(event.violatedDirective + ' ' + event.blockedURI));`,
    );
  })();
  await watching;
  await openHydrated(target, pathname, nginx.origin);
}

/** The package-manager tab groups of the page: tab lists whose tabs read npm, yarn, pnpm. */
const groups = (target: Page): Locator =>
  target.locator('.tabs-container').filter({has: target.getByRole('tab', {name: 'pnpm', exact: true})});

/** The group whose npm panel's code is exactly `npmCommand`. */
const groupOf = (target: Page, npmCommand: string): Locator =>
  groups(target).filter({
    has: target.locator('pre code', {hasText: new RegExp(`^\\s*${npmCommand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`)}),
  });

/** Prism's bash grammar marks these commands (not `npx`): a line starting with one shows the build-time tokens. */
const MARKED_COMMAND = /^(?:npm|yarn|pnpm)\b/;

async function selectedTabs(target: Page): Promise<string[]> {
  return groups(target).evaluateAll((containers) =>
    containers.map((container) => container.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? ''),
  );
}

/** The visible panel's code of a group, as text. */
async function visibleCode(group: Locator): Promise<string> {
  return (await group.locator('[role="tabpanel"]:not([hidden]) pre code').innerText()).trim();
}

describe('package-manager tabs', () => {
  test('each install or run block shows npm, yarn and pnpm tabs, npm first, with the right commands, tokenized', async () => {
    const {page} = session;
    await open(page, GETTING_STARTED);
    assert.ok((await groups(page).count()) >= 3, 'the getting-started page has several command blocks');
    for (const tabs of await groups(page).all()) {
      assert.deepEqual(await tabs.getByRole('tab').allInnerTexts(), [...MANAGERS]);
    }
    for (const commands of [CREATE_PROJECT, GENERATE_COMPONENT]) {
      const group = groupOf(page, commands.npm);
      assert.equal(await group.count(), 1, commands.npm);
      assert.equal(await visibleCode(group), commands.npm, 'npm is the default');
      for (const manager of MANAGERS) {
        const panel = group.getByRole('tabpanel', {includeHidden: true}).nth(MANAGERS.indexOf(manager));
        assert.equal((await panel.locator('pre code').textContent())?.trim(), commands[manager], `${commands.npm}: ${manager}`);
        if (MARKED_COMMAND.test(commands[manager])) {
          assert.ok((await panel.locator('pre code .token.function').count()) > 0, `${commands[manager]} is tokenized at build time`);
        }
      }
    }
  });

  test('choosing yarn switches every group on the page, is stored under docusaurus.tab.npm2yarn and holds on the next page', async () => {
    const {page} = session;
    await open(page, GETTING_STARTED);
    await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEY);
    await open(page, GETTING_STARTED);
    assert.deepEqual(new Set(await selectedTabs(page)), new Set(['npm']));
    await groupOf(page, GENERATE_COMPONENT.npm).getByRole('tab', {name: 'yarn', exact: true}).click();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[role="tab"][aria-selected="true"]'), (tab) => tab.textContent).every(
        (text) => text === 'yarn',
      ),
    );
    assert.deepEqual(new Set(await selectedTabs(page)), new Set(['yarn']), 'every group on the page follows');
    assert.equal(await visibleCode(groupOf(page, CREATE_PROJECT.npm)), CREATE_PROJECT.yarn);
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY), 'yarn');

    for (const pathname of [STORE, V3_GETTING_STARTED]) {
      await open(page, pathname);
      await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'yarn');
      assert.deepEqual(new Set(await selectedTabs(page)), new Set(['yarn']), pathname);
    }
    await open(page, STORE);
    assert.equal(await visibleCode(groupOf(page, ADD_STORE.npm)), ADD_STORE.yarn);
  });

  test('a stored choice that no tab has (SPEC §5: only a child value is selected) leaves npm selected, without an error', async () => {
    const {page} = session;
    await open(page, STORE);
    await page.evaluate((key) => localStorage.setItem(key, 'bun'), STORAGE_KEY);
    await open(page, STORE);
    assert.deepEqual(new Set(await selectedTabs(page)), new Set(['npm']));
    assert.equal(await visibleCode(groupOf(page, ADD_STORE.npm)), ADD_STORE.npm);
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY), 'bun', 'nothing was written over it');
  });

  test('keyboard: arrow keys move between the tabs, Enter selects', async () => {
    const {page} = session;
    await open(page, STORE);
    await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEY);
    await open(page, STORE);
    const group = groupOf(page, ADD_STORE.npm);
    const tab = (name: string) => group.getByRole('tab', {name, exact: true});
    await tab('npm').focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await tab('yarn').evaluate((element) => element === document.activeElement), true, 'ArrowRight → yarn');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    assert.equal(await tab('pnpm').getAttribute('aria-selected'), 'true');
    assert.equal(await visibleCode(group), ADD_STORE.pnpm);
    await page.keyboard.press('ArrowRight');
    assert.equal(await tab('npm').evaluate((element) => element === document.activeElement), true, 'ArrowRight wraps to npm');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await tab('pnpm').evaluate((element) => element === document.activeElement), true, 'ArrowLeft wraps back');
    assert.equal(await tab('pnpm').getAttribute('tabindex'), '0', 'only the selected tab is in the tab order');
    assert.equal(await tab('npm').getAttribute('tabindex'), '-1');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe-core finds no violation in ${mode} mode on a page with tabs, a non-default tab selected`, async () => {
      const {page} = session;
      await open(page, GETTING_STARTED);
      await setDarkMode(page, mode === 'dark');
      await groupOf(page, CREATE_PROJECT.npm).getByRole('tab', {name: 'pnpm', exact: true}).click();
      assert.deepEqual(await axeViolations(page), []);
    });
  }

  test('no Content-Security-Policy violation on any page of this file', () => {
    assert.deepEqual(cspViolations, []);
  });
});
