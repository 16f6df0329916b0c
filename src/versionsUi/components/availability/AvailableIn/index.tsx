/**
 * The "Available in" strip at the end of each doc (issue 12): the versions that have this page,
 * each linking to it there (the one being read marked `aria-current="page"`), and "Added in vX",
 * the oldest version that has it. Built from the build-time route data of
 * src/versions/availability, so it is in the server-rendered HTML and costs no request.
 *
 * A page the oldest built version already has says "Added in vX or earlier": the docs kept do
 * not go back far enough to say when it appeared.
 */
import React, {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDoc, useDocsPreferredVersion, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {routeOfSlug} from '@site/src/versions/availability/availability';
import {useVersionChoices} from '../useVersionChoices';
import styles from './styles.module.css';

export default function AvailableIn(): ReactNode {
  const {metadata} = useDoc();
  const {version: currentVersion, pluginId} = useDocsVersion();
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const headingId = useId();
  const choices = useVersionChoices(routeOfSlug(metadata.slug), pluginId);
  const having = choices.filter((choice) => choice.hasPage);
  const oldest = having.at(-1);
  if (!oldest) return null;
  const oldestBuilt = choices.at(-1);

  return (
    <nav className={styles.strip} aria-labelledby={headingId}>
      <span id={headingId} className={styles.heading}>
        Available in
      </span>
      <ul className={styles.versions}>
        {having.map(({version, path}) => (
          <li key={version.name}>
            <Link
              to={path}
              className={styles.version}
              aria-current={version.name === currentVersion ? 'page' : undefined}
              // Choosing a version here is a version switch, as in the navbar dropdown.
              onClick={() => savePreferredVersionName(version.name)}>
              {version.label}
            </Link>
          </li>
        ))}
      </ul>
      <span className={styles.addedIn}>
        Added in {oldest.version.label}
        {oldest.version.name === oldestBuilt?.version.name ? ' or earlier' : ''}
      </span>
    </nav>
  );
}
