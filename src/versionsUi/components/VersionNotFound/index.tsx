/**
 * The not-found page of a docs version (issue 12, item 3): in that version's layout, with its
 * sidebar, it says the page does not exist in the version, lists the versions that have a page at
 * the same address, and the three pages of this version closest to the address.
 *
 * Rendered by src/theme/NotFound/Content inside the docs plugin's version route, so the version
 * context (label, sidebars, titles) is the one the navbar shows. The server sends one HTML file per
 * version for every missing path (src/versionsUi/notFound), so everything rendered before
 * hydration must not depend on the address; the address-dependent lists render after it.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import {DocsSidebarProvider, useDocsVersion, useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import DocRootLayout from '@theme/DocRoot/Layout';
import Heading from '@theme/Heading';
import {usePartialRoute} from '@site/src/versionsUi/components/availability/useVersionChoices';
import {missingRoute, nearestPages, pagesOf, versionsWithRoute} from './suggestions';
import styles from './styles.module.css';

/** The document title of every not-found page (the site name is appended). */
export const NOT_FOUND_TITLE = 'Page not found';

function AddressHelp({
  version,
  metadata,
  versions,
}: {
  version: GlobalVersion;
  metadata: PropVersionMetadata;
  versions: readonly GlobalVersion[];
}): ReactNode {
  const {pathname} = useLocation();
  const route = missingRoute(pathname, version);
  const elsewhere = versionsWithRoute(route, versions, version, usePartialRoute(route));
  const nearest = route ? nearestPages(route, pagesOf(version, metadata)) : [];
  return (
    <>
      <section aria-labelledby="not-found-elsewhere" data-testid="not-found-elsewhere">
        <h2 id="not-found-elsewhere" className={styles.sectionTitle}>
          Other versions
        </h2>
        {elsewhere.length > 0 ? (
          <>
            <p>
              <code>/{route}</code> exists in {elsewhere.length === 1 ? 'this version' : 'these versions'}:
            </p>
            <ul className={styles.versionList}>
              {elsewhere.map(({version: other, path}) => (
                <li key={other.name}>
                  <Link to={path}>{other.label}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>No other version has a page at {route ? <code>/{route}</code> : 'this address'} either.</p>
        )}
      </section>
      {nearest.length > 0 && (
        <section aria-labelledby="not-found-nearest" data-testid="not-found-nearest">
          <h2 id="not-found-nearest" className={styles.sectionTitle}>
            Closest pages in {metadata.label}
          </h2>
          <ul>
            {nearest.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export default function VersionNotFound(): ReactNode {
  const metadata = useDocsVersion();
  const versions = useVersions(metadata.pluginId);
  const isBrowser = useIsBrowser();
  const version = versions.find((candidate) => candidate.name === metadata.version);
  if (!version) throw new Error(`VersionNotFound: docs version "${metadata.version}" is not in the docs plugin's global data.`);
  const mainDoc = version.docs.find((doc) => doc.id === version.mainDocId);
  const sidebarName = mainDoc?.sidebar;
  return (
    <HtmlClassNameProvider className={ThemeClassNames.page.docsDocPage}>
      <PageMetadata title={NOT_FOUND_TITLE}>
        <meta name="robots" content="noindex, follow" />
      </PageMetadata>
      <DocsSidebarProvider name={sidebarName} items={sidebarName ? metadata.docsSidebars[sidebarName] : undefined}>
        <DocRootLayout>
          <article className={styles.notFound} data-testid="version-not-found" data-docs-version={metadata.version}>
            <Heading as="h1">{NOT_FOUND_TITLE}</Heading>
            <p className={styles.lead}>
              This page does not exist in the <strong>{metadata.label}</strong> docs
              {metadata.isLast ? ' (the latest release)' : ''}.
            </p>
            {/* Address-dependent: the server's HTML is shared by every missing path of the version. */}
            {isBrowser && <AddressHelp version={version} metadata={metadata} versions={versions} />}
            {mainDoc && (
              <p className={styles.home}>
                <Link to={mainDoc.path}>Go to the {metadata.label} introduction</Link>
              </p>
            )}
          </article>
        </DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
