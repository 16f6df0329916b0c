/**
 * Runs axe-core (the npm package's own browser bundle, injected into the page: nothing is
 * fetched) and returns its violations in a readable form. The bundle is evaluated through the
 * DevTools protocol rather than added as an inline <script>, so it also runs under a CSP that
 * allows no inline script (the pages served by nginx, tests/support/nginx.ts).
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {Page} from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: {target: string[]; failureSummary?: string}[];
}

export async function axeViolations(page: Page): Promise<string[]> {
  // Infima animates colours (navbar links, 200 ms): axe run right after a colour-mode switch
  // would measure the contrast of a half-way colour, so wait for finite animations to end.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      // A paused animation never finishes: wait no longer than any of the theme's transitions.
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as {axe: {run: (ctx: Document, opts: object) => Promise<{violations: AxeViolation[]}>}}).axe;
    const result = await axe.run(document, {resultTypes: ['violations']});
    return result.violations;
  });
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ')}]` : ''}`).join('; ')}`,
  );
}
