/**
 * A variant of the site, built a second time into a temporary folder with some settings
 * (`DOCS_STOCK_CLIENT`, the hosted-search keys…) and one docs version (`DOCS_ONLY_VERSIONS`,
 * the latest release: a variant test needs a working page, not nine versions), then served and
 * opened in Chromium. Used by tests/stockClient.test.ts and tests/hostedSearch.test.ts.
 * `reuseFrom` (a folder of an earlier such build) skips the build while working on a test.
 */
import {after, before} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {launchBrowser, openHydrated, watchContext, type PageProblems} from './browser';
import {serveBuild, type ServedBuild} from '../../scripts/lib/serveBuild';
import {LATEST_VERSION, docUrl} from '../../src/versions/versions';

const root = path.resolve(import.meta.dirname, '../..');

export interface VariantBuild {
  /** The variant's build folder. */
  outDir: string;
  /** Opens the latest release's introduction of the variant, hydrated, and runs `use` on it; returns what the page's context logged and asked. */
  openIntroduction: (use: (page: Page) => Promise<void>) => Promise<PageProblems>;
}

/** Registers the hooks that build the variant before the file's tests and remove it after. */
export function useVariantBuild(name: string, env: NodeJS.ProcessEnv, reuseFrom?: string): VariantBuild {
  const workDir = reuseFrom ? undefined : mkdtempSync(path.join(tmpdir(), `${name}-`));
  const outDir = reuseFrom ?? path.join(workDir!, 'build');
  let served: ServedBuild | undefined;

  before(() => {
    if (!reuseFrom) {
      const started = Date.now();
      const build = spawnSync('npm', ['run', 'build', '--', '--out-dir', outDir], {
        cwd: root,
        env: {...process.env, ...env, DOCS_ONLY_VERSIONS: LATEST_VERSION.name},
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      assert.equal(build.status, 0, `the ${name} build failed:\n${build.stdout.slice(-4000)}\n${build.stderr.slice(-4000)}`);
      console.log(`${name} build, ${LATEST_VERSION.name} only: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    assert.ok(existsSync(path.join(outDir, 'index.html')));
  });

  after(() => {
    served?.stop();
    if (workDir) rmSync(workDir, {recursive: true, force: true});
  });

  return {
    outDir,
    async openIntroduction(use) {
      served ??= await serveBuild(outDir);
      const browser = await launchBrowser();
      try {
        const context = await browser.newContext({viewport: {width: 1280, height: 900}});
        const problems = await watchContext(context);
        const page = await context.newPage();
        await openHydrated(page, docUrl(LATEST_VERSION, 'introduction'), served.origin);
        await use(page);
        await context.close();
        return problems;
      } finally {
        await browser.close();
      }
    },
  };
}
