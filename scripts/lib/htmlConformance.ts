/**
 * The W3C Nu HTML Checker (the `vnu-jar` package, run on Debian's Java) over built pages, and
 * the page lists it is run on: the issue's fixed sample (issue 30, `npm run check:html --
 * --sample`) and the build tier's set (tests/htmlConformance.test.ts). Shared so the script and
 * the test choose pages and read the checker's answer the same way.
 */
import {execFile} from 'node:child_process';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {ADDED_PAGES, hasAddedPage} from '../../src/inventory/addedPages';
import {ALL_VERSIONS, LATEST_VERSION, NEXT_VERSION, versionByName, type DocsVersion} from '../../src/versions/versions';
import {projectRoot} from './contentCheck';

export const buildDir = path.join(projectRoot, 'build');

/** Folders of the build that hold no pages: the bundles, the search index, the server config. */
const NOT_PAGES = new Set(['assets', 'pagefind', '_server']);
/** Pages of the site rather than of a docs version, all at the build's root. */
export const SITE_PAGES = ['index.html', 'search.html', 'upgrade.html', '404.html'];

/** Every built HTML file, relative to build/, sorted (so every selection below is reproducible). */
export function builtHtmlFiles(dir = buildDir, relative = ''): string[] {
  const files = readdirSync(path.join(dir, relative), {withFileTypes: true}).flatMap((entry): string[] => {
    const file = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return NOT_PAGES.has(entry.name) && !relative ? [] : builtHtmlFiles(dir, file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
  return relative ? files : files.sort();
}

function versionOfFile(file: string): DocsVersion {
  return ALL_VERSIONS.find((version) => version.pathSegment && file.startsWith(`${version.pathSegment}/`)) ?? LATEST_VERSION;
}

/** A version's pages (its 404 included), sorted; the latest release's leave out the site pages. */
export function versionPages(files: string[], version: DocsVersion): string[] {
  return files.filter((file) => versionOfFile(file) === version && !(version === LATEST_VERSION && SITE_PAGES.includes(file)));
}

const everyNth = (files: string[], n: number) => files.filter((_, index) => index % n === 0);

/**
 * The issue's sample: every third page of the latest release, every ninth of Next, v4.35, v3
 * and v2 (each version's pages sorted by path, starting with the first), and the site pages.
 */
export function issueSample(files = builtHtmlFiles()): string[] {
  const ninths = [NEXT_VERSION, ...['v4.35', 'v3', 'v2'].map((name) => versionByName(name))].filter(
    (version): version is DocsVersion => version !== undefined,
  );
  return [
    ...everyNth(versionPages(files, LATEST_VERSION), 3),
    ...ninths.flatMap((version) => everyNth(versionPages(files, version), 9)),
    ...SITE_PAGES.filter((file) => files.includes(file)),
  ];
}

/**
 * Doc pages checked in every version besides the latest: the introduction (prose), config (code
 * blocks, stacked tables) and getting-started (package-manager tabs); with the pages the site
 * generates (ADDED_PAGES) and the version's 404 they cover each template a version renders.
 */
const TEMPLATE_DOC_ROUTES = ['introduction', 'config', 'getting-started'];

/**
 * The build tier's set: every page of the latest release and the site pages, and one page of
 * each template of every other version.
 */
export function conformancePages(files = builtHtmlFiles()): string[] {
  const others = ALL_VERSIONS.filter((version) => version !== LATEST_VERSION).flatMap((version) =>
    [...TEMPLATE_DOC_ROUTES, ...ADDED_PAGES.filter((page) => hasAddedPage(version, page)).map((page) => page.route), '404'].map(
      (route) => `${version.pathSegment}/${route}.html`,
    ),
  );
  const missing = others.filter((file) => !files.includes(file));
  if (missing.length) throw new Error(`htmlConformance: the build lacks ${missing.join(', ')}`);
  return [...versionPages(files, LATEST_VERSION), ...SITE_PAGES.filter((file) => files.includes(file)), ...others];
}

export interface VnuMessage {
  /** The file, relative to build/. */
  file: string;
  line?: number;
  message: string;
  extract?: string;
}

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * The checker's errors (warnings left out) for `files` (relative to `dir`), in one Java run:
 * the JVM's start and warm-up are most of the cost, so never one run per file. Throws, with
 * what to install, when there is no Java.
 */
export function vnuErrors(files: string[], dir = buildDir): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      // -Xss: the checker's README advises a larger thread stack against a StackOverflowError.
      // C1 only and the serial collector: a run of seconds spends more on C2 compiling than it
      // gains (151 pages: 4.8 s of CPU and 340 MB instead of 10.3 s and 760 MB).
      [
        '-Xss4m',
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-jar',
        vnuJar,
        '--errors-only',
        '--format',
        'json',
        '--exit-zero-always',
        ...files.map((file) => path.join(dir, file)),
      ],
      {maxBuffer: 256 * 1024 * 1024},
      (error, _stdout, stderr) => {
        if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
          reject(
            new Error(
              'The HTML conformance check needs Java to run the Nu HTML Checker (vnu-jar) and finds no `java` on PATH: ' +
                "install Debian's default-jre-headless (`bash scripts/install-system-deps.sh` does).",
            ),
          );
          return;
        }
        if (error) {
          reject(new Error(`vnu failed: ${error.message}\n${stderr.slice(0, 2000)}`));
          return;
        }
        let report: {messages: {type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string}[]};
        try {
          report = JSON.parse(stderr) as typeof report;
        } catch {
          reject(new Error(`vnu printed no JSON report:\n${stderr.slice(0, 2000)}`));
          return;
        }
        resolve(
          report.messages
            // `non-document-error` is an I/O problem (a file it could not read): report it too.
            .filter((message) => message.type === 'error' || message.type === 'non-document-error')
            .map((message) => ({
              file: message.url ? path.relative(dir, new URL(message.url).pathname) : '?',
              line: message.lastLine,
              message: message.message,
              extract: message.extract,
            })),
        );
      },
    );
  });
}

/** Messages counted by text, most frequent first. */
export function countByMessage(messages: VnuMessage[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const {message} of messages) counts.set(message, (counts.get(message) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
