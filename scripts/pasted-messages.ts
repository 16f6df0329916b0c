/**
 * `npm run bench:pasted-set`: writes tests/fixtures/pasted-messages.json, the set of pasted
 * messages that `npm run bench:search-quality -- --set tests/fixtures/pasted-messages.json`
 * measures (issue 38: a pasted message finds its entry first).
 *
 * Two parts, one trial per (query, version):
 * - `entry`: messages of the records (src/data/generated/diagnostics) of several versions, as a
 *   reader pastes them: the placeholders filled with a project's own names, with what Stencil
 *   prints around them (the `[ ERROR ]` / `[ WARN  ]` prefix, the header and the file path, the
 *   message wrapped as the terminal logger wraps it, a code line; a browser's `Uncaught Error:`
 *   and a stack frame). The target is the entry's section on its messages page
 *   (`diagnostics/<area>#<anchor>`): it must come first.
 * - `cause`: the message-like queries of ../shared/search-dev-queries.json. One that fits an
 *   entry of the version (matchDiagnostic at ENTRY_MATCH or more) targets that entry; the others
 *   keep the set's own targets, the pages that explain the cause (wanted in the top three).
 *
 * The entries are a fixed sample (every STRIDE-th entry of a version, by anchor), so a change of
 * the records changes the set only where the messages changed; rerun after regenerating them.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import {buildCatalog, entriesForVersion, matchDiagnostic, type CatalogEntry} from '../src/diagnostics/catalog';
import {areaOf, MESSAGES_AREAS} from '../src/diagnostics/pages';
import {versionByName, type DocsVersion} from '../src/versions/versions';
import type {DevQuery} from './lib/searchQuality';

const root = path.resolve(import.meta.dirname, '..');
const OUT = path.join(root, 'tests/fixtures/pasted-messages.json');
const DEV_SET = path.resolve(root, '../shared/search-dev-queries.json');
/** The versions sampled: the newest and an older 4.x, and both older majors (their records differ most). */
const VERSIONS = ['v4.38', 'v4.35', 'v3', 'v2'];
/** Every STRIDE-th entry of a version: about 12 per version. */
const STRIDE = 14;
/** A dev-set query that fits an entry this well is that entry's message. */
const ENTRY_MATCH = 0.8;

/** A project's own names, by the placeholder's name; anything else gets a plain word. */
const FILLS: Record<string, string> = {
  tag: 'acme-date-picker',
  tagName: 'acme-date-picker',
  hostTagName: 'acme-date-picker',
  componentName: 'AcmeDatePicker',
  propName: 'selectedDate',
  memberName: 'selectedDate',
  name: 'selectedDate',
  methodName: 'openCalendar',
  method: 'openCalendar',
  eventName: 'dateChange',
  event: 'dateChange',
  namespace: 'acme-ui',
  filePath: 'src/components/date-picker/date-picker.tsx',
  file: 'src/components/date-picker/date-picker.tsx',
  path: 'src/global/app.ts',
  configPath: 'stencil.config.ts',
  src: 'src/assets',
  srcDir: 'src',
  rootDir: '/home/dev/acme-ui',
  flag: 'max-workers',
  value: 'fast',
  list: 'acme-date-picker, acme-calendar',
  modeName: 'ios',
  mode: 'ios',
  decorator: 'Prop',
  recommendedVersion: '20',
  currentVersion: '16.14.0',
  minimumVersion: '18.0.0',
  url: 'http://localhost:3333/',
};

const fill = (entry: CatalogEntry) =>
  entry.parts.map((part) => ('text' in part ? part.text : (FILLS[part.placeholder] ?? 'acmeValue'))).join('');

/** The message as the terminal logger prints it: wrapped at 80 columns, continuation lines indented under the text. */
function wrapped(text: string, first: string): string {
  const indent = ' '.repeat(first.length);
  const lines: string[] = [];
  let line = first;
  for (const word of text.split(/\s+/)) {
    if (line.length + word.length + 1 > 80 && line.trim() !== first.trim()) {
      lines.push(line.trimEnd());
      line = indent;
    }
    line += `${word} `;
  }
  lines.push(line.trimEnd());
  return lines.join('\n');
}

/** The entry's message with what surrounds it where the reader copied it from (three ways, in turn). */
function pasted(entry: CatalogEntry, turn: number): string {
  const message = fill(entry);
  const emission = entry.emits[0];
  const prefix = entry.level === 'error' ? '[ ERROR ]  ' : '[ WARN  ]  ';
  if (entry.origin === 'runtime') {
    const shown = emission.way === 'console' ? message : `Uncaught (in promise) Error: ${message}`;
    return turn % 2 === 0 ? `${shown}\n    at initializeComponent (index-4f9a1c2e.js:1184:19)` : shown;
  }
  if (turn % 3 === 2) return message;
  if (entry.origin === 'compiler' && emission.way === 'diagnostic' && turn % 3 === 0) {
    const header = entry.header && !entry.header.includes('<') && entry.header !== 'Build Error' ? `${entry.header}: ` : '';
    // The file the diagnostic points at, and its line, as the logger prints them.
    const [file, line] = /package\.json/.test(message)
      ? ['./package.json:3:3', '"main": "dist/index.js",']
      : /config|output ?target/i.test(message)
        ? ['./stencil.config.ts:8:5', "namespace: 'acme-ui',"]
        : ['./src/components/date-picker/date-picker.tsx:14:3', '@Prop() selectedDate: string;'];
    return `${prefix}${header}${file}\n${wrapped(message, ' '.repeat(prefix.length))}\n\n      L${file.split(':')[1]}:  ${line}`;
  }
  return wrapped(message, prefix);
}

/** The route and section of an entry in a version, when its page shows it (the heading's anchor). */
function entryTarget(entry: CatalogEntry, version: DocsVersion): string | undefined {
  const page = MESSAGES_AREAS[areaOf(entry)];
  const source = readFileSync(path.join(root, version.docsFolder, page.source), 'utf8');
  return source.includes(`{/* #${entry.id} */}`) ? `${page.route}#${entry.id}` : undefined;
}

const catalog = buildCatalog();
const queries: (DevQuery & {expect: 'entry' | 'cause'})[] = [];
for (const name of VERSIONS) {
  const version = versionByName(name)!;
  const entries = entriesForVersion(catalog, version).sort((a, b) => a.id.localeCompare(b.id));
  entries
    .filter((_, i) => i % STRIDE === 0)
    .forEach((entry, turn) => {
      const target = entryTarget(entry, version);
      if (!target) return;
      queries.push({
        query: pasted(entry, turn),
        kind: 'message',
        expect: 'entry',
        targets: [target],
        versions: [name],
        source: `records of @stencil/core ${version.npmVersion}: ${entry.id}`,
      });
    });
}
const devSet = (JSON.parse(readFileSync(DEV_SET, 'utf8')) as {queries: DevQuery[]}).queries;
for (const query of devSet.filter((q) => q.kind === 'message')) {
  for (const name of query.versions.filter((v) => VERSIONS.includes(v))) {
    const version = versionByName(name)!;
    const [best] = matchDiagnostic(query.query, entriesForVersion(catalog, version), ENTRY_MATCH);
    const target = best && entryTarget(best.entry, version);
    if (!target && query.targets.length === 0) continue;
    queries.push({
      query: query.query,
      kind: 'message',
      expect: target ? 'entry' : 'cause',
      targets: target ? [target] : query.targets,
      versions: [name],
      // The dev set's source (an issue's address) names its reporter: the set file says where to look.
      source: '../shared/search-dev-queries.json',
    });
  }
}

const json = `${JSON.stringify(
  {
    about:
      'Pasted messages (issue 38), written by scripts/pasted-messages.ts: `expect: entry` wants the messages-page entry first (target with its #anchor), `expect: cause` wants the page explaining the cause in the top three.',
    queries,
  },
  null,
  2,
)}\n`;
// Written as the repository's formatter writes JSON, so `npm run format` leaves it alone.
writeFileSync(OUT, await prettier.format(json, {...(await prettier.resolveConfig(OUT)), filepath: OUT}));
console.log(
  `${path.relative(root, OUT)}: ${queries.length} trials, ${queries.filter((q) => q.expect === 'entry').length} with an entry, ${queries.filter((q) => q.expect === 'cause').length} with a cause page`,
);
