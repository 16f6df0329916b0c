/**
 * What the first paint shows when storage or the address holds a state the site cannot show
 * (issue 31; src/plugins/client/firstPaintGuard), in Chromium through deploy/nginx.conf, so
 * under the production CSP (the guard is an inline script, allowed by its hash):
 *
 * - a colour mode other than `light` or `dark` (a corrupted `theme` key, `?docusaurus-theme=purple`)
 *   is ignored before the first paint: the page paints light, the navbar logo and the toggle's
 *   icon show, React agrees after hydration (no mismatch, the toggle works) and the bad stored
 *   value is gone;
 * - a stored dismissal does not hide the announcement bar, which cannot be closed (SPEC §4):
 *   not at the first paint, not after hydration, not after a client-side navigation.
 *
 * "At the first paint": an init script records the attributes in every animation frame until
 * the page has loaded (frame callbacks run right before the browser paints) and at
 * DOMContentLoaded.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, Locator, Page} from 'playwright-core';
import {openHydrated, setDarkMode, useBrowserSession, watchContext} from './support/browser';
import {useNginx} from './support/nginx';
import {LATEST_VERSION, docUrl} from '../src/versions/versions';
import {
  ANNOUNCEMENT_DISMISS_KEY,
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  COLOR_MODE_KEY,
  COLOR_MODE_QUERY,
} from '../src/plugins/client/firstPaintGuard';

// Registered first: nginx stops even when the browser session's teardown fails.
const nginx = useNginx();
const session = useBrowserSession();

const PAGE = docUrl(LATEST_VERSION, 'component');
const NEXT_PAGE = docUrl(LATEST_VERSION, 'events');
/** The bar's id in docusaurus.config.ts: a dismissal counts only for the id it was stored with. */
const ANNOUNCEMENT_ID = `latest-release-${LATEST_VERSION.name}`;

interface Frame {
  theme: string | null;
  choice: string | null;
  navbar: boolean;
  /** The bar's computed `display`, null before it is parsed. */
  bar: string | null;
}

declare global {
  interface Window {
    firstPaintFrames: Frame[];
    atDomContentLoaded: Frame;
    reportCspViolation: (text: string) => void;
  }
}

/**
 * Runs in the page before any of its scripts: records what each frame would paint with. A string,
 * not a function: the test runner's transform adds helpers to functions that the page lacks.
 */
const RECORD_FRAMES = `(() => {
  const snapshot = () => {
    const root = document.documentElement;
    const bar = document.querySelector('.theme-announcement-bar');
    return {
      theme: root.getAttribute('data-theme'),
      choice: root.getAttribute('data-theme-choice'),
      navbar: document.querySelector('.navbar') !== null,
      bar: bar ? getComputedStyle(bar).display + ' ' + root.getAttribute(${JSON.stringify(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)}) : null,
    };
  };
  window.firstPaintFrames = [];
  const frame = () => {
    window.firstPaintFrames.push(snapshot());
    if (document.readyState !== 'complete') requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener('DOMContentLoaded', () => (window.atDomContentLoaded = snapshot()));
  document.addEventListener('securitypolicyviolation', (event) => window.reportCspViolation(event.violatedDirective + ' ' + event.blockedURI));
})();`;

const cspViolations: string[] = [];

/** A watched context whose storage holds `stored` before each page of it runs. */
async function contextWith(stored: Record<string, string>): Promise<{context: BrowserContext; page: Page}> {
  const context = await session.browser.newContext({viewport: {width: 1280, height: 900}});
  await watchContext(context, session.problems);
  await context.exposeFunction('reportCspViolation', (text: string) => cspViolations.push(text));
  // Only before the first page: later loads must find what that page left in storage.
  await context.addInitScript(`(() => {
    if (location.origin === 'null' || sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(${JSON.stringify(stored)})) localStorage.setItem(key, value);
  })();`);
  await context.addInitScript(RECORD_FRAMES);
  return {context, page: await context.newPage()};
}

const framesOf = (page: Page) => page.evaluate(() => ({frames: window.firstPaintFrames, loaded: window.atDomContentLoaded}));
/** The toggle's icons laid out (the theme hides the other two with `display: none`). */
const shownIcons = (toggle: Locator) =>
  toggle.locator('svg').evaluateAll((icons) => icons.filter((icon) => icon.getBoundingClientRect().width > 0).length);
const visibleCount = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.filter((element) => (element as HTMLElement).offsetParent !== null).length);

describe('a colour mode the site does not have', () => {
  const cases: {name: string; stored: Record<string, string>; search: string}[] = [
    {name: `a stored ${COLOR_MODE_KEY}=purple`, stored: {[COLOR_MODE_KEY]: 'purple'}, search: ''},
    {name: `?${COLOR_MODE_QUERY}=purple`, stored: {}, search: `?${COLOR_MODE_QUERY}=purple`},
  ];
  for (const {name, stored, search} of cases) {
    test(`${name}: light from the first paint, logo and toggle icon shown, React agrees`, async () => {
      const {context, page} = await contextWith(stored);
      try {
        await openHydrated(page, `${PAGE}${search}`, nginx.origin);
        const {frames, loaded} = await framesOf(page);
        assert.deepEqual([loaded.theme, loaded.choice], ['light', 'light'], 'at DOMContentLoaded');
        const painted = frames.filter((frame) => frame.navbar);
        assert.ok(painted.length > 0, `a frame with the navbar was recorded (${frames.length} frames)`);
        assert.deepEqual(
          [...new Set(painted.map((frame) => `${frame.theme}/${frame.choice}`))],
          ['light/light'],
          'every frame with the navbar',
        );

        assert.equal(await visibleCount(page, '.navbar__logo img'), 1, 'the navbar logo shows');
        const toggle = page.getByRole('button', {name: /dark and light mode/i});
        assert.equal(await shownIcons(toggle), 1, "the toggle's icon shows");
        assert.equal(await page.evaluate((key) => localStorage.getItem(key), COLOR_MODE_KEY), null, 'no bad value stored');

        await setDarkMode(page, true);
        assert.equal(await page.evaluate((key) => localStorage.getItem(key), COLOR_MODE_KEY), 'dark', 'the toggle stores its choice');
        assert.equal(await shownIcons(toggle), 1, "the toggle's icon shows in dark mode");
        await setDarkMode(page, false);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the announcement bar, which cannot be closed (SPEC §4)', () => {
  test('a stored dismissal for the current id: shown from the first paint, after hydration and after a navigation', async () => {
    const {context, page} = await contextWith({[ANNOUNCEMENT_DISMISS_KEY]: 'true', 'docusaurus.announcement.id': ANNOUNCEMENT_ID});
    try {
      await openHydrated(page, PAGE, nginx.origin);
      const {frames, loaded} = await framesOf(page);
      assert.match(loaded.bar ?? 'absent', /^(?!none)\S+ false$/, 'at DOMContentLoaded: displayed, not marked dismissed');
      const withBar = frames.filter((frame) => frame.bar !== null);
      assert.ok(withBar.length > 0, 'a frame with the bar was recorded');
      assert.deepEqual(
        withBar.filter((frame) => frame.bar!.startsWith('none')),
        [],
        'no frame hid the bar',
      );

      const bar = page.locator('.theme-announcement-bar');
      // React reads storage right after hydration; give its effects a frame to run.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      assert.ok(await bar.isVisible(), 'after hydration');
      assert.notEqual(await page.evaluate((key) => localStorage.getItem(key), ANNOUNCEMENT_DISMISS_KEY), 'true');

      await page.locator(`.theme-doc-sidebar-container a[href="${NEXT_PAGE}"]`).click();
      await page.waitForURL((url) => url.pathname === NEXT_PAGE);
      await page.locator('article h1').waitFor();
      assert.ok(await bar.isVisible(), 'after a client-side navigation');
    } finally {
      await context.close();
    }
  });
});

test('no CSP violation', () => {
  assert.deepEqual(cspViolations, []);
});
