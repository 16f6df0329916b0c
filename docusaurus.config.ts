import {ADDED_PAGES} from './src/inventory/addedPages';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import prismLight from './src/markdown/highlight/prism/light';
import prismDark from './src/markdown/highlight/prism/dark';
import llmsTxtPlugin from './src/plugins/llmsTxt';
import buildTimeHighlightPlugin from './src/plugins/buildTimeHighlight';
import {PRISM_LANGUAGES} from './src/markdown/highlight/prism/config';
import {MAGIC_COMMENTS} from './src/markdown/syntax/magicComments';
import servingRulesPlugin from './src/plugins/servingRules';
import versionNotFoundPlugin from './src/versionsUi/notFound';
import versionAvailabilityPlugin from './src/versionsUi/availability';
import {clientPlugins} from './src/plugins/client';
import apiFactsPlugin from './src/versions/facts/plugin';
import compareUpgradePlugin from './src/compare/plugin';
import buildManifestPlugin from './src/plugins/buildManifest';
import mdxCompileQueuePlugin from './src/markdown/compileQueue';
import playgroundPlugin from './src/playground/plugin';
import {apiFacts} from './src/versions/facts';
import {readStoreRecord} from './src/data/records';
import type {WrapperPeers} from './src/compare/projectCheck/wrappers';
import {configHistoryOf} from './src/compare/projectCheck/configHistory';
import {readHistoryRecord} from './src/versions/facts/history';
import {
  BASE_URL,
  CURRENT_VERSION,
  docUrl,
  LATEST_VERSION,
  NEXT_VERSION,
  RELEASED_VERSIONS,
  SOME_VERSIONS_ONLY,
  ALL_VERSIONS,
  editableDocsFolder,
  versionByName,
} from './src/versions/versions';
import {pagePlugins, versionFencePreprocessor, versionTokensInFrontMatter} from './src/markdown/constructs';
import {
  BLOG_URL,
  COMMUNITY_URL,
  DOCS_REPOSITORY_URL,
  docsRepositoryEditUrl,
  FORUM_URL,
  ICON_LINKS,
  JAPANESE_SITE_URL,
  NPM_PACKAGE_URL,
  PRIVACY_POLICY_URL,
  RESOURCES_URL,
  SITE_ORIGIN,
} from './src/utils/siteLinks';

// Build-context flags, each read once here.
/** `docusaurus start`: build only Next and the two newest releases so the dev server starts fast. */
const isDev = process.env.NODE_ENV === 'development';
/** Deploy previews and staging set DOCS_NOINDEX=true so search engines skip them (SPEC §1). */
const noIndex = process.env.DOCS_NOINDEX === 'true';
/** Tag-manager container id; without it no tag-manager script is loaded. */
const tagManagerContainerId = process.env.GTM_CONTAINER_ID;
/** Hosted search credentials; without all three the site uses no hosted search. */
const hostedSearch =
  process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_API_KEY && process.env.ALGOLIA_INDEX_NAME
    ? {appId: process.env.ALGOLIA_APP_ID, apiKey: process.env.ALGOLIA_API_KEY, indexName: process.env.ALGOLIA_INDEX_NAME}
    : undefined;
/** External icon script (SPEC §1); the default build draws its icons with local CSS and needs none. */
const iconScriptUrl = process.env.ICON_SCRIPT_URL;
/**
 * DOCS_ONLY_VERSIONS=v4.38[,current…]: build only these docs versions (src/versions/versions.ts
 * applies it to every version list), for tests that need a working site rather than every
 * version. Links into the versions left out are then reported, not fatal.
 */
const onlyVersions = SOME_VERSIONS_ONLY ? ALL_VERSIONS.map((version) => version.name) : undefined;

const docsOptions = {
  path: 'docs',
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  breadcrumbs: false,
  // "Edit this page" opens the file a maintainer edits: docs/ for Next and the generated 4.x
  // snapshots (never the snapshot itself), versioned_docs/version-v3|v2/ for the hand-written ones.
  editUrl: DOCS_REPOSITORY_URL
    ? ({version, docPath}) => {
        const docsVersion = versionByName(version);
        if (!docsVersion) throw new Error(`editUrl: docs version "${version}" is not in src/versions/versions.ts`);
        return docsRepositoryEditUrl(`${editableDocsFolder(docsVersion)}/${docPath}`);
      }
    : undefined,
  // Each Markdown construct's page form (build-time highlighting, stacked tables, API facts,
  // package-manager tabs…), declared once with its twin form in src/markdown/constructs.ts.
  ...pagePlugins('docs'),
  lastVersion: LATEST_VERSION.name,
  onlyIncludeVersions: onlyVersions ?? (isDev ? [CURRENT_VERSION, ...RELEASED_VERSIONS.slice(0, 2).map((v) => v.name)] : undefined),
  versions: {
    [CURRENT_VERSION]: {label: NEXT_VERSION.label, path: NEXT_VERSION.pathSegment, banner: 'unreleased'},
    ...Object.fromEntries(
      RELEASED_VERSIONS.map((version) => [
        version.name,
        {label: version.label, path: version.pathSegment, banner: version.isLast ? 'none' : 'unmaintained'},
      ]),
    ),
  },
  // Docs at the root of a version folder (telemetry, build-variables) are not a group: the
  // sidebar places them itself (Legal) or leaves them out (build-variables has no sidebar).
  // Pages the site adds outside the sidebar (src/inventory/addedPages.ts `inSidebar: false`: the
  // messages' area pages, reached from their index and from search) have none, like build-variables.
  async sidebarItemsGenerator({defaultSidebarItemsGenerator, ...args}) {
    const items = await defaultSidebarItemsGenerator(args);
    const unlisted = new Set(ADDED_PAGES.filter((page) => page.inSidebar === false).map((page) => page.id));
    const keep = (list: typeof items): typeof items =>
      list
        .filter((item) => !(item.type === 'doc' && (!item.id.includes('/') || unlisted.has(item.id))))
        .map((item) => (item.type === 'category' ? {...item, items: keep(item.items)} : item));
    return keep(items);
  },
} satisfies DocsOptions;

const config: Config = {
  title: 'Stencil',
  tagline: 'Build. Customize. Distribute. Adopt.',
  favicon: 'img/favicon.svg',
  url: SITE_ORIGIN,
  baseUrl: BASE_URL,
  trailingSlash: false,
  noIndex,

  onBrokenLinks: onlyVersions ? 'warn' : 'throw',
  onBrokenAnchors: onlyVersions ? 'warn' : 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn'},
    // Version fences and tokens (src/versions/fences.ts, registered in src/markdown/constructs.ts),
    // resolved for the version that owns the file: Next reads docs/ this way, and hand-written
    // versions may use the tokens too. Docusaurus reads the front matter before the
    // preprocessor runs, so a token in a title or description is resolved in its own hook.
    preprocessor: versionFencePreprocessor(__dirname),
    parseFrontMatter: versionTokensInFrontMatter(__dirname),
  },

  // No page shows last-update dates or authors (SPEC has none), so the build need not read the
  // Git history of every file: on a cold build that read cost seconds (issue 13). Rspack's
  // persistent cache is off: writing it made a cold build peak at 2.86 GiB instead of 1.99 GiB
  // for the same 1:30 (`/usr/bin/time -v npm run build` after `npm run clear`); CI and deploys
  // always build cold, so it never paid back.
  // `npm run build` bundles the client, bundles the server and renders in three processes
  // (scripts/build.sh: memory, issues 13 and 31).
  future: {v4: true, faster: {rspackPersistentCache: false}, experimental_vcs: 'disabled'},
  // SPEC §9 names the storage keys exactly (`theme`, `docs-preferred-version-…`): the v4 flag's
  // per-site key suffix would rename them, so namespacing stays off.
  storage: {type: 'localStorage', namespace: false},

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory'}},
  },

  scripts: iconScriptUrl ? [{src: iconScriptUrl, async: true}] : [],

  presets: [
    [
      'classic',
      {
        docs: docsOptions,
        blog: false,
        pages: pagePlugins('pages'),
        theme: {customCss: ['./src/css/custom.css', './src/versions/facts/apiSince.css']},
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // llms.txt, llms-full.txt and each page's Markdown twin, from the Markdown sources (SPEC §1).
    llmsTxtPlugin({
      description: 'Documentation for Stencil, the compiler that turns TypeScript, JSX and CSS into standard web components.',
    }),
    // The code theme's stylesheet and a client bundle without Prism (see rehypeBuildTimeHighlight).
    buildTimeHighlightPlugin,
    // Docusaurus's MDX loader, two pages at a time: the build's time and memory per version (issue 31).
    mdxCompileQueuePlugin,
    tagManagerContainerId ? ['@docusaurus/plugin-google-tag-manager', {containerId: tagManagerContainerId}] : null,
    // Offline search (issue 6): the navbar search, the search page at /docs/search, the doc
    // pages' index marks and one Pagefind index per version, all in src/plugins/search. Named by
    // its file, so Docusaurus resolves the plugin's theme folder next to it.
    './src/plugins/search/index.ts',
    // The build's server rules for deploy/nginx.conf (issue 12): version roots, CSP sources.
    servingRulesPlugin,
    // One server-rendered not-found page per docs version, so a missing page keeps its version (issue 12).
    versionNotFoundPlugin,
    // Which versions have which page (issue 12): the version dropdown's markers and each doc
    // page's "Available in" strip.
    versionAvailabilityPlugin,
    // The API facts of every version, computed from the pinned releases' typings and CLI (issue 20).
    apiFactsPlugin,
    // Each version's playground: its release's compiler, runtime and messages as site assets (issue 39).
    playgroundPlugin,
    // src/versions/versions.ts reads DOCS_ONLY_VERSIONS in the bundles too (defined even when unset,
    // so the browser never reads `process`): the server and the browser list the same versions.
    () => ({
      name: 'docs-only-versions',
      configureWebpack: (_config, _isServer, {currentBundler}) => ({
        plugins: [
          new currentBundler.instance.DefinePlugin({
            'process.env.DOCS_ONLY_VERSIONS': JSON.stringify(process.env.DOCS_ONLY_VERSIONS ?? ''),
          }),
        ],
      }),
    }),
    // What changes how Docusaurus's client or bundle works, in one folder (none with DOCS_STOCK_CLIENT=true).
    ...clientPlugins(),
    // The upgrade planner at /docs/upgrade and its Markdown plans (issue 21, src/compare), with the
    // API items added, deprecated or removed between two versions (issue 20).
    compareUpgradePlugin({
      apiFacts,
      wrapperPeers: () => readStoreRecord<WrapperPeers>('wrapper-peers'),
      configHistory: () => configHistoryOf(readHistoryRecord().data),
    }),
    // What the build computed about each page (route, title, resolved description, twin, headings
    // with their ids), written once to build/_server/manifest/ for the docs MCP server's data build.
    buildManifestPlugin,
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: {
      // A new id per release: a stored dismissal (were the bar closeable) resets with each one.
      id: `latest-release-${LATEST_VERSION.name}`,
      content: `Stencil ${LATEST_VERSION.label} is the latest release. Coming from v${LATEST_VERSION.major - 1}? Read <a href="${docUrl(LATEST_VERSION, LATEST_VERSION.upgradeGuideRoute!)}">the upgrade guide</a>.`,
      backgroundColor: '#3b0fbd',
      textColor: '#ffffff',
      isCloseable: false,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      hideOnScroll: true,
      logo: {alt: 'Stencil', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 96, height: 20},
      items: [
        {type: 'search', position: 'right'},
        {type: 'doc', docId: 'introduction/overview', label: 'Docs', position: 'left'},
        {href: RESOURCES_URL, label: 'Resources', position: 'left', target: '_self'},
        {href: COMMUNITY_URL, label: 'Community', position: 'left'},
        {href: BLOG_URL, label: 'Blog', position: 'left'},
        {
          type: 'localeDropdown',
          position: 'right',
          dropdownItemsAfter: [{href: JAPANESE_SITE_URL, label: '日本語', target: '_blank', rel: 'noopener noreferrer'}],
        },
        ...ICON_LINKS.map((link) => ({
          href: link.href,
          position: 'right' as const,
          className: link.className,
          'aria-label': link.label,
          style: {'--icon-link-image': `url(${BASE_URL}${link.icon})`},
        })),
        {type: 'docsVersionDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {alt: 'Stencil', src: 'img/logo-dark.svg', width: 96, height: 20, href: BASE_URL},
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Introduction', to: '/introduction'},
            {label: 'Getting Started', to: '/getting-started'},
            {label: 'Goals and Objectives', to: '/goals-and-objectives'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'GitHub community', href: COMMUNITY_URL},
            {label: 'Discord', href: ICON_LINKS[1].href},
            {label: 'Forum', href: FORUM_URL},
            {label: 'X (Twitter)', href: ICON_LINKS[0].href},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Resources', href: RESOURCES_URL},
            {label: 'Blog', href: BLOG_URL},
            {label: 'Source code', href: ICON_LINKS[2].href},
            {label: 'npm package', href: NPM_PACKAGE_URL},
            {label: 'Privacy Policy', href: PRIVACY_POLICY_URL},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} the Stencil documentation authors. Built with Docusaurus.`,
    },
    prism: {
      theme: prismLight,
      darkTheme: prismDark,
      // Shared with the build-time highlighter (src/plugins/buildTimeHighlight), which applies them.
      additionalLanguages: PRISM_LANGUAGES,
      magicComments: MAGIC_COMMENTS,
    },
    // Hosted search replaces only the navbar box (src/plugins/search gives @theme/SearchBar back to
    // DocSearch); /docs/search stays the offline search page, hence no DocSearch search page.
    ...(hostedSearch ? {algolia: {...hostedSearch, contextualSearch: true, searchPagePath: false}} : {}),
  } satisfies Preset.ThemeConfig,
};

export default config;
