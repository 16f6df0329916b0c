/**
 * External addresses the site links to (navbar, footer, sidebar, product dropdown), from
 * SITE-FACTS. Read by the config, the theme components and the tests.
 */
import {metaAttribute} from '../markdown/syntax/codeFences';

export const SITE_ORIGIN = 'https://stenciljs.com';

export const RESOURCES_URL = 'https://stenciljs.com/resources';
export const COMMUNITY_URL = 'https://github.com/stencil-community';
export const BLOG_URL = 'https://ionic.io/blog/tag/stencil';
export const JAPANESE_SITE_URL = 'https://stenciljs.jp/docs/introduction';
export const FORUM_URL = 'https://forum.ionicframework.com/c/stencil/21';
export const PRIVACY_POLICY_URL = 'https://ionic.io/privacy';
export const NPM_PACKAGE_URL = 'https://www.npmjs.com/package/@stencil/core';

/** The toolchain's source; its release tags (`RELEASE_TAGS` in ./versions) name each version's code. */
export const SOURCE_REPOSITORY_URL = 'https://github.com/stenciljs/core';

export interface IconLink {
  /** Accessible name: the icon itself shows no text. */
  label: string;
  href: string;
  /** CSS classes that draw the icon (src/css/custom.css). */
  className: string;
  /** The icon's file under static/, the link's mask: fetched as an image, not carried in the stylesheet. */
  icon: string;
}

/** The three icon links of the navbar, in spec order: social network, chat, repository. */
export const ICON_LINKS: IconLink[] = [
  {label: 'Stencil on X (Twitter)', href: 'https://twitter.com/stenciljs', className: 'icon-link icon-link--x', icon: 'img/icons/x.svg'},
  {
    label: 'Stencil chat on Discord',
    href: 'https://chat.stenciljs.com',
    className: 'icon-link icon-link--discord',
    icon: 'img/icons/discord.svg',
  },
  {
    label: 'Stencil source code on GitHub',
    href: SOURCE_REPOSITORY_URL,
    className: 'icon-link icon-link--github',
    icon: 'img/icons/github.svg',
  },
];

/**
 * The documentation's own repository (this site's source), where readers edit a page ("Edit this
 * page") and report one ("Was this page helpful?" → No). SITE-FACTS names only the toolchain's
 * repository; the docs live in the project's `site` repository. Set it to '' to turn both links
 * off (the build then passes no `editUrl` and the feedback shows no issue link).
 */
export const DOCS_REPOSITORY_URL: string = 'https://github.com/stenciljs/site';
/** The branch maintainers edit; "Edit this page" opens the file there. */
export const DOCS_REPOSITORY_BRANCH = 'main';

/** GitHub's editor for a file of the docs repository (a path from its root, e.g. `docs/introduction/overview.md`). */
export function docsRepositoryEditUrl(filePath: string): string {
  return `${DOCS_REPOSITORY_URL}/edit/${DOCS_REPOSITORY_BRANCH}/${filePath.replace(/^\/+/, '')}`;
}

/** GitHub's new-issue form of the docs repository, filled in with a title and a body. */
export function docsRepositoryNewIssueUrl(title: string, body: string): string {
  const query = new URLSearchParams({title, body});
  return `${DOCS_REPOSITORY_URL}/issues/new?${query.toString()}`;
}

/**
 * The file a code block quotes, from its metastring (```` ```ts source="src/…" ````): the page
 * links it under the block (src/theme/CodeBlock), the twin too (src/markdown/constructs.ts).
 */
export function quotedSourceOf(metastring: string | undefined): string | undefined {
  return metaAttribute(metastring, 'source') || undefined;
}

/** A file of the toolchain's repository at a release tag. */
export function sourceFileUrl(releaseTag: string, filePath: string): string {
  return `${SOURCE_REPOSITORY_URL}/blob/${releaseTag}/${filePath.replace(/^\/+/, '')}`;
}
