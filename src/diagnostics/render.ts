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
import {existsSync} from 'node:fs';
import path from 'node:path';
import {ALL_VERSIONS, GENERATED_VERSIONS, NEXT_VERSION, type DocsVersion} from '../versions/versions';
import {regenerateCommand} from '../data/records';
import type {CatalogEntry} from './catalog';
import {guideFor} from './guide';
import {partsOfText, type PatternPart} from './pattern';
import {SECTION_LINKS_FRONT_MATTER} from '../plugins/search/sectionLinks';

export const DIAGNOSTICS_ROUTE = 'diagnostics';
export const DIAGNOSTICS_SOURCE = 'reference/diagnostics.md';
export const DIAGNOSTICS_TITLE = 'Compiler and Runtime Messages';
export const DIAGNOSTICS_SIDEBAR_LABEL = 'Error Messages';

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

/** The message's first line, cut at a sentence end when it runs long. */
function firstLine(parts: PatternPart[]): PatternPart[] {
  const out: PatternPart[] = [];
  let length = 0;
  for (const part of parts) {
    if ('placeholder' in part) {
      out.push(part);
      length += part.placeholder.length + 2;
      continue;
    }
    const newline = part.text.indexOf('\n');
    let text = newline === -1 ? part.text : part.text.slice(0, newline);
    if (length + text.length > 160) {
      const sentence = text.slice(0, Math.max(0, 160 - length)).lastIndexOf('. ');
      text = sentence > 0 ? text.slice(0, sentence + 1) : text;
    }
    out.push({text});
    length += text.length;
    if (newline !== -1 || length >= 160) break;
  }
  return out;
}

function heading(entry: CatalogEntry): string {
  const parts = entry.header ? partsOfText(entry.header) : firstLine(entry.parts);
  return inlineMarkdown(parts);
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

function genericTrigger(entry: CatalogEntry): string {
  const where = entry.sourceFile ? ` (\`${entry.sourceFile}\`)` : entry.functionName ? ` (in \`${entry.functionName}\`)` : '';
  if (entry.origin === 'runtime') {
    return `The development build of the runtime prints this in the browser console${where}; production builds leave the check out.`;
  }
  const area = AREAS.find(([pattern]) => pattern.test(entry.sourceFile ?? ''))?.[1];
  const kind = entry.level === 'error' ? 'fails the build with this error' : 'reports this warning and goes on';
  return area ? `The compiler ${kind} while ${area}${where}.` : `The compiler ${kind}${where}.`;
}

function kindText(entry: CatalogEntry): string {
  const origin = entry.origin === 'compiler' ? 'Compiler' : 'Runtime (development builds)';
  return `${origin} ${entry.level}`;
}

function pageLink(folder: string, pages: {file: string; label: string}[]): string | undefined {
  const page = pages.find((candidate) => existsSync(path.join(projectRoot, folder, candidate.file)));
  return page ? `[${page.label}](../${page.file})` : undefined;
}

function section(entry: CatalogEntry, folder: string): string {
  const guide = guideFor(entry.pattern);
  const lines = [
    `### ${heading(entry)} {/* #${entry.id} */}`,
    '',
    '```',
    ...(entry.header ? [entry.header] : []),
    ...entry.pattern.split('\n').map((line) => line.trim()),
    '```',
    '',
    `**${kindText(entry)}**, emitted by ${versionsText(entry.releases)}.`,
    '',
    `**What triggers it:** ${guide ? guide.trigger : genericTrigger(entry)}`,
  ];
  if (guide) {
    const link = pageLink(folder, guide.pages);
    lines.push('', `**How to fix it:** ${guide.fix}${link ? ` More on ${link}.` : ''}`);
  }
  return lines.join('\n');
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

const GROUPS: {title: string; about: string; test: (entry: CatalogEntry) => boolean}[] = [
  {
    title: 'Compiler errors',
    about: 'The build stops and prints the message with the file and line it concerns.',
    test: (entry) => entry.origin === 'compiler' && entry.level === 'error',
  },
  {
    title: 'Compiler warnings',
    about: 'The build finishes; the message is printed with the rest of the build output.',
    test: (entry) => entry.origin === 'compiler' && entry.level === 'warning',
  },
  {
    title: 'Runtime messages in development builds',
    about:
      'Printed in the browser console, after a `[STENCIL-DEV-MODE]` label, only by a development build (`stencil build --dev`, or `stencil build --watch --serve`). A production build leaves these checks out, so the same code prints nothing there.',
    test: (entry) => entry.origin === 'runtime',
  },
];

const FRONT_MATTER = [
  '---',
  // YAML comments: every reader of the page (Docusaurus, the twins, Compare, search) drops the
  // front matter, so the note is seen only by someone who opens this file.
  `# Generated by \`${regenerateCommand('diagnostics')}\` from src/data/generated/diagnostics/ (the messages each release prints).`,
  '# Do not edit: causes and fixes are in src/diagnostics/guide.ts, the layout in src/diagnostics/render.ts; then rerun that command.',
  `title: ${DIAGNOSTICS_TITLE}`,
  `sidebar_label: ${DIAGNOSTICS_SIDEBAR_LABEL}`,
  'description: Every error and warning the Stencil compiler and the development runtime of this release can print, with the versions that print it, its cause and its fix.',
  `slug: /${DIAGNOSTICS_ROUTE}`,
  // Each entry links to the page about its feature: search brings that page up with the entry.
  `${SECTION_LINKS_FRONT_MATTER}: true`,
  '---',
].join('\n');

const INTRO = [
  'This page lists the messages that the compiler and the runtime of `@stencil/core` %STENCIL_VERSION% can print. The list is read from the published package itself: each place in the compiler that writes an error or warning, and each development-mode warning of the runtime. Paste the text you see into the search box and the matching entry should come first.',
  '',
  "Parts of a message that depend on your project, such as a tag, a prop or a file name, appear here as placeholders like `<tagName>`. Each entry gives the Stencil versions whose compiler or runtime prints that exact wording, so a message reworded between releases has one entry per wording. The most common ones also say how to fix them and link to the page about the feature involved; the others name the step of the build that reports them. Problems that come from the environment rather than from Stencil's own checks, such as browser globals during prerendering or a test browser that does not start, are covered in [Troubleshooting](../guides/troubleshooting.md).",
].join('\n');

/** The whole page for one docs folder. */
export function renderDiagnosticsPage(catalog: CatalogEntry[], folder: string, versions: DocsVersion[]): string {
  const entries = catalog.filter((entry) => versions.some((version) => entry.releases.includes(version.npmVersion)));
  const blocks: string[] = [FRONT_MATTER, INTRO];
  for (const group of GROUPS) {
    const members = entries.filter(group.test);
    if (members.length === 0) continue;
    blocks.push(`## ${group.title}`, group.about);
    for (const entry of members) {
      const fence = versions.length > 1 ? fenceFor(entry, versions) : {open: '', close: ''};
      const body = section(entry, folder);
      blocks.push(fence.open ? `${fence.open}\n${body}\n${fence.close}` : body);
    }
  }
  return `${blocks.join('\n\n')}\n`;
}
