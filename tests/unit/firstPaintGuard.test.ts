/**
 * src/plugins/client/firstPaintGuard: theme-classic's own first-paint script (from node_modules,
 * with this site's settings), then ours, run on a stand-in `document`, storage and address.
 * What the page paints with is the pair of attributes they leave; tests/firstPaint.test.ts
 * checks the same in Chromium on the built pages. Also the contract our script relies on: the
 * theme's script still writes `data-theme`, `data-theme-choice` and the dismissal attribute from
 * the keys named here.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import vm from 'node:vm';
import {
  ANNOUNCEMENT_DISMISS_KEY,
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  COLOR_MODE_KEY,
  COLOR_MODE_QUERY,
  firstPaintGuardScript,
} from '../../src/plugins/client/firstPaintGuard';

const require = createRequire(import.meta.url);
const {getThemeInlineScript, getAnnouncementBarInlineScript} = require('@docusaurus/theme-classic/lib/inlineScripts.js') as {
  getThemeInlineScript: (options: object) => string;
  getAnnouncementBarInlineScript: (options: object) => string;
};

const siteStorage = {type: 'localStorage' as const, namespace: ''};
const colorMode = {defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: false};
const themeConfig = {colorMode, announcementBar: {isCloseable: false}};

interface Outcome {
  attributes: Record<string, string>;
  storage: Record<string, string>;
}

/** Runs the theme's script then (unless `guarded` is false) ours, as the built page does. */
function firstPaint(stored: Record<string, string>, search = '', guarded = true, config = themeConfig): Outcome {
  const attributes: Record<string, string> = {};
  const storage = {...stored};
  const localStorage = {
    getItem: (key: string) => (key in storage ? storage[key] : null),
    setItem: (key: string, value: string) => void (storage[key] = String(value)),
    removeItem: (key: string) => void delete storage[key],
  };
  const window = {localStorage, location: {search}, matchMedia: () => ({matches: false})};
  const sandbox = {
    window,
    localStorage,
    location: window.location,
    URLSearchParams,
    matchMedia: window.matchMedia,
    document: {
      documentElement: {
        setAttribute: (name: string, value: unknown) => void (attributes[name] = String(value)),
        getAttribute: (name: string) => attributes[name] ?? null,
      },
    },
  };
  const context = vm.createContext(sandbox);
  vm.runInContext(getThemeInlineScript({colorMode, siteStorage}), context);
  vm.runInContext(getAnnouncementBarInlineScript({siteStorage}), context);
  if (guarded) vm.runInContext(firstPaintGuardScript(siteStorage, config), context);
  return {attributes, storage};
}

const theme = ({attributes}: Outcome) => [attributes['data-theme'], attributes['data-theme-choice']];

test("the theme's script copies an invalid colour mode as it is: what the guard is for", () => {
  assert.deepEqual(theme(firstPaint({[COLOR_MODE_KEY]: 'purple'}, '', false)), ['purple', 'purple']);
  assert.deepEqual(theme(firstPaint({}, `?${COLOR_MODE_QUERY}=purple`, false)), ['purple', 'purple']);
  assert.equal(firstPaint({[ANNOUNCEMENT_DISMISS_KEY]: 'true'}, '', false).attributes[ANNOUNCEMENT_DISMISSED_ATTRIBUTE], 'true');
});

test('an invalid stored colour mode: the default, and the stored value dropped', () => {
  const outcome = firstPaint({[COLOR_MODE_KEY]: 'purple'});
  assert.deepEqual(theme(outcome), ['light', 'light']);
  assert.equal(outcome.storage[COLOR_MODE_KEY], undefined);
});

test('an invalid query: the stored choice if valid, else the default; storage untouched', () => {
  const stored = firstPaint({[COLOR_MODE_KEY]: 'dark'}, `?${COLOR_MODE_QUERY}=purple`);
  assert.deepEqual(theme(stored), ['dark', 'dark']);
  assert.equal(stored.storage[COLOR_MODE_KEY], 'dark');
  assert.deepEqual(theme(firstPaint({}, `?${COLOR_MODE_QUERY}=purple`)), ['light', 'light']);
  assert.deepEqual(theme(firstPaint({[COLOR_MODE_KEY]: 'purple'}, `?${COLOR_MODE_QUERY}=dark`)), ['dark', 'dark']);
});

test('valid choices are left as the theme set them', () => {
  assert.deepEqual(theme(firstPaint({[COLOR_MODE_KEY]: 'dark'})), ['dark', 'dark']);
  assert.deepEqual(theme(firstPaint({}, `?${COLOR_MODE_QUERY}=dark`)), ['dark', 'dark']);
  assert.deepEqual(theme(firstPaint({})), ['light', 'light']);
});

test('a bar that cannot be closed: a stored dismissal is dropped and the bar shown', () => {
  const outcome = firstPaint({[ANNOUNCEMENT_DISMISS_KEY]: 'true', 'docusaurus.announcement.id': 'latest-release-v4.38'});
  assert.equal(outcome.attributes[ANNOUNCEMENT_DISMISSED_ATTRIBUTE], 'false');
  assert.equal(outcome.storage[ANNOUNCEMENT_DISMISS_KEY], undefined);
});

test('a closeable bar keeps its dismissal', () => {
  const outcome = firstPaint({[ANNOUNCEMENT_DISMISS_KEY]: 'true'}, '', true, {colorMode, announcementBar: {isCloseable: true}});
  assert.equal(outcome.attributes[ANNOUNCEMENT_DISMISSED_ATTRIBUTE], 'true');
  assert.equal(outcome.storage[ANNOUNCEMENT_DISMISS_KEY], 'true');
});

test('storage that throws: no error, the default', () => {
  const attributes: Record<string, string> = {};
  const throwing = {
    getItem: () => {
      throw new Error('denied');
    },
    removeItem: () => {
      throw new Error('denied');
    },
  };
  const context = vm.createContext({
    window: {localStorage: throwing},
    location: {search: ''},
    URLSearchParams,
    document: {
      documentElement: {
        setAttribute: (name: string, value: unknown) => void (attributes[name] = String(value)),
        getAttribute: (name: string) => attributes[name] ?? null,
      },
    },
  });
  attributes['data-theme'] = 'purple';
  vm.runInContext(firstPaintGuardScript(siteStorage, themeConfig), context);
  assert.deepEqual([attributes['data-theme'], attributes['data-theme-choice']], ['light', 'light']);
  assert.equal(attributes[ANNOUNCEMENT_DISMISSED_ATTRIBUTE], 'false');
});
