/**
 * Finds code that orders versions by hand outside the versions core (src/versions): the
 * release order is semver's, through src/versions/release.ts (releases), ranges.ts (ranges) and
 * versions.ts `compareDocsVersions` (docs versions). Read by tests/unit/versionsCore.test.ts,
 * which fails on any finding; run on another tree (`handOrderings(root)`) to count a before.
 *
 * Each rule is a shape the code base has had: a finding names the rule, so the fix is to call
 * the core, not to reword the line.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Where the project's code is: every folder and root file the type check covers, and the config files. */
const CODE_ROOTS = [
  'src',
  'scripts',
  'generators',
  'tests',
  'packages/docs-mcp/src',
  'packages/docs-mcp/scripts',
  'docusaurus.config.ts',
  'sidebars.ts',
];
const CODE_FILE = /\.(?:[cm]?[jt]sx?)$/;

/**
 * Left out, each for its reason; nothing else is:
 * - src/versions/: the core, the one place that orders releases;
 * - tests/fixtures/: sample projects and Markdown, not the project's code;
 * - this file: its rules are written as the shapes they find.
 */
export const NOT_SCANNED: Record<string, string> = {
  'src/versions/': 'the versions core, the one place that orders releases',
  'tests/fixtures/': 'sample projects and pages that the tests read, not code of the site',
  'scripts/lib/handOrdering.ts': 'the rules below are written as the shapes they find',
};

export interface HandOrderingRule {
  name: string;
  pattern: RegExp;
}

/** The shapes of hand-written version order. */
export const RULES: HandOrderingRule[] = [
  {name: 'a version string split into numbers', pattern: /split\('\.'\)(?:\[\d\])?\)?\.map\(Number\)|Number\([^()\n]*\.split\('\.'\)/},
  {name: 'a [major, minor] tuple compared element by element', pattern: /\[0\]\s*-\s*\w+\[0\]|\[\s*Infinity\s*,\s*Infinity\s*\]/},
  {
    name: 'majors or minors compared as numbers',
    // `(?<!=)` keeps an arrow function's `=>` out.
    pattern: /\.(?:major|minor)\s*(?:<=?|>=?)\s*[\w(]|(?<!=)(?:<=?|>=?)\s*\w+\.(?:major|minor)\b|\.major\s*-\s*\w+\.major/,
  },
  {name: 'version strings compared as text', pattern: /(?:version|release|tag)\w*(?:\.name)?\.localeCompare/i},
  {
    name: 'docs versions ordered by their index in a list',
    pattern:
      /VERSIONS\.(?:findIndex|indexOf)\([^;]*\)\s*(?:<=?|>=?|-)\s*\w*VERSIONS\.(?:findIndex|indexOf)\(|=\s*\([^)]*\)\s*=>\s*\w*VERSIONS\.(?:findIndex|indexOf)\(/,
  },
];

function codeFiles(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  let stats;
  try {
    stats = statSync(full);
  } catch {
    return [];
  }
  if (Object.keys(NOT_SCANNED).some((skipped) => (skipped.endsWith('/') ? `${entry}/`.startsWith(skipped) : entry === skipped))) return [];
  if (!stats.isDirectory()) return CODE_FILE.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) => codeFiles(root, path.join(entry, name).split(path.sep).join('/')));
}

/** `file:line: rule` for every hand ordering of versions outside src/versions, semver imports included. */
export function handOrderings(root: string): string[] {
  const found: string[] = [];
  for (const file of CODE_ROOTS.flatMap((entry) => codeFiles(root, entry))) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const lines = text.split('\n');
    for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
      if (imported.fileName === 'semver' || imported.fileName.startsWith('semver/')) {
        const line = text.slice(0, imported.pos).split('\n').length;
        found.push(`${file}:${line}: imports ${imported.fileName} (order releases through src/versions/release.ts or ranges.ts)`);
      }
    }
    // A `require('semver')` by another name (createRequire) is a semver import too.
    lines.forEach((line, index) => {
      if (/(?:\brequire|\))\(\s*['"]semver(?:\/[\w/-]+)?['"]\s*\)/.test(line)) {
        found.push(`${file}:${index + 1}: requires semver (order releases through src/versions/release.ts or ranges.ts)`);
      }
      for (const rule of RULES) if (rule.pattern.test(line)) found.push(`${file}:${index + 1}: ${rule.name}`);
    });
  }
  return found;
}
