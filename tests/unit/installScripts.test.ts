/**
 * package.json's `allowScripts` covers every dependency with an install script (CONTRIBUTING.md,
 * "Install scripts"): npm 11 warns on each install about one it does not cover, and a later npm
 * blocks it. Read from the lockfile, the tree `npm ci` installs on a fresh clone (npm marks
 * each such package `hasInstallScript`); `npm install-scripts ls` says the same in seconds more.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

const lock = readJson<{packages: Record<string, {hasInstallScript?: boolean}>}>('package-lock.json');
const {allowScripts = {}} = readJson<{allowScripts?: Record<string, boolean>}>('package.json');

/** `esbuild`, `@swc/core`, `esbuild@0.28.2`: the package an allowScripts key names. */
const packageOf = (key: string) => key.replace(/(?!^)@.*$/, '');

const withScripts = [
  ...new Set(
    Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  ),
].sort();

test('every dependency with an install script is declared in allowScripts, and nothing else is', () => {
  assert.ok(withScripts.length > 0, 'the lockfile marks install scripts');
  assert.deepEqual(
    [...new Set(Object.keys(allowScripts).map(packageOf))].sort(),
    withScripts,
    'review each new one, then list it in allowScripts in package.json (true: run it, false: skip it) and say why in CONTRIBUTING.md',
  );
});
