/**
 * Publishes which docs versions have which page (issue 12), computed at build time from the
 * docs plugin's loaded versions — the routes Docusaurus itself builds, not a hand-kept list.
 *
 * The version dropdown marks the versions that lack the page being read and sends readers to
 * the closest page there (src/theme/NavbarItem/DocsVersionDropdownNavbarItem); each doc page's
 * "Available in" strip lists the versions that have it (src/theme/DocItem/Footer). Both read
 * this plugin's global data, which holds only the routes some version lacks (a few kB on every
 * page's first load; see ./availability.ts).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {computeAvailability, VERSION_AVAILABILITY_PLUGIN} from '../../versions/availability/availability';

/** The docs plugin's instance id (the classic preset's single docs instance). */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const DOCS_PLUGIN_ID = 'default';

export default function versionAvailabilityPlugin(_context: LoadContext): Plugin {
  return {
    name: VERSION_AVAILABILITY_PLUGIN,
    async allContentLoaded({allContent, actions}) {
      const docs = allContent[DOCS_PLUGIN]?.[DOCS_PLUGIN_ID] as LoadedContent | undefined;
      if (!docs) {
        throw new Error(
          `${VERSION_AVAILABILITY_PLUGIN}: the docs plugin's content was not loaded; is the classic preset's docs plugin enabled?`,
        );
      }
      actions.setGlobalData(computeAvailability(docs.loadedVersions));
    },
  };
}
