/**
 * What theme-classic's first-paint script reads from storage and the address, made safe before
 * the first paint (issue 31). Its inline script (`injectHtmlTags`, inlineScripts.js) copies the
 * colour mode from `?docusaurus-theme=`, the `theme` storage key (or `?docusaurus-data-theme=`)
 * into `data-theme` and `data-theme-choice` as they are, and hides the announcement bar when
 * `docusaurus.announcement.dismiss` is `true`:
 *
 * - a colour mode other than `light` or `dark` (a corrupted key, `?docusaurus-theme=purple`)
 *   matched none of the theme's CSS: no navbar logo, no toggle icon, on every page. This script
 *   puts back what a valid choice gives (the query's, else the stored one, else the default)
 *   and drops an invalid stored value. React's ColorModeProvider already reads any invalid
 *   value as `light` and only ever writes `light` or `dark`, so it agrees after hydration.
 * - SPEC §4: the announcement bar cannot be closed, yet a stored dismissal (from a release whose
 *   bar was closeable, or typed by hand) hid it for good. With `isCloseable: false` the
 *   dismissal is dropped before the theme's provider reads it, and the attribute is reset.
 *
 * Our plugins come after the preset's, so this `preBodyTags` script runs right after the
 * theme's and before any of the body is parsed (UPGRADING.md; tests/firstPaint.test.ts). The
 * production CSP allows it by hash like the theme's (src/plugins/servingRules).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

interface GuardedThemeConfig {
  colorMode?: {defaultMode?: 'light' | 'dark'; respectPrefersColorScheme?: boolean; disableSwitch?: boolean};
  announcementBar?: {isCloseable?: boolean};
}

/** The theme's keys (theme-common's colorMode.js and announcementBar.js, theme-classic's inlineScripts.js). */
export const COLOR_MODE_QUERY = 'docusaurus-theme';
export const COLOR_MODE_KEY = 'theme';
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/** The inline script for a site's storage and theme config (plain ES5: it runs before anything). */
export function firstPaintGuardScript(siteStorage: LoadContext['siteStorage'], themeConfig: GuardedThemeConfig): string {
  const {defaultMode = 'light', respectPrefersColorScheme = false} = themeConfig.colorMode ?? {};
  const storage = JSON.stringify(siteStorage.type);
  const key = (name: string) => JSON.stringify(`${name}${siteStorage.namespace}`);
  const parts = [
    `var root = document.documentElement, storage, valid = {light: 1, dark: 1};`,
    `try { storage = window[${storage}]; } catch (e) {}`,
    `function stored(key) { try { return storage ? storage.getItem(key) : null; } catch (e) { return null; } }`,
    `function drop(key) { try { storage.removeItem(key); } catch (e) {} }`,
    `var query = null;`,
    `try { query = new URLSearchParams(location.search).get(${JSON.stringify(COLOR_MODE_QUERY)}); } catch (e) {}`,
    `var mode = stored(${key(COLOR_MODE_KEY)});`,
    `if (mode !== null && !valid[mode]) { drop(${key(COLOR_MODE_KEY)}); mode = null; }`,
    `var shownChoice = root.getAttribute('data-theme-choice');`,
    `if (!valid[root.getAttribute('data-theme')] || (!valid[shownChoice] && shownChoice !== 'system')) {`,
    `  var choice = valid[query] ? query : mode;`,
    `  root.setAttribute('data-theme', choice || ${respectPrefersColorScheme ? `(matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')` : JSON.stringify(defaultMode)});`,
    `  root.setAttribute('data-theme-choice', choice || ${JSON.stringify(respectPrefersColorScheme ? 'system' : defaultMode)});`,
    `}`,
  ];
  if (themeConfig.announcementBar && themeConfig.announcementBar.isCloseable === false) {
    parts.push(
      `drop(${key(ANNOUNCEMENT_DISMISS_KEY)});`,
      `root.setAttribute(${JSON.stringify(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)}, 'false');`,
    );
  }
  return `(function () {\n${parts.join('\n')}\n})();`;
}

export default function firstPaintGuardPlugin(context: LoadContext): Plugin {
  const script = firstPaintGuardScript(context.siteStorage, context.siteConfig.themeConfig as GuardedThemeConfig);
  return {
    name: 'first-paint-guard',
    injectHtmlTags: () => ({preBodyTags: [{tagName: 'script', innerHTML: script}]}),
  };
}
