/**
 * The playground (issue 39, src/playground) in Chromium against the production build, every
 * request off the site blocked (useBrowserSession): a component compiled by the docs version's
 * own release and run in the preview, in Next and in the latest 4.x; a compile error whose
 * message links to its entry on the version's messages pages; a share link that brings the same
 * code back; the downloaded project's files; a crafted link whose code tries the site's storage
 * and the network and gets neither; nothing of the playground on another page's first load; axe
 * in both colour modes, the keyboard, and 390 px with the preview under the editors.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {strFromU8, unzipSync} from 'fflate';
import type {Page} from 'playwright-core';
import {openHydrated, useBrowserSession, watchContext} from './support/browser';
import {axeViolations} from './support/axe';
import {LATEST_VERSION, NEXT_VERSION, docUrl, versionByName, type DocsVersion} from '../src/versions/versions';
import {MESSAGES_AREAS} from '../src/diagnostics/pages';
import {PLAYGROUND_LINK_TEXT} from '../src/markdown/playgroundLinks';
import {shareHash, type PlaygroundSource} from '../src/playground/share';

// The crafted link's own attempts, refused by the preview's policy, are the only errors allowed.
const session = useBrowserSession({allowConsoleErrors: /Content Security Policy|connect-src|Failed to fetch|storage: blocked/});

const playgroundUrl = (version: DocsVersion, hash = '') => `${docUrl(version, 'playground')}${hash}`;
const previewFrame = (page: Page) => page.frameLocator('iframe[title^="Preview, run by"]').first();

async function openPlayground(page: Page, version: DocsVersion, hash = ''): Promise<void> {
  // A fresh document each time (a new fragment alone would not reload the page).
  await page.goto('about:blank');
  await openHydrated(page, playgroundUrl(version, hash));
  await page.getByTestId('compiled-by').waitFor();
}

async function waitForCompiled(page: Page): Promise<void> {
  await page
    .getByRole('status')
    .filter({hasText: /^Compiled in \d+ ms\.$|compiler stopped/})
    .waitFor({timeout: 60_000});
}

const consolePane = (page: Page) => page.locator('h2:text-is("Console") + *');

const SMALL: PlaygroundSource = {
  tsx: `import {Component, Prop, State, h} from '@stencil/core';

@Component({tag: 'hello-there', styleUrl: 'hello-there.css', scoped: true})
export class HelloThere {
  @Prop() who = 'nobody';
  @State() clicks = 0;
  render() {
    return <p onClick={() => { this.clicks++; console.log('clicked', this.clicks); }}>Hello {this.who}, {this.clicks}</p>;
  }
}
`,
  css: 'p { color: rgb(0, 0, 128); }\n',
  html: '<hello-there who="reader"></hello-there>\n',
};

describe('playground', () => {
  for (const version of [NEXT_VERSION, LATEST_VERSION]) {
    test(`${version.label}: the starter compiles with its own release and runs in the preview`, async () => {
      const {page} = session;
      await openPlayground(page, version);
      const compiledBy = await page.getByTestId('compiled-by').innerText();
      assert.match(compiledBy, new RegExp(`@stencil/core ${version.npmVersion.replace(/\./g, '\\.')}\\b`));
      await waitForCompiled(page);
      const button = previewFrame(page).locator('click-counter button');
      await button.waitFor();
      assert.match(await button.innerText(), /Clicks\s*0/);
      await button.click();
      await previewFrame(page).locator('click-counter button:has-text("1")').waitFor();
      // The slot, the functional component and the shadow style all reached the page.
      assert.equal(await previewFrame(page).locator('click-counter span[slot="icon"]').count(), 1);
      assert.equal(await previewFrame(page).locator('click-counter .badge').innerText(), '1');
      assert.equal(
        await previewFrame(page)
          .locator('click-counter button')
          .evaluate((element) => getComputedStyle(element).borderTopColor),
        'rgb(29, 78, 216)',
      );
      await consolePane(page).getByText('count is now 1').waitFor();
      assert.match(await page.locator('pre[aria-label="Compiled output"]').textContent().then(String), /defineCustomElement/);
    });
  }

  test('the preview reports its DOM while it is out of view (a reader still at the top of the page)', async () => {
    const {page} = session;
    await page.setViewportSize({width: 1280, height: 400});
    try {
      await openPlayground(page, LATEST_VERSION);
      await waitForCompiled(page);
      const frameBox = await page.locator('iframe[title^="Preview, run by"]').boundingBox();
      assert.ok(frameBox && frameBox.y > 400, `the preview is below the fold (${JSON.stringify(frameBox)})`);
      // Chromium runs no animation frames in a cross-origin frame out of view: the report may not wait for one.
      await page.waitForFunction(() => performance.getEntriesByName('playground:preview').length > 0, undefined, {timeout: 30_000});
      assert.match(await page.locator('pre[aria-label="Rendered DOM"]').textContent().then(String), /<click-counter/);
    } finally {
      await page.setViewportSize({width: 1280, height: 900});
    }
  });

  test('a compile error shows its line and links to its entry on the messages pages', async () => {
    const {page} = session;
    const broken: PlaygroundSource = {...SMALL, tsx: SMALL.tsx.replace('@Prop() who', '@Prop() private who')};
    await openPlayground(page, LATEST_VERSION, shareHash(broken));
    await waitForCompiled(page);
    const message = page.locator('h2:text-is("Messages") + ul > li').first();
    await message.waitFor();
    const text = await message.innerText();
    assert.match(text, /^Error line 5: Properties decorated with the @Prop\(\) decorator cannot be/);
    const link = message.getByRole('link', {name: 'What this message means'});
    const href = await link.getAttribute('href');
    assert.ok(href?.startsWith(docUrl(LATEST_VERSION, 'diagnostics/')), href ?? 'no link');
    await link.click();
    await page.waitForURL((url) => url.pathname.startsWith(docUrl(LATEST_VERSION, 'diagnostics/')));
    const anchor = new URL(page.url()).hash.slice(1);
    assert.ok(anchor, 'the link names an entry');
    assert.equal(await page.locator(`[id="${anchor}"]`).count(), 1, `the messages page has the entry #${anchor}`);
  });

  // The latest and a version of another major, whose playground runs another release.
  for (const version of [LATEST_VERSION, versionByName('v3')!]) {
    test(`${version.label}: a messages-page example opens in that version's playground with its code`, async () => {
      const {page} = session;
      await openHydrated(page, docUrl(version, MESSAGES_AREAS.components.route));
      const links = page.getByRole('link', {name: PLAYGROUND_LINK_TEXT, exact: true});
      assert.ok((await links.count()) > 5, 'the component examples have a link each');
      // The example is the code block just above its link.
      const link = links.nth(1);
      const example = await link.evaluate((element) => {
        const block = element.closest('p')?.previousElementSibling;
        return block?.querySelector('code')?.textContent ?? '';
      });
      assert.match(example, /@Component\(/);
      await link.click();
      await page.waitForURL((url) => url.pathname === docUrl(version, 'playground'));
      await page.getByTestId('compiled-by').waitFor();
      assert.match(
        await page.getByTestId('compiled-by').innerText(),
        new RegExp(`@stencil/core ${version.npmVersion.replace(/\./g, '\\.')}\\b`),
      );
      // Compared without white space: the page's code block and the editor break lines their own ways.
      const editor = await page.getByRole('textbox', {name: /^Component source/}).innerText();
      assert.equal(editor.replace(/\s+/g, ''), example.replace(/\s+/g, ''));
      await waitForCompiled(page);
    });
  }

  test('a share link brings the same code back', async () => {
    const {page} = session;
    await openPlayground(page, LATEST_VERSION, shareHash(SMALL));
    await waitForCompiled(page);
    await previewFrame(page).locator('hello-there p').waitFor();
    assert.equal(await previewFrame(page).locator('hello-there p').innerText(), 'Hello reader, 0');
    // An edit, then the link.
    const usage = page.getByRole('textbox', {name: 'Usage, the HTML of the preview'});
    await usage.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText('<hello-there who="a second reader"></hello-there>');
    await previewFrame(page).locator('hello-there p:has-text("a second reader")').waitFor();
    await page.getByRole('button', {name: 'Copy share link'}).click();
    const link = await page.getByRole('textbox', {name: 'Share link'}).inputValue();
    assert.ok(link.startsWith(new URL(playgroundUrl(LATEST_VERSION), page.url()).toString() + '#code='), link);
    const other = await session.context.newPage();
    try {
      await openHydrated(other, new URL(link).pathname + new URL(link).hash);
      await waitForCompiled(other);
      await previewFrame(other).locator('hello-there p').waitFor();
      assert.equal(await previewFrame(other).locator('hello-there p').innerText(), 'Hello a second reader, 0');
      assert.match(await other.getByRole('textbox', {name: /^Component source/}).innerText(), /@Prop\(\) who = 'nobody';/);
    } finally {
      await other.close();
    }
  });

  test('Download project gives a project pinned to the exact release', async () => {
    const {page} = session;
    await openPlayground(page, LATEST_VERSION, shareHash(SMALL));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', {name: 'Download project'}).click()]);
    assert.equal(download.suggestedFilename(), `hello-there-stencil-${LATEST_VERSION.npmVersion}.zip`);
    // Read through a stream: the build tier shares one browser over a connection, where `path()` is not available.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    assert.deepEqual(Object.keys(files).sort(), [
      'README.md',
      'package.json',
      'src/components/hello-there/hello-there.css',
      'src/components/hello-there/hello-there.spec.tsx',
      'src/components/hello-there/hello-there.tsx',
      'src/index.html',
      'stencil.config.ts',
      'tsconfig.json',
    ]);
    const manifest = JSON.parse(strFromU8(files['package.json'])) as {
      scripts: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    assert.equal(manifest.devDependencies['@stencil/core'], LATEST_VERSION.npmVersion);
    assert.ok(manifest.devDependencies.jest, 'the test tooling of the release');
    assert.equal(manifest.scripts.start, 'stencil build --dev --watch --serve');
    assert.equal(strFromU8(files['src/components/hello-there/hello-there.tsx']), SMALL.tsx);
    assert.match(strFromU8(files['src/components/hello-there/hello-there.spec.tsx']), /newSpecPage\(\{components: \[HelloThere\]/);
    assert.match(strFromU8(files['src/index.html']), /<hello-there who="reader"><\/hello-there>/);
  });

  test("a crafted link's code cannot read the site's storage or reach the network", async () => {
    const {page} = session;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await openHydrated(page, docUrl(LATEST_VERSION, 'introduction'));
    await page.evaluate(() => localStorage.setItem('playground-test-secret', 'site data'));
    const crafted: PlaygroundSource = {
      ...SMALL,
      tsx: `${SMALL.tsx}
try {
  console.log('storage: read ' + window.localStorage.getItem('playground-test-secret'));
} catch (error) {
  console.log('storage: blocked');
}
try {
  console.log('cookie: ' + JSON.stringify(document.cookie));
} catch (error) {
  console.log('cookie: blocked');
}
fetch('/docs/?stolen=1').then(
  () => console.log('network: reached'),
  () => console.log('network: blocked'),
);
`,
    };
    await openPlayground(page, LATEST_VERSION, shareHash(crafted));
    await waitForCompiled(page);
    await consolePane(page).getByText('network: blocked').waitFor();
    const logged = await consolePane(page).innerText();
    assert.match(logged, /storage: blocked/);
    assert.match(logged, /cookie: blocked/);
    assert.doesNotMatch(logged, /site data|network: reached/);
    assert.ok(!requested.some((url) => url.includes('stolen=1')), 'the fetch left the frame');
    assert.equal(await page.evaluate(() => localStorage.getItem('playground-test-secret')), 'site data');
  });

  test('a doc page loads nothing of the playground', async () => {
    const context = await session.browser.newContext();
    try {
      await watchContext(context, session.problems);
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await openHydrated(page, docUrl(LATEST_VERSION, 'introduction'));
      await page.waitForLoadState('networkidle');
      const playgroundFiles = requested.filter((url) => /playground|codemirror|fflate|lezer/i.test(url));
      assert.deepEqual(playgroundFiles, []);
    } finally {
      await context.close();
    }
  });

  test('the keyboard moves through the editors and the panes', async () => {
    const {page} = session;
    await openPlayground(page, LATEST_VERSION, shareHash(SMALL));
    await waitForCompiled(page);
    await page.getByRole('button', {name: 'Download project'}).focus();
    const focusedLabels: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      focusedLabels.push(
        await page.evaluate(() => {
          const element = document.activeElement;
          return element?.getAttribute('aria-label') ?? element?.textContent?.trim().slice(0, 40) ?? '';
        }),
      );
    }
    assert.ok(focusedLabels.includes('Component source, hello-there.tsx'), focusedLabels.join(' | '));
    assert.ok(focusedLabels.includes('Styles, hello-there.css'), focusedLabels.join(' | '));
    // Typing in an editor recompiles; Tab then leaves it.
    const component = page.getByRole('textbox', {name: 'Component source, hello-there.tsx'});
    await component.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n// edited');
    await page.keyboard.press('Tab');
    assert.notEqual(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Component source, hello-there.tsx');
  });

  for (const dark of [false, true]) {
    test(`axe finds no violation (${dark ? 'dark' : 'light'} mode); at 390 px the preview is under the editors`, async () => {
      for (const viewport of [
        {width: 1280, height: 900},
        {width: 390, height: 844},
      ]) {
        const context = await session.browser.newContext({viewport});
        try {
          await watchContext(context, session.problems);
          // Init scripts also run in about:blank and in the sandboxed preview, which have no storage.
          await context.addInitScript(
            (theme) => {
              if (window === window.top && location.protocol !== 'about:') localStorage.setItem('theme', theme);
            },
            dark ? 'dark' : 'light',
          );
          const page = await context.newPage();
          await openPlayground(page, LATEST_VERSION, shareHash({...SMALL, tsx: SMALL.tsx.replace('@Prop() who', '@Prop() private who')}));
          await waitForCompiled(page);
          await page.locator('h2:text-is("Messages") + ul > li').first().waitFor();
          assert.equal(await page.locator('html').getAttribute('data-theme'), dark ? 'dark' : 'light');
          assert.deepEqual(await axeViolations(page), [], `${viewport.width} px`);
          if (viewport.width === 390) {
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            assert.ok(overflow <= 0, `the page scrolls ${overflow} px sideways at 390 px`);
            const editor = await page.getByRole('textbox', {name: /^Usage/}).boundingBox();
            const preview = await page.locator('h2:text-is("Preview")').boundingBox();
            assert.ok(editor && preview && preview.y > editor.y, 'the preview comes after the editors');
          }
        } finally {
          await context.close();
        }
      }
    });
  }
});
