/**
 * The site chrome as a reader sees it (issue 2), in Chromium against the production build.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {openHydrated, siteUrl, useBrowserSession, watchContext} from './support/browser';
import {axeViolations} from './support/axe';
import {ALL_VERSIONS, BASE_URL, LATEST_VERSION, NEXT_VERSION, RELEASED_VERSIONS, docUrl, type DocsVersion} from '../src/versions/versions';
import {BLOG_URL, COMMUNITY_URL, ICON_LINKS, JAPANESE_SITE_URL, RESOURCES_URL, SOURCE_REPOSITORY_URL} from '../src/utils/siteLinks';

const session = useBrowserSession();

/** Scrolls like a reader with a wheel: several scroll events, not one jump. */
async function scrollInSteps(target: Page, deltaY: number, steps = 6): Promise<void> {
  await target.mouse.move(640, 450);
  for (let i = 0; i < steps; i += 1) {
    await target.mouse.wheel(0, deltaY / steps);
    await target.waitForTimeout(60);
  }
}

describe('versions', () => {
  for (const version of ALL_VERSIONS) {
    test(`${version.label}: the introduction opens and the version dropdown shows its label`, async () => {
      const response = await openHydrated(session.page, docUrl(version, 'introduction'));
      assert.equal(response?.status(), 200);
      await assert.doesNotReject(session.page.locator('article h1').first().waitFor(), 'the page has an h1');
      const dropdownLabel = session.page.locator('.navbar__items--right .dropdown > .navbar__link').last();
      assert.equal((await dropdownLabel.textContent())?.trim(), version.label);
    });
  }

  test('the version dropdown lists every version, Next first', async () => {
    await openHydrated(session.page, docUrl(LATEST_VERSION, 'introduction'));
    const items = await session.page.locator('.navbar__items--right .dropdown').last().locator('.dropdown__menu a').allTextContents();
    // Then the upgrade planner's entry (issue 21).
    assert.deepEqual(
      items.map((t) => t.trim()),
      [...ALL_VERSIONS.map((v) => v.label), 'Plan an upgrade…'],
    );
  });

  test('Next shows the unreleased banner and older versions the unmaintained one linking to the latest page', async () => {
    await openHydrated(session.page, docUrl(NEXT_VERSION, 'getting-started'));
    const nextBanner = await session.page.locator('.theme-doc-version-banner').innerText();
    assert.match(nextBanner, /unreleased/i);
    assert.ok(nextBanner.includes(`@stencil/core ${NEXT_VERSION.npmVersion}`), `Next's banner names its release: ${nextBanner}`);

    const oldest = RELEASED_VERSIONS.at(-1)!;
    await openHydrated(session.page, docUrl(oldest, 'getting-started'));
    const banner = session.page.locator('.theme-doc-version-banner');
    assert.match(await banner.innerText(), /no longer actively maintained/i);
    assert.equal(await banner.locator('a').getAttribute('href'), docUrl(LATEST_VERSION, 'getting-started'));

    await openHydrated(session.page, docUrl(LATEST_VERSION, 'getting-started'));
    assert.equal(await session.page.locator('.theme-doc-version-banner').count(), 0, 'the latest version has no banner');
  });

  test("moving to another version in the page (no reload), its banner and Docs item lead to the page's counterparts", async () => {
    // main.js carries no older version's doc list: it comes with the version's route data.
    const oldest = RELEASED_VERSIONS.at(-1)!;
    await openHydrated(session.page, docUrl(LATEST_VERSION, 'getting-started'));
    await session.page.evaluate(() => Object.assign(window, {beforeNavigation: true}));
    const dropdown = session.page.locator('.navbar__items--right .dropdown').last();
    await dropdown.hover();
    await dropdown.locator('.dropdown__menu a', {hasText: oldest.label}).click();
    await session.page.waitForURL(`**${docUrl(oldest, 'getting-started')}`);
    assert.equal(await session.page.evaluate(() => 'beforeNavigation' in window), true, 'the page was not reloaded');
    const banner = session.page.locator('.theme-doc-version-banner');
    assert.equal(await banner.locator('a').getAttribute('href'), docUrl(LATEST_VERSION, 'getting-started'));
    const docs = session.page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item', {hasText: 'Docs'});
    assert.equal(await docs.getAttribute('href'), docUrl(oldest, 'introduction'));
  });
});

describe('navbar', () => {
  test('items in spec order with the right targets', async () => {
    await openHydrated(session.page, '/docs/introduction');
    const left = session.page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item');
    const leftItems = await left.evaluateAll((links) =>
      links.map((a) => ({text: a.textContent?.trim(), href: a.getAttribute('href'), target: a.getAttribute('target')})),
    );
    assert.deepEqual(
      leftItems.map((i) => i.text),
      ['Docs', 'Resources', 'Community', 'Blog'],
    );
    assert.equal(leftItems[0].href, '/docs/introduction');
    assert.equal(leftItems[1].href, RESOURCES_URL);
    assert.notEqual(leftItems[1].target, '_blank', 'Resources opens in the same tab');
    assert.equal(leftItems[2].href, COMMUNITY_URL);
    assert.equal(leftItems[3].href, BLOG_URL);
    assert.equal(leftItems[3].target, '_blank');

    const right = session.page.locator('.navbar__items--right');
    const rightLabels = await right
      .locator(':scope > *')
      .evaluateAll((nodes) =>
        nodes.map((n) => n.getAttribute('aria-label') ?? n.querySelector('.navbar__link')?.textContent?.trim() ?? n.className),
      );
    const localeIndex = rightLabels.indexOf('English');
    assert.ok(localeIndex >= 0, `the locale dropdown is on the right: ${rightLabels.join(' | ')}`);
    assert.deepEqual(
      rightLabels.slice(localeIndex + 1, localeIndex + 4),
      ICON_LINKS.map((l) => l.label),
      'three icon links with accessible names follow the locale dropdown',
    );
    for (const link of ICON_LINKS) {
      const anchor = right.locator(`a[aria-label="${link.label}"]`);
      assert.equal(await anchor.getAttribute('href'), link.href);
      // The icon is drawn: the mask names the link's own image, which the site serves as SVG.
      const mask = await anchor.evaluate((node) => getComputedStyle(node, '::before').maskImage);
      const image = /url\("?([^")]+)"?\)/.exec(mask)?.[1];
      assert.ok(image?.endsWith(link.icon), `${link.label}: mask ${mask}`);
      const response = await session.page.request.get(image!);
      assert.equal(response.status(), 200);
      assert.match(response.headers()['content-type'] ?? '', /image\/svg\+xml/);
    }
    assert.equal(
      (await right.locator('.navbar__search, [class*="searchBox"], [role="search"], button[aria-label*="Search" i]').count()) > 0,
      true,
      'search sits on the right',
    );

    const japanese = right.locator(`a[href="${JAPANESE_SITE_URL}"]`);
    assert.equal((await japanese.textContent())?.trim(), '日本語');
    assert.equal(await japanese.getAttribute('target'), '_blank');
  });

  test('the Docs item points to the introduction of the version being read', async () => {
    const oldest = RELEASED_VERSIONS.at(-1)!;
    await openHydrated(session.page, docUrl(oldest, 'getting-started'));
    const docs = session.page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item', {hasText: 'Docs'});
    assert.equal(await docs.getAttribute('href'), docUrl(oldest, 'introduction'));
  });

  test('the logo is 96×20 and has a dark variant', async () => {
    await openHydrated(session.page, '/docs/introduction');
    const logo = session.page.locator('.navbar__logo img');
    assert.equal(await logo.getAttribute('width'), '96');
    assert.equal(await logo.getAttribute('height'), '20');
    assert.match((await logo.getAttribute('src'))!, /\/logo\.svg$/);
    await session.page.getByRole('button', {name: /dark and light mode/i}).click();
    await session.page.waitForFunction(() => document.querySelector('.navbar__logo img')?.getAttribute('src')?.endsWith('/logo-dark.svg'));
    await session.page.evaluate(() => localStorage.removeItem('theme'));
  });

  test('the navbar hides while scrolling down and comes back on scroll up', async () => {
    await openHydrated(session.page, docUrl(LATEST_VERSION, 'getting-started'));
    const navbar = session.page.locator('nav.navbar');
    await scrollInSteps(session.page, 1500);
    await session.page.waitForFunction(() => document.querySelector('nav.navbar')?.className.includes('navbarHidden'));
    await scrollInSteps(session.page, -300);
    await session.page.waitForFunction(() => !document.querySelector('nav.navbar')?.className.includes('navbarHidden'));
    assert.ok(await navbar.isVisible());
  });
});

describe('page chrome', () => {
  test('the announcement bar shows its content and has no close button', async () => {
    await openHydrated(session.page, '/docs/introduction');
    const bar = session.page.locator('.theme-announcement-bar');
    assert.match(await bar.innerText(), /v4\.38/);
    assert.equal(await bar.locator('button').count(), 0);
  });

  test('skip-to-content link, footer and back-to-top button', async () => {
    await openHydrated(session.page, docUrl(LATEST_VERSION, 'getting-started'));
    await session.page.keyboard.press('Tab');
    const focused = session.page.locator(':focus');
    assert.match((await focused.textContent()) ?? '', /skip to main content/i);
    const footer = session.page.locator('footer.footer');
    assert.ok(await footer.locator('.footer__logo').isVisible());
    assert.match(await footer.locator('.footer__copyright').innerText(), /Copyright ©/);
    assert.ok((await footer.locator('.footer__link-item').count()) >= 6);
    await scrollInSteps(session.page, 2000);
    await scrollInSteps(session.page, -300);
    await session.page.waitForSelector('button[aria-label="Scroll back to top"][class*="backToTopButtonShow"]');
  });

  test('the product dropdown opens with the keyboard and lists the forum and icon links', async () => {
    await openHydrated(session.page, '/docs/introduction');
    const trigger = session.page.getByRole('button', {name: 'Stencil product links'});
    assert.equal(await trigger.getAttribute('aria-expanded'), 'false');
    assert.equal(await trigger.locator('img').getAttribute('width'), '20');
    await trigger.focus();
    await session.page.keyboard.press('Enter');
    assert.equal(await trigger.getAttribute('aria-expanded'), 'true');
    const panel = session.page.locator(`#${(await trigger.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
    assert.ok(await panel.getByRole('link', {name: 'Community forum'}).isVisible());
    for (const link of ICON_LINKS) assert.ok(await panel.getByRole('link', {name: link.label}).isVisible());
    await session.page.keyboard.press('Escape');
    assert.equal(await trigger.getAttribute('aria-expanded'), 'false');
    assert.ok(await trigger.evaluate((el) => el === document.activeElement), 'focus returns to the button');
  });

  test('head: lang, dir, social card, no noindex in the default build', async () => {
    await openHydrated(session.page, '/docs/introduction');
    assert.equal(await session.page.locator('html').getAttribute('lang'), 'en');
    assert.equal(await session.page.locator('html').getAttribute('dir'), 'ltr');
    assert.equal(await session.page.locator('meta[name="twitter:card"]').getAttribute('content'), 'summary_large_image');
    assert.match((await session.page.locator('meta[property="og:image"]').getAttribute('content')) ?? '', /social-card\.png$/);
    assert.equal(await session.page.locator('meta[name="robots"][content*="noindex"]').count(), 0);
  });

  test('code blocks: view-on-repository link at the release tag, magic-comment lines, no run link', async () => {
    const oldest = RELEASED_VERSIONS.at(-1)!;
    const upgradeGuides: [DocsVersion, string][] = [
      [NEXT_VERSION, 'introduction/upgrading-to-stencil-four'],
      [LATEST_VERSION, 'introduction/upgrading-to-stencil-four'],
      [oldest, 'introduction/upgrading-to-stencil-three'],
    ];
    for (const [version, route] of upgradeGuides) {
      await openHydrated(session.page, docUrl(version, route));
      const source = session.page.locator(`a[href^="${SOURCE_REPOSITORY_URL}/blob/"]`);
      assert.equal(await source.count(), 1, `${version.label} shows a source link`);
      assert.equal(
        await source.getAttribute('href'),
        `${SOURCE_REPOSITORY_URL}/blob/${version.releaseTag}/src/declarations/stencil-public-compiler.ts`,
      );
      assert.equal(await session.page.getByRole('link', {name: /^(run|try it|open in)\b/i}).count(), 0, 'no run link');
    }
    // The upgrade guide marks the config lines to add with the `added-next-line` magic comment,
    // which must become a styled line and never show as a comment.
    await openHydrated(session.page, docUrl(LATEST_VERSION, 'introduction/upgrading-to-stencil-four'));
    assert.ok((await session.page.locator('pre .code-block-added-line').count()) >= 3);
    assert.equal(await session.page.locator('pre', {hasText: 'added-next-line'}).count(), 0);
  });
});

describe('prefetching', () => {
  test("the links in view prefetch their pages' chunks, each URL once, at URLs that exist", async () => {
    await openHydrated(session.page, docUrl(LATEST_VERSION, 'introduction'));
    await session.page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 0);
    // Every link in view has had its turn once the prefetches are done.
    await session.page.waitForLoadState('networkidle');
    const hrefs = await session.page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
    );
    assert.ok(
      hrefs.every((href) => /\/docs\/assets\/js\/[^/]+\.[0-9a-f]{8}\.js$/.test(href)),
      `hashed chunk URLs: ${hrefs.join(', ')}`,
    );
    // Links share most chunks (layout, theme): one prefetch element per URL, not per link.
    assert.equal(hrefs.length, new Set(hrefs).size, `duplicate prefetches: ${hrefs.length} for ${new Set(hrefs).size} URLs`);
    for (const href of hrefs) {
      const response = await session.page.request.get(href);
      assert.equal(response.status(), 200, href);
    }
  });
});

describe('route data', () => {
  test("main.js holds of each version only the docs the navbar links to; a page's section brings its own", async () => {
    const scripts: string[] = [];
    const listen = (request: {url(): string; resourceType(): string}) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    };
    session.page.on('request', listen);
    try {
      await openHydrated(session.page, docUrl(LATEST_VERSION, 'properties'));
    } finally {
      session.page.off('request', listen);
    }
    const text = async (pattern: RegExp) => {
      const url = scripts.find((src) => pattern.test(src));
      assert.ok(url, `${pattern} is loaded: ${scripts.join(', ')}`);
      return (await session.page.request.get(url)).text();
    };
    const main = await text(/\/main\.[0-9a-f]+\.js$/);
    const listed = (script: string, version: DocsVersion, route: string) => script.includes(`"path":"${docUrl(version, route)}"`);
    const oldest = RELEASED_VERSIONS.at(-1)!;
    for (const version of [LATEST_VERSION, oldest]) {
      assert.ok(listed(main, version, 'introduction'), `${version.label} lists the navbar's Docs page`);
      assert.ok(!listed(main, version, 'getting-started'), `${version.label} lists no other page`);
    }
    assert.ok(!main.includes(`"${docUrl(LATEST_VERSION, 'events')}"`), 'main.js has no route of the sections not shown');
    const section = await text(/\/route-data-docs-components\.[0-9a-f]+\.js$/);
    // The part's lists are minified object literals (unquoted keys): look for the path itself.
    assert.ok(section.includes(`"${docUrl(LATEST_VERSION, 'events')}"`), "the page's section lists its pages");
    assert.ok(!section.includes(`"${docUrl(LATEST_VERSION, 'getting-started')}"`), "and no other section's");

    // The sidebar's other categories come cut to their first link; opened, one loads its section.
    const testing = session.page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-item-category-level-1', {
      has: session.page.locator(':scope > div > a', {hasText: /^Testing$/}),
    });
    await testing.locator(':scope > div > a').click();
    await session.page.waitForFunction(
      (category) => (category?.querySelectorAll(':scope > ul > li').length ?? 0) > 1,
      await testing.elementHandle(),
    );
    assert.ok(await testing.locator(':scope > ul a[href="/docs/testing/jest"]').count(), 'the whole Testing category is there');
  });
});

describe('machine-readable index', () => {
  test('llms.txt (short) and llms-full.txt list the docs with links that resolve, and no blog', async () => {
    const short = await (await fetch(siteUrl('/docs/llms.txt'))).text();
    const full = await fetch(siteUrl('/docs/llms-full.txt'));
    assert.equal(full.status, 200);
    assert.ok((await full.text()).length > short.length * 10, 'the full form carries the pages themselves');
    assert.match(short, /^# Stencil/m);
    // The latest release's pages, then each version's own index (issue 29: llms.txt stays small).
    const links = Array.from(short.matchAll(/\]\((https:\/\/stenciljs\.com\/docs\/[^)]+\.md)\)/g), (m) => m[1]);
    assert.ok(links.length > 50, `lists the pages of the latest release (${links.length} links)`);
    assert.ok(links.some((l) => l.endsWith('/docs/introduction.md')) && short.includes('https://stenciljs.com/docs/llms/v2.txt'));
    const v2 = await (await fetch(siteUrl('/docs/llms/v2.txt'))).text();
    assert.ok(v2.includes('https://stenciljs.com/docs/v2/introduction.md'), "v2's own index lists its pages");
    for (const link of [links[0], links.at(-1)!]) {
      const local = await fetch(siteUrl(new URL(link).pathname));
      assert.equal(local.status, 200, `${link} is served by the site`);
    }
    assert.doesNotMatch(short, /\/blog\//);
  });
});

describe('colour mode', () => {
  test('light by default; the toggle writes `theme` and a second tab follows', async () => {
    const fresh = await session.browser.newContext({colorScheme: 'dark'});
    await watchContext(fresh, session.problems);
    try {
      const first = await fresh.newPage();
      await openHydrated(first, '/docs/introduction');
      assert.equal(await first.locator('html').getAttribute('data-theme'), 'light', 'the system preference is not followed');
      const second = await fresh.newPage();
      await openHydrated(second, '/docs/getting-started');
      await first.getByRole('button', {name: /dark and light mode/i}).click();
      await first.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      assert.equal(await first.evaluate(() => localStorage.getItem('theme')), 'dark');
      await second.waitForFunction(() => document.documentElement.dataset.theme === 'dark', undefined, {timeout: 5000});
    } finally {
      await fresh.close();
    }
  });
});

describe('mobile', () => {
  test('at 400 px the navbar sidebar opens, and closes when the window grows past 996 px', async () => {
    const mobile = await session.context.newPage();
    try {
      await mobile.setViewportSize({width: 400, height: 800});
      await openHydrated(mobile, '/docs/introduction');
      await mobile.getByRole('button', {name: /toggle navigation bar/i}).click();
      const sidebar = mobile.locator('.navbar-sidebar');
      await sidebar.waitFor({state: 'visible'});
      assert.ok(await mobile.locator('.navbar-sidebar--show').count(), 'the mobile sidebar is shown');
      await mobile.setViewportSize({width: 1100, height: 800});
      await mobile.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
    } finally {
      await mobile.close();
    }
  });
});

describe('not found', () => {
  test('an unknown path shows the 404 page with status 404', async () => {
    // Its own context: Chromium logs the 404 response itself as a console error.
    const lost = await session.browser.newContext();
    try {
      const lostPage = await lost.newPage();
      const response = await lostPage.goto(siteUrl('/docs/this-page-does-not-exist'));
      assert.equal(response?.status(), 404);
      await lostPage.waitForSelector('html[data-has-hydrated="true"]');
      assert.match(await lostPage.locator('main h1').innerText(), /page not found/i);
    } finally {
      await lost.close();
    }
  });
});

describe('accessibility', () => {
  // The landing page, the introduction (site chrome) and the lifecycle page (our diagram component).
  const checkedPages = [BASE_URL, docUrl(LATEST_VERSION, 'introduction'), docUrl(NEXT_VERSION, 'component-lifecycle')];
  for (const mode of ['light', 'dark'] as const) {
    test(`axe-core finds no violation in ${mode} mode on ${checkedPages.join(' and ')}`, async () => {
      const themed = await session.browser.newContext();
      await watchContext(themed, session.problems);
      try {
        await themed.addInitScript((theme) => {
          if (location.protocol.startsWith('http')) localStorage.setItem('theme', theme);
        }, mode);
        const themedPage = await themed.newPage();
        for (const pathname of checkedPages) {
          await openHydrated(themedPage, pathname);
          assert.equal(await themedPage.locator('html').getAttribute('data-theme'), mode);
          assert.deepEqual(await axeViolations(themedPage), [], pathname);
        }
      } finally {
        await themed.close();
      }
    });
  }
});
