/**
 * The navbar version dropdown on a doc page (issue 12): every version entry says whether that
 * version has the page being read. An entry for a version that lacks it is marked "not in this
 * version" (in its text, so in its accessible name too) and leads to the closest page there;
 * the switch leaves history state so that page shows why the reader is there
 * (../VersionSwitchNotice) — a version switch never lands silently somewhere else.
 *
 * Rendered by the DocsVersionDropdownNavbarItem wrapper (src/theme/NavbarItem) in place of the
 * upstream item only on doc pages: elsewhere there is no page to be available. Like upstream it
 * saves the chosen version as the preferred one (docs-preferred-version-<plugin>), keeps
 * `?search#hash` when switching to the same page, and uses the upstream dropdown to draw.
 */
import React, {type MouseEvent, type ReactNode, type Ref} from 'react';
import {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import {useDocsPreferredVersion, type GlobalDoc, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props as UpstreamProps} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import {routeOfPath} from '@site/src/versions/availability/availability';
import {useVersionChoices, type VersionChoice} from '../useVersionChoices';
import {versionSwitchState} from '../switchState';
import {versionByName} from '@site/src/versions/versions';
import {menuPlannerUrl} from '@site/src/compare/planner/menuLink';
import styles from './styles.module.css';

export interface Props extends UpstreamProps {
  activeDoc: GlobalDoc;
  activeVersion: GlobalVersion;
  /** The dropdown's toggle link (for Escape to return focus to it). */
  toggleRef?: Ref<HTMLAnchorElement>;
}

/** A left click with no modifier: the one the router turns into an in-page navigation. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

function MissingPageLabel({label}: {label: string}): ReactNode {
  return (
    <>
      {label}
      {/* A pause before the note for screen readers ("v3, not in this version"); visually the note has a line of its own. */}
      <span className={styles.pause}>,</span>
      <span className={styles.missingNote}>not in this version</span>
    </>
  );
}

export default function VersionDropdown({
  activeDoc,
  activeVersion,
  toggleRef,
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  versions: _versionsConfig,
  ...props
}: Props): ReactNode {
  const {search, hash} = useLocation();
  const history = useHistory();
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const route = routeOfPath(activeDoc.path, activeVersion.path);
  const choices = useVersionChoices(route, docsPluginId);

  const toItem = ({version, hasPage, path}: VersionChoice): LinkLikeNavbarItemProps => ({
    label: hasPage ? version.label : <MissingPageLabel label={version.label} />,
    // The same page keeps its ?search#hash; a substitute page starts at its top.
    to: hasPage ? `${path}${search}${hash}` : path,
    className: hasPage ? undefined : styles.missing,
    isActive: () => version.name === activeVersion.name,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      savePreferredVersionName(version.name);
      if (!hasPage && isPlainClick(event)) {
        event.preventDefault();
        history.push(path, versionSwitchState(route));
      }
    },
  });

  // Issue 21: the upgrade planner, from the version being read to the latest.
  const planner: LinkLikeNavbarItemProps = {label: 'Plan an upgrade…', to: menuPlannerUrl(versionByName(activeVersion.name))};
  const items = [...dropdownItemsBefore, ...choices.map(toItem), ...dropdownItemsAfter, planner];
  return (
    <DropdownNavbarItem
      {...props}
      ref={toggleRef}
      mobile={mobile}
      label={
        mobile
          ? translate({
              id: 'theme.navbar.mobileVersionsDropdown.label',
              message: 'Versions',
              description: 'The label for the navbar versions dropdown on mobile view',
            })
          : activeVersion.label
      }
      to={mobile ? undefined : activeDoc.path}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}
