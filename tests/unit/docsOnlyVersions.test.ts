/**
 * The DOCS_ONLY_VERSIONS build switch (CONTRIBUTING.md, "Configuration switches"), as
 * docusaurus.config.ts reads it (through src/versions/versions.ts): the docs plugin's
 * `onlyIncludeVersions`, the latest release always among them, and link checks that stay strict in the full build. The config is
 * loaded in a child process per setting, because it reads the environment once, at load.
 * tests/hostedSearch.test.ts builds with it.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {LATEST_VERSION} from '../../src/versions/versions';

const siteDir = path.resolve(import.meta.dirname, '../..');

interface Seen {
  onlyIncludeVersions?: string[];
  lastVersion?: string;
  onBrokenLinks: string;
  onBrokenAnchors: string;
}

/** What the config gives the docs plugin and the link checks with DOCS_ONLY_VERSIONS set to `value` (unset: undefined). */
function configWith(value: string | undefined): Seen {
  const env: NodeJS.ProcessEnv = {...process.env, NODE_ENV: 'production'};
  delete env.DOCS_ONLY_VERSIONS;
  if (value !== undefined) env.DOCS_ONLY_VERSIONS = value;
  const script = `
    const loaded = await import('./docusaurus.config.ts');
    const config = loaded.default.default ?? loaded.default;
    const [, options] = config.presets.find((preset) => preset[0] === 'classic');
    const {onlyIncludeVersions, lastVersion} = options.docs;
    console.log(JSON.stringify({onlyIncludeVersions, lastVersion, onBrokenLinks: config.onBrokenLinks, onBrokenAnchors: config.onBrokenAnchors}));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: siteDir,
    env,
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as Seen;
}

describe('DOCS_ONLY_VERSIONS', () => {
  test('unset: every version, the latest at /docs/, broken links fail the build', () => {
    assert.deepEqual(configWith(undefined), {lastVersion: LATEST_VERSION.name, onBrokenLinks: 'throw', onBrokenAnchors: 'throw'});
  });

  test('the latest release alone: links into the versions left out only warn', () => {
    assert.deepEqual(configWith(LATEST_VERSION.name), {
      onlyIncludeVersions: [LATEST_VERSION.name],
      lastVersion: LATEST_VERSION.name,
      onBrokenLinks: 'warn',
      onBrokenAnchors: 'warn',
    });
  });

  test('a list without the latest release is refused, naming it (it is the root of /docs/)', () => {
    assert.throws(
      () => configWith('current'),
      (error: Error & {stderr?: string}) => String(error.stderr).includes(`leaves out the latest release, ${LATEST_VERSION.name}`),
    );
  });

  test(`a comma-separated list, spaces allowed; the latest kept as the last version when listed`, () => {
    const seen = configWith(`current, ${LATEST_VERSION.name}`);
    assert.deepEqual(seen.onlyIncludeVersions, ['current', LATEST_VERSION.name]);
    assert.equal(seen.lastVersion, LATEST_VERSION.name);
  });
});
