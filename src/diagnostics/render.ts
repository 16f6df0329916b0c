/**
 * The diagnostics page of a docs folder, as Markdown: one section per message, its text as the
 * heading and as the first line, the versions that emit it, what triggers it and how to fix it.
 * Plain Markdown, so the page is server-rendered like any doc, indexed by the search, type- and
 * spell-checked by the content tier and carried into its Markdown twin with nothing extra.
 *
 * `docs/` is the one source of the 4.x line: a message only some 4.x releases emit is fenced
 * with `<Since>` / `<Until>` (src/versions/fences.ts) and the snapshots resolve it. v3 and v2
 * get their own release's messages.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {ALL_VERSIONS, GENERATED_VERSIONS, NEXT_VERSION, type DocsVersion} from '../versions/versions';
import {regenerateCommand} from '../data/records';
import {readFrontMatter} from '../markdown/syntax/frontMatter';
import {PLAYGROUND_META} from '../markdown/playgroundLinks';
import {entryArea, entryRoute, otherWordings, type BuildMode, type CatalogEntry, type Emission, type EmissionWay} from './catalog';
import {diagnosticGuides, guideFor} from './guide';
import {MESSAGES_AREAS, MESSAGES_INDEX, type MessagesArea} from './pages';

export {entryArea, entryRoute};

export {MESSAGES_AREAS, MESSAGES_INDEX} from './pages';
import {checkedTriggers, readTriggers, reasonWithoutTrigger, type TriggerFixture} from './triggers';
import {partsOfText, type PatternPart} from './pattern';
import {printedByEvery, printedRanges, rangesText} from './messageHistory';
import {isPrerelease, parseRelease} from '../versions/release';
import {SECTION_LINKS_FRONT_MATTER} from '../plugins/search/sectionLinks';

export const DIAGNOSTICS_ROUTE = MESSAGES_INDEX.route;
export const DIAGNOSTICS_SOURCE = MESSAGES_INDEX.source;
export const DIAGNOSTICS_TITLE = MESSAGES_INDEX.title;

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** The docs folders that hold a diagnostics page, each with the versions it is rendered for. */
export function diagnosticsFolders(): {folder: string; versions: DocsVersion[]}[] {
  const handWritten = ALL_VERSIONS.filter((version) => version !== NEXT_VERSION && !version.generatedFromNext);
  return [
    {folder: NEXT_VERSION.docsFolder, versions: [NEXT_VERSION, ...GENERATED_VERSIONS]},
    ...handWritten.map((version) => ({folder: version.docsFolder, versions: [version]})),
  ];
}

const MARKDOWN_SPECIAL = /[\\`*_{}[\]<>#|~]/g;

/** Prose-safe Markdown (and MDX) for message text; placeholders as inline code. */
function inlineMarkdown(parts: PatternPart[]): string {
  // A web address in a message (the compiler links its own docs) stays code, not a link of ours.
  const text = (value: string) =>
    value
      .split(/(https?:\/\/[^\s'"]+)/)
      .map((piece, index) => (index % 2 ? `\`${piece}\`` : piece.replace(MARKDOWN_SPECIAL, (c) => `\\${c}`)))
      .join('');
  return parts
    .map((part) => ('text' in part ? text(part.text) : `\`<${part.placeholder}>\``))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The message's first line, cut at a sentence end when it runs long. Leading white space is
 * skipped (a message printed as `\n  text` has its first line after it), and a first line that
 * only leads in to a list (`Make sure:`) takes the lines after it.
 */
export function firstLine(parts: PatternPart[]): PatternPart[] {
  const out: PatternPart[] = [];
  let length = 0;
  let started = false;
  for (const part of parts) {
    if ('placeholder' in part) {
      out.push(part);
      started = true;
      length += part.placeholder.length + 2;
      continue;
    }
    let rest = started ? part.text : part.text.replace(/^\s+/, '');
    if (rest) started = true;
    let newline = rest.indexOf('\n');
    // A lead-in (`Make sure:`) takes the list that follows it, so the heading says what to check.
    const leadIn = newline !== -1 && /:\s*$/.test(rest.slice(0, newline));
    while (newline !== -1 && leadIn && /^\s*-/.test(rest.slice(newline + 1)) && length + newline < 240) {
      rest = `${rest.slice(0, newline).trimEnd()} ${rest.slice(newline + 1).trimStart()}`;
      newline = rest.indexOf('\n');
    }
    let text = newline === -1 ? rest : rest.slice(0, newline);
    if (length + text.length > (leadIn ? 240 : 160)) {
      const sentence = text.slice(0, Math.max(0, 160 - length)).lastIndexOf('. ');
      text = sentence > 0 ? text.slice(0, sentence + 1) : text;
    }
    out.push({text});
    length += text.length;
    if (newline !== -1 || length >= 160) break;
  }
  return out;
}

/** The heading: the header when the site sets one, else the first line; never empty. */
export function heading(entry: CatalogEntry): string {
  const fromHeader = entry.header ? inlineMarkdown(partsOfText(entry.header)) : '';
  if (fromHeader) return fromHeader;
  const fromMessage = inlineMarkdown(firstLine(entry.parts));
  if (fromMessage) return fromMessage;
  throw new Error(`the message "${entry.pattern}" has no text for a heading`);
}

/** `v2, v3, v4.33 to v4.38 and Next`: the docs versions of the releases, oldest first. */
export function versionsText(releases: string[]): string {
  const ordered = [...ALL_VERSIONS].reverse();
  const included = ordered.map((version) => releases.includes(version.npmVersion));
  const items: string[] = [];
  for (let start = 0; start < ordered.length; start += 1) {
    if (!included[start]) continue;
    let end = start;
    while (end + 1 < ordered.length && included[end + 1] && ordered[end + 1].major === ordered[start].major) end += 1;
    const run = ordered.slice(start, end + 1).filter((version) => version !== NEXT_VERSION);
    if (run.length >= 3) items.push(`${run[0].label} to ${run.at(-1)!.label}`);
    else items.push(...run.map((version) => version.label));
    if (ordered.slice(start, end + 1).includes(NEXT_VERSION)) items.push(NEXT_VERSION.label);
    start = end;
  }
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What part of the toolchain reports a message, from the source file it came from. */
const AREAS: [RegExp, string][] = [
  [/decorators-to-static/, "reading a component's decorators"],
  [/static-to-meta|transformers\//, 'analysing component classes'],
  [/config\/outputs|output-targets/, 'validating the output targets of stencil.config.ts'],
  [/compiler\/config\//, 'validating stencil.config.ts'],
  [/style\//, 'processing stylesheets'],
  [/prerender\//, 'prerendering pages'],
  [/compiler\/types\//, 'checking package.json for a distribution build'],
  [/sys\/typescript|transpile\//, 'loading tsconfig.json and compiling TypeScript'],
  [/bundle\//, 'bundling modules with Rollup'],
  [/html\//, 'checking the web app manifest'],
  [/service-worker\//, 'generating the service worker'],
  [/entries\//, 'grouping components into bundles'],
  [/build\//, 'writing the build output'],
  [/src\/cli\//, 'starting the command line interface'],
  [/logger/, 'reporting a problem from TypeScript or Rollup'],
  [/src\/utils\//, 'reading project files'],
];

/** Only for an entry no guide covers yet (tests/unit/diagnostics.test.ts keeps that list empty). */
function genericTrigger(entry: CatalogEntry): string {
  const area = AREAS.find(([pattern]) => pattern.test(entry.sourceFile ?? ''))?.[1];
  if (entry.origin === 'runtime') return 'The runtime prints this in the console of the browser or of the test.';
  return area ? `Stencil reports this while ${area}.` : 'Stencil reports this while it runs.';
}

const MODE_TEXT: Record<BuildMode, string> = {
  always: 'every build',
  dev: 'development builds only',
  'dev-or-debug': 'development builds, and builds at log level `debug` (`--debug`, `--verbose`)',
  prod: 'production builds only',
  test: 'only under `stencil test`',
  'not-test': 'every build except under `stencil test`',
  cli: 'the `stencil` command',
};

/** One emission in words: what the reader sees, and when. */
export function emissionText(emission: Emission, origin: CatalogEntry['origin']): string {
  const level = emission.level === 'error' ? 'Error' : 'Warning';
  const mode = MODE_TEXT[emission.mode];
  if (origin === 'runtime' && emission.way === 'diagnostic') {
    // The hydrate app's own checks: returned with the render's result, printed by whoever renders (prerendering prints them).
    return `${level}, in the \`diagnostics\` of the hydrate app's result, which prints nothing itself`;
  }
  const goesOn = origin === 'runtime' ? 'the component goes on' : origin === 'cli' ? 'the command goes on' : 'the build goes on';
  // A throw its own code catches and drops (extract.ts, caughtHow): whatever runs goes on.
  const caught: Partial<Record<EmissionWay, string>> = {
    caught: `thrown and caught where it is thrown: ${goesOn}, nothing is printed`,
    'caught-debug': `thrown and caught where it is thrown: ${goesOn}, printed only as a debug line`,
  };
  if (origin === 'runtime') {
    const where =
      caught[emission.way] ??
      (emission.way === 'thrown' ? 'thrown in the browser' : `printed with \`console.${emission.level === 'error' ? 'error' : 'warn'}\``);
    return `${level}, ${where}, by ${mode === MODE_TEXT.always ? 'every build, development and production' : mode}`;
  }
  const effect =
    caught[emission.way] ??
    (emission.way === 'thrown-in-test'
      ? 'thrown inside a test: that test fails, Jest runs the others'
      : emission.way === 'thrown'
        ? origin === 'cli'
          ? 'thrown: the command stops'
          : 'thrown: the build fails, the message may start with `Error:`'
        : emission.way === 'diagnostic'
          ? emission.level === 'error'
            ? 'the build fails'
            : 'the build goes on'
          : emission.way === 'logger'
            ? `a line of the build log${emission.level === 'error' ? '' : ', the build goes on'}`
            : 'printed on the terminal');
  // A test's throw runs under `stencil test`, whatever the bundle's mode says.
  if (emission.way === 'thrown-in-test') return `${level} (${effect}), under \`stencil test\``;
  // Every build is the common case, left unsaid (the page's intro says so).
  return emission.mode === 'always' ? `${level} (${effect})` : `${level} (${effect}), in ${mode}`;
}

/** The severities of one release, as one line: `Warning (…) in …; Error (…) in …`. */
export function kindText(emits: Emission[], origin: CatalogEntry['origin']): string {
  const [first, second] = emits;
  // One site pair that warns in one case and fails in another, in the same builds.
  if (emits.length === 2 && first.mode === second.mode && first.way === second.way && first.level !== second.level) {
    const error = emissionText({...first, level: 'error'}, origin);
    return `Error or warning, depending on the case: ${error.replace(/^Error /, '')}; a warning lets it go on`;
  }
  return emits.map((emission) => emissionText(emission, origin)).join('; or ');
}

/** A link to the first of `pages` the docs folder has, labelled with that page's title. */
function pageLink(folder: string, pages: readonly string[]): string | undefined {
  const page = pages.find((candidate) => existsSync(path.join(projectRoot, folder, candidate)));
  if (!page) return undefined;
  const source = path.join(folder, page);
  const {data} = readFrontMatter(readFileSync(path.join(projectRoot, source), 'utf8'), source);
  const label = typeof data.title === 'string' ? data.title : typeof data.sidebar_label === 'string' ? data.sidebar_label : undefined;
  if (!label) throw new Error(`${source}: no title to label the link to it with`);
  return `[${label}](../${page})`;
}

/**
 * Which exact releases print the entry's message, from the message history of every stable
 * release (issue 40); a prerelease the entry's own releases hold (Next on a beta) is named after
 * them. Empty when every release prints it, undefined when the history does not know the message.
 */
function printedByText(entry: CatalogEntry): string | undefined {
  const ranges = printedRanges(entry.parts);
  if (!ranges?.length) return undefined;
  const prereleases = entry.releases.filter((of) => {
    const parsed = parseRelease(of);
    return parsed !== undefined && isPrerelease(parsed);
  });
  if (printedByEvery(ranges) && prereleases.length === 0) return '';
  return ` Printed by @stencil/core ${[rangesText(ranges), ...prereleases].join(', ')}.`;
}

/**
 * The severity lines of an entry on a page: one when every version of the page prints it alike;
 * else one per run of versions, fenced so each 4.x snapshot keeps its own (the shadowRoot getter
 * check throws in 4.33 to 4.36 and warns from 4.37).
 */
function kindLines(entry: CatalogEntry, versions: DocsVersion[]): string[] {
  const releases = versions.filter((version) => entry.releases.includes(version.npmVersion)).map((version) => version.npmVersion);
  const texts = releases.map((release) => kindText(entry.emitsIn[release], entry.origin));
  // Most messages are printed by every pinned version: the intro says so once (issue 29, size).
  const everyVersion = (shown: string[]) => ALL_VERSIONS.every((version) => shown.includes(version.npmVersion));
  const line = (text: string, shown: string[]) =>
    `**${text}.**${printedByText(entry) ?? (everyVersion(shown) ? '' : ` Printed by ${versionsText(shown)}.`)}`;
  if (new Set(texts).size <= 1) return [line(texts[0], entry.releases)];
  const runs: {text: string; releases: string[]}[] = [];
  texts.forEach((text, index) => {
    if (runs.at(-1)?.text === text) runs.at(-1)!.releases.push(releases[index]);
    else runs.push({text, releases: [releases[index]]});
  });
  const byVersion = versions.filter((version) => version !== NEXT_VERSION);
  return runs.flatMap((run) => {
    // releases are newest first: the run's newest and oldest release name its fence.
    const newest = byVersion.find((version) => version.npmVersion === run.releases[0])!;
    const oldest = byVersion.find((version) => version.npmVersion === run.releases.at(-1))!;
    const since = oldest !== byVersion.at(-1) ? `<Since version="${oldest.minor}">` : '';
    const until = newest !== byVersion[0] || !entry.releases.includes(NEXT_VERSION.npmVersion) ? `<Until version="${newest.minor}">` : '';
    return [since, until, line(run.text, run.releases), until && '</Until>', since && '</Since>', ''].filter(
      (text, index, all) => text || index === all.length - 1,
    );
  });
}

/** What the pinned releases printed for the trigger fixtures (read once). */
const triggers = readTriggers();

/**
 * Where an entry stands among the entries of its guide that the page renders together: the
 * first carries the shared cause and fix, the others point back to it (issue 29: the eleven
 * tag-name errors repeated one long text eleven times, and the page outgrew 100,000 characters).
 */
interface Sharing {
  first: CatalogEntry;
  count: number;
}

/** The message as its heading shows it, when that is the whole message (no code block needed). */
function headingIsWholeMessage(entry: CatalogEntry): boolean {
  return !entry.header && !entry.pattern.trim().includes('\n') && heading(entry) === inlineMarkdown(entry.parts);
}

function section(entry: CatalogEntry, folder: string, versions: DocsVersion[], catalog: CatalogEntry[], sharing?: Sharing): string {
  const guide = guideFor(entry.pattern);
  const lines = [
    `## ${heading(entry)} {/* #${entry.id} */}`,
    '',
    ...(headingIsWholeMessage(entry)
      ? []
      : ['```', ...(entry.header ? [entry.header] : []), ...entry.pattern.split('\n').map((line) => line.trim()), '```', '']),
    ...kindLines(entry, versions),
  ];
  if (lines.at(-1) !== '') lines.push('');
  const wordings = (entry.wordings ?? []).filter((wording) => wording.trim() !== entry.pattern.trim());
  if (wordings.length) {
    // A wording that is the message cut before its last sentence needs no quoting: the heading shows it.
    const cut = wordings.every((wording) => entry.pattern.trim().startsWith(wording.trim()));
    lines.push(
      cut
        ? 'Also printed without the last sentence.'
        : `Also printed without the last sentence (${wordings.map((wording) => `\`${wording.replace(/`/g, "'")}\``).join(', ')}).`,
      '',
    );
  }
  const link = guide && pageLink(folder, guide.pages);
  if (sharing && sharing.first !== entry) {
    // Named, not linked: the Markdown twin makes an in-page link a full address, 80-odd
    // characters in each of some 75 sections. The page link stays in every section: the search
    // puts a section's linked page after it.
    lines.push(`**Cause and fix:** as above.${link ? ` More on ${link}.` : ''}`);
  } else {
    const after = sharing && (sharing.count === 2 ? 'the next one' : `the ${sharing.count - 1} after it`);
    lines.push(`**Cause${after ? ` of this message and ${after}` : ''}:** ${guide ? guide.trigger : genericTrigger(entry)}`);
    if (guide) lines.push('', `**Fix:** ${guide.fix}${link ? ` More on ${link}.` : ''}`);
  }
  const checked = checkedTriggers(entry, triggers).map((found) => ({
    ...found,
    releases: found.releases.filter((release) => versions.some((version) => version.npmVersion === release)),
  }));
  const example = checked.find((found) => found.releases.length > 0);
  if (example) {
    lines.push('', `**Example**, checked against ${versionsText(example.releases)}:`, '', ...exampleBlocks(example.fixture));
  } else {
    const reason = reasonWithoutTrigger(entry);
    if (reason) lines.push('', `**No example:** ${reason}`);
  }
  // The other wordings that no version of this page prints: a reader who came from an older or
  // newer release sees what their release says instead.
  const reworded = otherWordings(entry, catalog).filter(
    (other) => !versions.some((version) => other.releases.includes(version.npmVersion)),
  );
  for (const other of reworded) {
    lines.push(
      '',
      `**In other versions:** ${versionsText(other.releases)} word this check as ${inlineCode(firstLine(other.parts))} (anchor \`#${other.id}\` on their page).`,
    );
  }
  return lines.join('\n');
}

/** Message text as one inline code span (its own backticks made quotes). */
function inlineCode(parts: PatternPart[]): string {
  const text = parts
    .map((part) => ('text' in part ? part.text : `<${part.placeholder}>`))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return `\`${text.replace(/`/g, "'")}\``;
}

/** The `<Since>`/`<Until>` fence of a 4.x entry, or none when every 4.x version emits it. */
function fenceFor(entry: CatalogEntry, versions: DocsVersion[]): {open: string; close: string} {
  const emits = versions.map((version) => entry.releases.includes(version.npmVersion));
  if (emits.every(Boolean)) return {open: '', close: ''};
  // versions: Next, then the releases newest first.
  const releases = versions.filter((version) => version !== NEXT_VERSION);
  const emitting = releases.filter((version) => entry.releases.includes(version.npmVersion));
  const newest = emitting[0];
  const oldest = emitting.at(-1)!;
  const span = releases.slice(releases.indexOf(newest), releases.indexOf(oldest) + 1);
  if (span.some((version) => !entry.releases.includes(version.npmVersion))) {
    throw new Error(`"${entry.pattern}" is emitted by 4.x releases that are not contiguous; fence it by hand`);
  }
  const nextEmits = entry.releases.includes(NEXT_VERSION.npmVersion);
  const since = oldest !== releases.at(-1) ? `<Since version="${oldest.minor}">` : '';
  const until = !nextEmits ? `<Until version="${newest.minor}">` : '';
  return {
    open: [since, until].filter(Boolean).join('\n'),
    close: [until && '</Until>', since && '</Since>'].filter(Boolean).join('\n'),
  };
}

/** The front matter of a generated messages page: what it is, and where to edit instead. */
function frontMatter(page: {title: string; sidebarLabel: string; route: string}, description: string, sectionLinks: boolean): string {
  return [
    '---',
    // YAML comments: every reader of the page (Docusaurus, the twins, Compare, search) drops the
    // front matter, so the note is seen only by someone who opens this file.
    `# Generated by \`${regenerateCommand('diagnostics')}\` from src/data/generated/diagnostics/ (the messages each release prints).`,
    '# Do not edit: causes and fixes are in content/diagnostics/, examples in src/diagnostics/triggers/, the layout in src/diagnostics/render.ts; then rerun that command.',
    `title: ${page.title}`,
    `sidebar_label: '${page.sidebarLabel}'`,
    `description: ${JSON.stringify(description)}`,
    `slug: /${page.route}`,
    // Each entry links to the page about its feature: search brings that page up with the entry.
    ...(sectionLinks ? [`${SECTION_LINKS_FRONT_MATTER}: true`] : []),
    '---',
  ].join('\n');
}

const INTRO = [
  'These pages list the messages that the compiler, the `stencil` command and the runtime of `@stencil/core` %STENCIL_VERSION% can print. The list is read from the published package itself: each place that reports a build error or warning, throws an error, writes to the build log or to the console. Paste the text you see into the search box and the matching entry should come first.',
  '',
  'Parts of a message that depend on your project (a tag, a prop, a file name) appear as placeholders such as `<tagName>`. Each entry gives the severity, the builds that print it (when some builds do not, read from the code around it), the exact `@stencil/core` releases that print it (when some stable release from Stencil 2 on does not, read from every one of them), the cause, the fix and the page about the feature. Wordings that differ only by a final full stop or a closing link are one entry; messages with one cause stand together, explained once with the first.',
  '',
  "An example \"checked against\" a version is a small project that made that release's own compiler print the message at the severity shown (`npm run diagnostics:triggers` in this site's repository reruns them). Config and build examples start from a project with one valid component, a `package.json`, a `tsconfig.json` and a `www` output target; an entry without an example says why none can be written. Problems that come from the environment rather than from Stencil's checks, such as browser globals during prerendering or a test browser that does not start, are in [Troubleshooting](../guides/troubleshooting.md).",
].join('\n');

/** The entries of a docs folder's versions, each with its area. */
function entriesOf(catalog: CatalogEntry[], versions: DocsVersion[]): CatalogEntry[] {
  return catalog.filter((entry) => versions.some((version) => entry.releases.includes(version.npmVersion)));
}

/** The entries of one area, in page order: the command line's before the runtime's, then by message. */
function areaEntries(catalog: CatalogEntry[], versions: DocsVersion[], area: MessagesArea): CatalogEntry[] {
  const order = {cli: 0, compiler: 1, runtime: 2};
  return entriesOf(catalog, versions)
    .filter((entry) => entryArea(entry, catalog) === area)
    .sort((a, b) => order[a.origin] - order[b.origin] || a.pattern.localeCompare(b.pattern));
}

const AREA_ORDER = Object.keys(MESSAGES_AREAS) as MessagesArea[];

/**
 * The index page of a docs folder (`/docs/diagnostics`): how to read an entry, then each area
 * page with every message it explains, linked to its entry. The links also keep the anchors of
 * the single page this replaced working: its MovedAnchors component follows a `#id` that names
 * an entry to the entry's page.
 */
export function renderDiagnosticsPage(catalog: CatalogEntry[], folder: string, versions: DocsVersion[]): string {
  const blocks: string[] = [
    frontMatter(
      MESSAGES_INDEX,
      'Every error and warning the Stencil compiler, command line and runtime of this release can print, by area, each linked to its severity, the builds and versions that print it, its cause, its fix and a checked example.',
      false,
    ),
    "import MovedAnchors from '@site/src/components/MovedAnchors';",
    INTRO,
  ];
  for (const area of AREA_ORDER) {
    const page = MESSAGES_AREAS[area];
    const entries = areaEntries(catalog, versions, area);
    if (entries.length === 0) continue;
    const file = path.basename(page.source);
    blocks.push(`## [${page.title}](./${file})`, page.about);
    // One line per entry, fenced like the entry, so each 4.x snapshot lists its own release's.
    const items: string[] = [];
    for (const entry of entries) {
      const fence = versions.length > 1 ? fenceFor(entry, versions) : {open: '', close: ''};
      const item = `- [${heading(entry)}](./${file}#${entry.id})`;
      // Blank lines around a fence: MDX reads a tag right under a list item as part of the item.
      items.push(fence.open ? `\n${fence.open}\n\n${item}\n\n${fence.close}\n` : item);
    }
    blocks.push('<MovedAnchors>', items.join('\n'), '</MovedAnchors>');
  }
  return `${blocks.join('\n\n')}\n`;
}

/** One area page of a docs folder: its entries in full. */
export function renderDiagnosticsAreaPage(catalog: CatalogEntry[], folder: string, versions: DocsVersion[], area: MessagesArea): string {
  const page = MESSAGES_AREAS[area];
  const members = areaEntries(catalog, versions, area);
  const blocks: string[] = [
    frontMatter(
      page,
      `${page.about.replace(/:.*$/, '').replace(/\.$/, '')}: every such error and warning of this release, with its severity, cause, fix and a checked example.`,
      true,
    ),
    `${page.about} [Compiler and Runtime Messages](./${path.basename(MESSAGES_INDEX.source)}) lists the messages of every area and says how to read an entry; paste a message into the search box to find its entry.`,
  ];
  const fenceOf = (entry: CatalogEntry) => (versions.length > 1 ? fenceFor(entry, versions) : {open: '', close: ''});
  // Entries of one guide and one fence are one run, at the place of the first: every version
  // that shows one of them shows them all, the shared cause and fix with them.
  const runs = new Map<string, CatalogEntry[]>();
  for (const entry of members) {
    const guide = guideFor(entry.pattern);
    const fence = fenceOf(entry);
    const key = guide ? `${diagnosticGuides().indexOf(guide)} ${fence.open}` : `entry ${entry.id}`;
    runs.set(key, [...(runs.get(key) ?? []), entry]);
  }
  for (const run of runs.values()) {
    const fence = fenceOf(run[0]);
    const sharing = run.length > 1 ? {first: run[0], count: run.length} : undefined;
    const body = run.map((entry) => section(entry, folder, versions, catalog, sharing)).join('\n\n');
    blocks.push(fence.open ? `${fence.open}\n${body}\n${fence.close}` : body);
  }
  return `${blocks.join('\n\n')}\n`;
}

/** Every messages page of a docs folder: its file inside the folder and its Markdown. */
export function renderMessagesPages(
  catalog: CatalogEntry[],
  folder: string,
  versions: DocsVersion[],
): {source: string; markdown: string}[] {
  return [
    {source: MESSAGES_INDEX.source, markdown: renderDiagnosticsPage(catalog, folder, versions)},
    ...AREA_ORDER.map((area) => ({
      source: MESSAGES_AREAS[area].source,
      markdown: renderDiagnosticsAreaPage(catalog, folder, versions, area),
    })),
  ];
}

/**
 * The code blocks of an example: a component module, which opens in the playground of the page's
 * version (the fence word, src/markdown/playgroundLinks.ts); or the project's config and files,
 * which a playground of one component cannot hold.
 */
function exampleBlocks(fixture: TriggerFixture): string[] {
  if (fixture.kind === 'component') return [`\`\`\`tsx ${PLAYGROUND_META}`, fixture.source.trimEnd(), '```'];
  const blocks: string[] = [];
  const flags = Object.entries(fixture.flags ?? {}).map(([name, value]) => (value === true ? `--${name}` : `--${name} ${value}`));
  if (flags.length) {
    const command = fixture.flags?.e2e || fixture.flags?.spec ? 'stencil test' : 'stencil build';
    blocks.push(`Run as \`${command} ${flags.join(' ')}\`.`, '');
  }
  // A cli fixture's source is the command line; its project's options are apart.
  if (fixture.kind === 'cli') blocks.push('```bash', `npx stencil ${fixture.source}`, '```');
  const options = fixture.kind === 'cli' ? (fixture.options ?? {}) : (JSON.parse(fixture.source) as Record<string, unknown>);
  if (fixture.kind === 'config' || Object.keys(options).length > 0) {
    // The base project's options the fixture leaves as they are go unsaid (the intro names them).
    const shown = fixture.kind === 'config' ? fixture.source : JSON.stringify(options);
    if (fixture.kind === 'cli') blocks.push('');
    blocks.push(
      '```typescript title="stencil.config.ts"',
      configModule(shown, fixture.kind === 'config' || fixture.configIsTheMistake === true),
      '```',
    );
  }
  const files = Object.entries(fixture.files ?? {});
  // The type declarations a first build writes: needed for the type check to run, not worth reading.
  const generated = files.filter(([file]) => file.endsWith('components.d.ts'));
  if (generated.length) blocks.push('', `The project also has the \`${generated[0][0]}\` that its first build wrote.`);
  for (const [file, text] of files.filter((entry) => !generated.includes(entry))) {
    // The languages the content tier knows (and the highlighter loads): HTML and the rest as markup.
    const lang =
      {tsx: 'tsx', ts: 'typescript', js: 'javascript', mjs: 'javascript', css: 'css', scss: 'css', json: 'json'}[
        path.extname(file).slice(1)
      ] ?? 'markup';
    blocks.push('', `\`\`\`${lang} title="${file}"`, text.trimEnd(), '```');
  }
  return blocks;
}

/**
 * A config fixture (a JSON object, as the trigger runner hands it to the release) as the
 * `stencil.config.ts` a reader writes: unquoted keys, single-quoted strings, and its options
 * between `error-start` / `error-end`, since the whole point of the example is that the release
 * rejects them (the content tier's type check then expects their type errors, and the page shows
 * them as the mistake).
 */
export function configModule(source: string, rejected = true): string {
  const options = JSON.stringify(JSON.parse(source) as object, null, 2)
    .split('\n')
    .slice(1, -1)
    .map((line) => line.replace(/^(\s*)"([A-Za-z_$][\w$]*)":/, '$1$2:').replace(/"((?:[^"\\']|\\.)*)"/g, "'$1'"));
  return [
    "import { Config } from '@stencil/core';",
    '',
    'export const config: Config = {',
    ...(rejected ? ['  // error-start'] : []),
    ...options.map((line, index) => (index === options.length - 1 ? `${line},` : line)),
    ...(rejected ? ['  // error-end'] : []),
    '};',
  ].join('\n');
}
