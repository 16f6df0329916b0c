/**
 * The registry: every Markdown construct the docs use beyond CommonMark + GFM, each with its page
 * form (what the site's remark/rehype pipeline does with it) and its twin form (what the `.md`
 * twin, ./twin.ts, writes for it), declared once. docusaurus.config.ts takes its Markdown
 * plugin lists from `pagePlugins` below; the twin reads the `twin` parts. A construct whose page
 * form is Docusaurus's own (admonitions, heading ids) says so and has no plugin here.
 *
 * To add a construct: give it an entry here (page plugin, twin form or both), a fixture in
 * tests/fixtures/markdown/ and a case in tests/unit/markdownPipeline.test.ts.
 */
import path from 'node:path';
import type {MarkdownConfig, ParseFrontMatter} from '@docusaurus/types';
import {renderForVersion, type FenceTarget} from '../versions/fences';
import {NEXT_VERSION, versionOfDocsFile} from '../versions/versions';
import {availabilityMarkdownFor, remarkApiAvailability, remarkSinceMarkers, withTwinSinceMarker} from './apiFacts';
import {LIFECYCLE_CAPTION, LIFECYCLE_PHASES} from '../components/LifecycleDiagram/phases';
import {NPM2YARN_META, packageManagerTabs} from './packageManagerTabs';
import {PACKAGE_MANAGERS, toPackageManager} from './packageManagerTabs/convert';
import {quotedSourceOf, sourceFileUrl} from '../utils/siteLinks';
import rehypeBuildTimeHighlight from './highlight/rehype';
import rehypeStackedTables from './stackedTables';
import {markLines, MAGIC_COMMENTS} from './syntax/magicComments';
import {blockTitleOf, withoutMeta} from './syntax/codeFences';
import {fenceTagOf} from './syntax/versionFences';
import {admonitionOpenOf, isAdmonitionClose} from './syntax/blocks';
import {withoutExplicitId} from './syntax/headings';
import recmaJsxRuntimeOnce from './recmaJsxRuntimeOnce';
import {PLAYGROUND_META, fenceOpenWithoutPlayground, remarkPlaygroundLinks} from './playgroundLinks';

/** What the twin knows of the page it writes. */
export interface TwinContext {
  /** The source's path relative to the site directory (posix), e.g. `docs/components/events.md`. */
  sourcePath: string;
  /** The version whose page this is: fences and tokens are resolved for it. */
  version: FenceTarget;
}

/** What a construct does with one line outside code, in the twin: undefined when the line is not its own. */
export type TwinLine = {lines: string[]} | {openQuote: string} | {closeQuote: true};

export interface TwinForm {
  /** Rewrites the whole body before the line walk (version fences resolve here). */
  body?: (body: string, context: TwinContext) => string;
  /** A line outside code that the construct owns, as the twin's lines. */
  line?: (line: string, context: TwinContext) => TwinLine | undefined;
  /** Rewrites a prose line before its links are made absolute. */
  prose?: (line: string, context: TwinContext) => string;
  /** Rewrites a code fence's opening line. */
  fenceOpen?: (line: string) => string;
  /** Rewrites a code block's code (its lines between the fences, joined). */
  code?: (code: string, block: {lang: string; meta: string}) => string;
  /** Lines written before a code block's opening fence, at its indentation: what the page shows above the code. */
  beforeBlock?: (block: {lang: string; meta: string}, context: TwinContext) => string[];
  /**
   * Lines written after a code block's closing fence, at the fence's indentation: what the page
   * shows beside the code (the other package managers' tabs, the link to a quoted file).
   */
  afterBlock?: (block: TwinBlock, context: TwinContext) => string[];
  /** Components written `<Name />` on a line of their own, by name: their Markdown. */
  components?: Record<string, (context: TwinContext) => string>;
}

/** A closed code block as the twin wrote it. */
export interface TwinBlock {
  lang: string;
  meta: string;
  /** The code as written into the twin (after the `code` forms). */
  code: string;
  /** The opening fence's marker, ```` ``` ```` or `~~~`…, to write another block like it. */
  marker: string;
}

type Plugin = unknown;

export interface PageForm {
  /** Where Docusaurus runs it: before its own remark steps (heading ids, table of contents), after them, or on the HTML tree. */
  beforeDefaultRemark?: Plugin[];
  remark?: Plugin[];
  rehype?: Plugin[];
  /** Also in the pages plugin (src/pages), not only the docs. */
  inPages?: boolean;
  /** When the page form is Docusaurus's own: what does it. */
  builtIn?: string;
}

export interface MarkdownConstruct {
  name: string;
  /** How a writer uses it (the fixture in tests/fixtures/markdown/ shows it whole). */
  syntax: string;
  page: PageForm;
  twin: TwinForm;
}

/** The lifecycle diagram as the page draws it: each phase, its trigger and its ordered hooks. */
export function lifecycleDiagramMarkdown(): string {
  const phases = LIFECYCLE_PHASES.map((phase) =>
    [
      `**${phase.title}.** ${phase.trigger}`,
      '',
      // As the page's text reads (name, badge, then the detail on a line of its own).
      ...phase.steps.map((step, index) => `${index + 1}. \`${step.name}\`${step.awaitable ? ' may return a Promise' : ''}: ${step.detail}`),
    ].join('\n'),
  );
  return [...phases, `*${LIFECYCLE_CAPTION}*`].join('\n\n');
}

/** The twin of the playground: it runs only in a browser, so the copy says where it is and what it does. */
export function playgroundMarkdown(): string {
  return '*The interactive playground (editors, compiler, preview) runs in a web browser, on the HTML page at this address.*';
}

function admonitionHeading(kind: string, title: string | undefined): string {
  const label = kind[0].toUpperCase() + kind.slice(1);
  return title ? `**${label}: ${title.trim()}**` : `**${label}**`;
}

export const CONSTRUCTS: MarkdownConstruct[] = [
  {
    name: 'version fences',
    syntax: '`<Since version="4.35">` / `<Until version="4.37">` blocks and inline, `%STENCIL_VERSION%` tokens',
    // The page: the Markdown preprocessor and front-matter hook below (config `markdown`), and the
    // `Since` MDX component (src/theme/MDXComponents) for the "Added in" marker of a prose block.
    page: {builtIn: 'markdown.preprocessor + parseFrontMatter (versionFencePreprocessor, versionTokensInFrontMatter below)'},
    twin: {
      body: (body, context) => renderForVersion(body, context.version, context.sourcePath),
      // The Since blocks that are left after the body step keep their tags for the page's marker.
      line: (line) => {
        const tag = fenceTagOf(line);
        if (tag && 'open' in tag && tag.open === 'Since') return {lines: [`*Added in v${tag.version}*`]};
        return tag && 'close' in tag && tag.close === 'Since' ? {lines: []} : undefined;
      },
    },
  },
  {
    name: 'npm2yarn tabs',
    syntax: 'a `bash npm2yarn` fence of npm commands',
    page: {remark: [packageManagerTabs]},
    // The npm block as a plain fence, then each other tab's block under its name (issue 29: the
    // twin holds every tab's text).
    twin: {
      // The metastring that makes a fence package-manager tabs: the twin keeps the npm form as a plain fence.
      fenceOpen: (line) => withoutMeta(line, NPM2YARN_META),
      afterBlock: (block) =>
        block.meta.trim() === NPM2YARN_META
          ? PACKAGE_MANAGERS.flatMap((manager) => [
              '',
              `${manager}:`,
              '',
              `${block.marker}${block.lang}`,
              ...toPackageManager(block.code, manager).split('\n'),
              block.marker,
            ])
          : [],
    },
  },
  {
    name: 'API availability tables',
    syntax: '`<ApiAvailability />` on a line of its own',
    page: {beforeDefaultRemark: [remarkApiAvailability]},
    twin: {components: {ApiAvailability: (context) => availabilityMarkdownFor(context.sourcePath)}},
  },
  {
    name: 'lifecycle diagram',
    syntax: '`<LifecycleDiagram />` (imported from @site/src/components/LifecycleDiagram)',
    page: {builtIn: 'MDX: the React component src/components/LifecycleDiagram'},
    twin: {components: {LifecycleDiagram: lifecycleDiagramMarkdown}},
  },
  {
    name: 'playground',
    syntax: '`<Playground />` (imported from @site/src/playground/Playground) on a line of its own',
    page: {
      builtIn:
        "MDX: the React component src/playground/Playground (loads the editors, the version's compiler and the preview in the browser)",
    },
    twin: {components: {Playground: playgroundMarkdown}},
  },
  {
    name: 'playground links',
    syntax: `a \`tsx ${PLAYGROUND_META}\` fence: a component module (the messages pages' examples, written by src/diagnostics/render.ts)`,
    // "Open in the playground" under the block, to the playground of the page's version with the code in its address.
    page: {remark: [remarkPlaygroundLinks]},
    // The link works only in a browser (the page marks it data-markdown-ignore): the twin keeps the block, without the word.
    twin: {fenceOpen: fenceOpenWithoutPlayground},
  },
  {
    name: 'moved anchors',
    syntax:
      '`<MovedAnchors>` … `</MovedAnchors>` (imported from @site/src/components/MovedAnchors) around the list of links of an index page whose sections moved to other pages',
    page: {
      builtIn:
        'MDX: the React component src/components/MovedAnchors (follows an old `#id` to its new page; keeps the list out of the search index)',
    },
    // The wrapper's lines are dropped like any component wrapper's; the list stays as written.
    twin: {},
  },
  {
    name: 'heading ids',
    syntax: '`## Title {#id}` or `## Title {/* #id */}`',
    page: {
      builtIn: "Docusaurus's heading step (@docusaurus/mdx-loader remark/headings); src/markdown/syntax/headings.ts reads ids the same way",
    },
    twin: {prose: (line) => withoutExplicitId(line)},
  },
  {
    name: 'API since markers',
    syntax: 'none: a heading or options-table row naming a newer API item in inline code',
    // After Docusaurus's heading ids and table of contents, so a marker never changes either.
    page: {remark: [remarkSinceMarkers]},
    // The same marker, after the heading id is dropped (the entry above), so the twin says what
    // the page shows (issue 29).
    twin: {prose: (line, context) => withTwinSinceMarker(line, context.sourcePath)},
  },
  {
    name: 'code blocks and magic comments',
    syntax: '```` ```tsx title="a.tsx" ```` fences; `// highlight-next-line` and the other MAGIC_COMMENTS',
    page: {rehype: [rehypeBuildTimeHighlight], inPages: true},
    // The code as the page shows it: the highlighter's own reading of the magic comments (per
    // language; a metastring range keeps them), so the twin drops exactly the lines the page drops.
    twin: {
      // The title the page shows above the block (a file name, usually), as text: the fence's
      // metastring is no text to a Markdown reader (issue 29).
      beforeBlock: (block) => {
        const title = blockTitleOf(block.meta);
        return title ? [`\`${title}\`:`] : [];
      },
      code: (code, block) =>
        markLines(code, {language: block.lang.toLowerCase() || 'text', metastring: block.meta, magicComments: MAGIC_COMMENTS}).code,
    },
  },
  {
    name: 'quoted source files',
    syntax: '```` ```ts source="src/declarations/stencil-public-runtime.ts" ````: a block quoting a file of the toolchain',
    page: {builtIn: 'src/theme/CodeBlock: a link to the file at the release tag of the version read'},
    twin: {
      afterBlock: (block, context) => {
        const file = quotedSourceOf(block.meta);
        return file
          ? ['', `[View \`${file}\` on GitHub at ${context.version.releaseTag}](${sourceFileUrl(context.version.releaseTag, file)})`]
          : [];
      },
    },
  },
  {
    name: 'stacked tables',
    syntax: 'none: a table of three columns or more',
    page: {rehype: [rehypeStackedTables]},
    // A Markdown table stays one: it is the phone layout that changes.
    twin: {},
  },
  {
    name: 'admonitions',
    syntax: '`:::note` … `:::`, with a title as `:::note[Title]` or `:::note Title`',
    page: {builtIn: "Docusaurus's admonitions"},
    twin: {
      line: (line) => {
        const open = admonitionOpenOf(line);
        if (open) return {openQuote: admonitionHeading(open.kind, open.title)};
        return isAdmonitionClose(line) ? {closeQuote: true} : undefined;
      },
    },
  },
];

/** The remark/rehype plugin lists of a Docusaurus content plugin, from the registry, in its order. */
export function pagePlugins(scope: 'docs' | 'pages'): {
  beforeDefaultRemarkPlugins: Plugin[];
  remarkPlugins: Plugin[];
  rehypePlugins: Plugin[];
  recmaPlugins: Plugin[];
} {
  const forScope = CONSTRUCTS.filter((construct) => scope === 'docs' || construct.page.inPages);
  return {
    beforeDefaultRemarkPlugins: forScope.flatMap((construct) => construct.page.beforeDefaultRemark ?? []),
    remarkPlugins: forScope.flatMap((construct) => construct.page.remark ?? []),
    rehypePlugins: forScope.flatMap((construct) => construct.page.rehype ?? []),
    recmaPlugins: [recmaJsxRuntimeOnce],
  };
}

/** The version a docs file belongs to (the Markdown preprocessor's and the twin's): Next for a file outside every versions folder. */
export function versionOfSource(siteDir: string, filePath: string): FenceTarget {
  return versionOfDocsFile(path.relative(siteDir, filePath)) ?? NEXT_VERSION;
}

/** Version fences and tokens resolved for the version that owns the file (config `markdown.preprocessor`). */
export function versionFencePreprocessor(siteDir: string): NonNullable<MarkdownConfig['preprocessor']> {
  return ({filePath, fileContent}) => renderForVersion(fileContent, versionOfSource(siteDir, filePath), filePath);
}

/**
 * Tokens and inline version fences in the front matter (`signatures from Stencil %STENCIL_MINOR%`,
 * `the <Until version="4">dist</Until><Since version="5">loader-bundle</Since> target`): Docusaurus
 * reads the front matter before the preprocessor runs (config `markdown.parseFrontMatter`), and a
 * description shared by Next and the frozen 4.x line could otherwise be true for only one of them.
 * The 4.x snapshots get the same text, since their generator renders the whole file.
 */
export function versionTokensInFrontMatter(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const version = versionOfSource(siteDir, params.filePath);
    const frontMatter = Object.fromEntries(
      Object.entries(result.frontMatter).map(([key, value]) => [
        key,
        typeof value === 'string' ? renderForVersion(value, version, params.filePath) : value,
      ]),
    );
    return {...result, frontMatter};
  };
}
