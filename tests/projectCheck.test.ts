/**
 * "Check my project" on the upgrade planner page (issue 27), in Chromium against the production
 * build, with the fixture projects of tests/fixtures/projects: what the page says for a v2
 * project (keys and an output target the target removes), a v3 project (misspelt keys, values
 * read from process.env), a v4.33 project (the React and Angular wrappers), and a config that
 * does not parse. The three ways in are used: a file chosen, text pasted, a file dropped. Also:
 * the chunk with its parser loads only when the section is opened (never with a doc page), its
 * gzip size, keyboard use, axe in light and dark mode at 390 px.
 *
 * PRINT_PROJECT_CHECK=1 prints each fixture's results as the page shows them.
 */
// cspell:ignore Stratergy footr (the fixture's typos)
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from 'playwright-core';
import {openHydrated, useBrowserSession} from './support/browser';
import {axeViolations} from './support/axe';
import {projectRoot} from '../scripts/lib/contentCheck';
import {BASE_URL, LATEST_VERSION, docUrl, versionByName} from '../src/versions/versions';

const session = useBrowserSession();

const FIXTURES = path.join(projectRoot, 'tests/fixtures/projects');
const fixturePath = (project: string, file: string) => path.join(FIXTURES, project, file);
const fixture = (project: string, file: string) => readFileSync(fixturePath(project, file), 'utf8');
const PLANNER = `${BASE_URL}upgrade`;
/** The chunks of the check: its own, and the parser's vendor chunk. */
const CHECK_CHUNKS =
  /\/assets\/js\/(project-check|vendors-node_modules_sveltejs_acorn-typescript[^/]*|vendors-node_modules_acorn[^/]*)\.[0-9a-f]+\.js$/;

async function openCheck(page: Page): Promise<void> {
  await openHydrated(page, PLANNER);
  await page.getByText(`Check your package.json and stencil.config.ts against ${LATEST_VERSION.label}`).click();
  await page.getByRole('form', {name: 'Project files'}).waitFor();
}

async function runCheck(page: Page): Promise<string> {
  await page.getByRole('button', {name: `Check against ${LATEST_VERSION.label}`}).click();
  const results = page.locator('section[aria-labelledby="project-check-results"]');
  await results.waitFor();
  const text = await results.innerText();
  if (process.env.PRINT_PROJECT_CHECK)
    console.log(
      `\n----- ${await page
        .locator('textarea[name="packageJson"]')
        .inputValue()
        .then((json) => /"name": "([^"]+)"/.exec(json)?.[1])}\n${text}`,
    );
  return text;
}

/** The items of a results list, found by its heading's start. */
async function listUnder(page: Page, heading: string): Promise<string[]> {
  const list = page.locator(`section[aria-labelledby="project-check-results"] h4:text-matches("^${heading}") + ul`);
  return list.locator(':scope > li').allInnerTexts();
}

/** Drops a file on a textarea, as a reader dragging it from their file manager would. */
async function dropFile(page: Page, textareaName: string, name: string, content: string): Promise<void> {
  const transfer = await page.evaluateHandle(
    ([fileName, text]) => {
      const data = new DataTransfer();
      data.items.add(new File([text], fileName, {type: 'text/plain'}));
      return data;
    },
    [name, content],
  );
  await page.locator(`textarea[name="${textareaName}"]`).dispatchEvent('drop', {dataTransfer: transfer});
}

describe('check my project', () => {
  test('v2 project (files chosen): the keys and the output target the target removes, with lines and the v2 entries', async () => {
    const {page} = session;
    await openCheck(page);
    await page.getByLabel('Choose package.json from your computer').setInputFiles(fixturePath('v2', 'package.json'));
    await page.getByLabel('Choose stencil.config.ts from your computer').setInputFiles(fixturePath('v2', 'stencil.config.ts'));
    await page.locator('textarea[name="stencilConfig"]').filter({hasText: 'enableCacheStats'}).waitFor();
    const text = await runCheck(page);
    assert.match(text, /package\.json asks for @stencil\/core \^2\.17\.4 in devDependencies\. @stencil\/core 2\.17\.4 is documented by v2/);
    assert.deepEqual(await listUnder(page, 'Config keys to look at'), [
      // Defaults that change on the way, at the exact release (no line: the config does not set them).
      "The default of testing.browserHeadless changes from true to 'shell' in 4.24.0; your config does not set it, so the new default applies. Where it is documented",
      'The default of sourceMap changes from false to true in 3.0.0; your config does not set it, so the new default applies. Where it is documented',
      'The default of dist.transformAliasedImportPathsInCollection changes from false to true in 4.0.0; your config does not set it, so the new default applies. Where it is documented',
      'The default of transformAliasedImportPaths changes from false to true in 4.0.0; your config does not set it, so the new default applies. Where it is documented',
      `Line 6: enableCacheStats is removed in 4.0.0: ${LATEST_VERSION.npmVersion} does not have it. Where it is documented`,
      `Line 8: extras.cssVarsShim is removed in 3.0.0: ${LATEST_VERSION.npmVersion} does not have it. Where it is documented`,
      `Line 9: extras.safari10 is removed in 3.0.0: ${LATEST_VERSION.npmVersion} does not have it. Where it is documented`,
      `Line 14: dist-custom-elements-bundle is removed in 3.2.1: ${LATEST_VERSION.npmVersion} does not have it. Where it is documented`,
      `Line 14: dist-custom-elements-bundle.dir is removed in 3.2.1: ${LATEST_VERSION.npmVersion} does not have it. Where it is documented`,
    ]);
    const links = await page.locator('li[data-finding="removed"] a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    assert.deepEqual(links, [
      '/docs/v2/config',
      '/docs/v2/config-extras',
      '/docs/v2/config-extras',
      '/docs/v2/output-targets',
      '/docs/v2/output-targets',
    ]);
    // The link to the plan from the version found.
    assert.equal(
      await page.getByRole('link', {name: `Show the plan from v2 to ${LATEST_VERSION.label}`}).getAttribute('href'),
      `${PLANNER}?from=v2&to=${LATEST_VERSION.name}`,
    );
    // The plan keeps the item about the output target the project uses and hides the one about a key it does not set.
    const summary = /Items from v2 to \S+ that apply: (\d+) of (\d+); (\d+) (?:is|are) hidden/.exec(text);
    assert.ok(summary, text);
    const [kept, total, hidden] = summary.slice(1, 4).map(Number);
    assert.ok(hidden > 0 && kept + hidden === total, summary[0]);
    // Folded in a closed disclosure: the text, not the rendered text.
    const planItems = await page.locator('[data-plan-items] li').allTextContents();
    assert.equal(planItems.length, kept);
    assert.ok(
      planItems.some((title) => title.includes('dist-custom-elements-bundle')),
      planItems.join(' | '),
    );
    assert.ok(!planItems.some((title) => title.includes('nodeResolve')), planItems.join(' | '));
    const wrappers = await page.locator('li[data-wrapper]').allInnerTexts();
    assert.deepEqual(wrappers.length, 1);
    assert.match(
      wrappers[0],
      /Angular: @stencil\/angular-output-target \^0\.4\.0\. Releases 0\.7\.1 to 1\.5\.0 .* Your range starts at 0\.4\.0, before 0\.7\.1\./,
    );
  });

  test('v3 project (pasted): misspelt keys with the nearest known key, process.env values not checked', async () => {
    const {page} = session;
    await openCheck(page);
    await page.locator('textarea[name="packageJson"]').fill(fixture('v3', 'package.json'));
    await page.locator('textarea[name="stencilConfig"]').fill(fixture('v3', 'stencil.config.ts'));
    await runCheck(page);
    assert.deepEqual(await listUnder(page, 'Config keys to look at'), [
      // The testing object is imported: whether it sets browserHeadless is not known.
      "The default of testing.browserHeadless changes from true to 'shell' in 4.24.0; part of your config was not read (testing, line 22), so whether it sets it is not known. Where it is documented",
      'The default of transformAliasedImportPaths changes from false to true in 4.0.0; your config does not set it, so the new default applies. Where it is documented',
      'Line 14: 3.2.0 knows no config key hashFileName; did you mean hashFileNames? Where it is documented',
      'Line 19: 3.2.0 knows no config key devServer.reloadStratergy; did you mean devServer.reloadStrategy? Where it is documented',
      'Line 25: 3.2.0 knows no option footr on the docs-readme output target; did you mean footer? Where it is documented',
    ]);
    const notChecked = await listUnder(page, 'Not checked');
    assert.deepEqual(notChecked, [
      'Line 15: minifyJs: its value is not checked: it reads process.env.NODE_ENV (through isProd)',
      'Line 16: sourceMap: its value is not checked: it reads process.env.SOURCE_MAPS',
      "Line 22: testing: its keys are not checked: it is sharedTesting, imported from './config/testing'",
    ]);
  });

  test('v4.33 project (dropped): the React and Angular wrappers with the releases that accept the target', async () => {
    const {page} = session;
    await openCheck(page);
    await dropFile(page, 'packageJson', 'package.json', fixture('v4.33', 'package.json'));
    await dropFile(page, 'stencilConfig', 'stencil.config.ts', fixture('v4.33', 'stencil.config.ts'));
    await dropFile(page, 'tsconfig', 'tsconfig.json', fixture('v4.33', 'tsconfig.json'));
    await page.locator('textarea[name="tsconfig"]').filter({hasText: 'experimentalDecorators'}).waitFor();
    await page.locator('textarea[name="stencilConfig"]').filter({hasText: 'reactOutputTarget'}).waitFor();
    const text = await runCheck(page);
    assert.doesNotMatch(text, /could not be read/, 'the tsconfig with comments parses');
    assert.deepEqual(await page.locator('li[data-wrapper]').allInnerTexts(), [
      'React: @stencil/react-output-target ^0.8.2. Releases 0.5.1 to 1.6.2 of @stencil/react-output-target state that they accept @stencil/core 4.38.0 (peerDependencies). React integration',
      'Angular: @stencil/angular-output-target ^0.10.0. Releases 0.7.1 to 1.5.0 of @stencil/angular-output-target state that they accept @stencil/core 4.38.0 (peerDependencies). Angular integration',
    ]);
    const targets = await page
      .locator('section[aria-labelledby="project-check-results"] h4:text-is("Output targets and framework wrappers") + ul > li')
      .allInnerTexts();
    assert.deepEqual(targets, [
      'Line 12: dist-custom-elements',
      'Line 16: reactOutputTarget() (@stencil/react-output-target)',
      'Line 19: angularOutputTarget() (@stencil/angular-output-target)',
    ]);
    assert.match(
      text,
      /Plan items for this project\n+Items from v4\.33 to v4\.38 that apply: 3 of 4; 1 is hidden as it concerns output targets or config keys this project does not use\./,
    );
  });

  test('a config that does not parse: the file, line and column, and the other files still checked', async () => {
    const {page} = session;
    await openCheck(page);
    await page.locator('textarea[name="packageJson"]').fill(fixture('v4.33', 'package.json'));
    await page.locator('textarea[name="stencilConfig"]').fill(fixture('broken', 'stencil.config.ts'));
    const text = await runCheck(page);
    assert.equal(
      await page.getByRole('alert').innerText(),
      'Files that could not be read\nstencil.config.ts does not parse at line 7, column 5: Unexpected token. The other files are still checked.',
    );
    assert.match(text, /@stencil\/core 4\.33\.1 is documented by v4\.33\./);
  });

  test('a 4.20.0 project checked against a release past the latest docs version (issue 40): the release is named and its default change found', async () => {
    const {page} = session;
    await openCheck(page);
    await page.locator('textarea[name="packageJson"]').fill(fixture('v4.20.0', 'package.json'));
    await page.locator('textarea[name="stencilConfig"]').fill(fixture('v4.20.0', 'stencil.config.ts'));
    const select = page.getByLabel('Release to check against');
    assert.equal(await select.inputValue(), LATEST_VERSION.npmVersion);
    const offered = await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    assert.ok(offered.includes('4.45.1'), offered.join(', '));
    await select.selectOption('4.45.1');
    await page.getByRole('button', {name: 'Check against @stencil/core 4.45.1'}).click();
    const heading = page.locator('#project-check-results');
    await heading.waitFor();
    assert.equal(await heading.innerText(), `Results for an upgrade to @stencil/core 4.45.1 (docs: ${LATEST_VERSION.label})`);
    const text = await page.locator('section[aria-labelledby="project-check-results"]').innerText();
    assert.match(text, /checked at 4\.20\.0 and at every release up to 4\.45\.1/);
    assert.match(text, /The default of sourceMap changes from true to 'dev' in 4\.40\.0/);
  });

  test('the chunk and its parser load when the section opens, never with a doc page; gzip size within 150 KB', async () => {
    const context = await session.browser.newContext({viewport: {width: 1280, height: 900}});
    try {
      const page = await context.newPage();
      const scripts: {url: string; body: Buffer}[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'script') scripts.push({url: response.url(), body: await response.body()});
      });
      await openHydrated(page, docUrl(versionByName('v4.33')!, 'config'));
      await page.waitForLoadState('networkidle');
      assert.deepEqual(
        scripts.filter((script) => CHECK_CHUNKS.test(new URL(script.url).pathname)).map((script) => script.url),
        [],
        'a doc page loads none of it',
      );
      await openHydrated(page, PLANNER);
      await page.waitForLoadState('networkidle');
      assert.equal(
        scripts.filter((script) => CHECK_CHUNKS.test(new URL(script.url).pathname)).length,
        0,
        'the planner page loads it only when opened',
      );
      const before = scripts.length;
      await page.getByText(`Check your package.json and stencil.config.ts against ${LATEST_VERSION.label}`).click();
      await page.getByRole('form', {name: 'Project files'}).waitFor();
      await page.waitForLoadState('networkidle');
      const loaded = scripts.slice(before);
      assert.ok(
        loaded.some((script) => /project-check\./.test(script.url)),
        loaded.map((script) => script.url).join(' '),
      );
      const gzip = loaded.reduce((sum, script) => sum + gzipSync(script.body, {level: 9}).length, 0);
      console.log(
        `project check chunks: ${loaded.map((script) => path.basename(new URL(script.url).pathname)).join(', ')}: ${(gzip / 1024).toFixed(1)} KB gzip`,
      );
      assert.ok(gzip <= 150 * 1024, `${gzip} bytes gzip`);
    } finally {
      await context.close();
    }
  });

  test('keyboard: open, fill, check and land on the results', async () => {
    const {page} = session;
    await openHydrated(page, PLANNER);
    await page.locator('#project-check-title + details > summary').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('form', {name: 'Project files'}).waitFor();
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'packageJson');
    await page.keyboard.insertText(fixture('v2', 'package.json'));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'stencilConfig');
    await page.keyboard.insertText(fixture('v2', 'stencil.config.ts'));
    await page.locator(`button:text-is("Check against ${LATEST_VERSION.label}")`).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'project-check-results');
  });

  test('reachable from the version menu of every version', async () => {
    const {page} = session;
    for (const name of ['v2', 'v3', 'v4.33', LATEST_VERSION.name]) {
      await openHydrated(page, docUrl(versionByName(name)!, 'config'));
      const entry = page.locator('.navbar .dropdown__menu a', {hasText: 'Plan an upgrade…'});
      const href = await entry.getAttribute('href');
      assert.ok(href?.startsWith(PLANNER), `${name}: ${href}`);
      await openHydrated(page, href!);
      await page.getByRole('heading', {name: 'Check my project', level: 2}).waitFor();
    }
  });

  for (const dark of [false, true]) {
    test(`axe-core finds no violation with results shown (${dark ? 'dark' : 'light'} mode), and it fits 390 px`, async () => {
      const context = await session.browser.newContext({viewport: {width: 390, height: 844}});
      try {
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), dark ? 'dark' : 'light');
        const page = await context.newPage();
        await openCheck(page);
        assert.equal(await page.locator('html').getAttribute('data-theme'), dark ? 'dark' : 'light');
        await page.locator('textarea[name="packageJson"]').fill(fixture('v3', 'package.json'));
        await page.locator('textarea[name="stencilConfig"]').fill(fixture('v3', 'stencil.config.ts'));
        await runCheck(page);
        assert.deepEqual(await axeViolations(page), []);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page scrolls ${overflow} px sideways at 390 px`);
      } finally {
        await context.close();
      }
    });
  }
});
