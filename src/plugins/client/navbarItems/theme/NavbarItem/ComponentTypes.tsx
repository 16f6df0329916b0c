/**
 * Replaces theme-classic's NavbarItem/ComponentTypes (ejected: Docusaurus forbids wrapping it)
 * with the navbar item types this site's config uses, so the others stay out of main.js
 * (~0.6 KB gzip of every first load: the html, docSidebar and docsVersion items).
 *
 * A type the config starts using must be added here: until it is, server rendering throws
 * `No NavbarItem component found for type "…"` (theme-classic's NavbarItem) and the build fails.
 * `dropdown` and `default` stay whatever the config says: an item without a type is one of them.
 */
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

const ComponentTypes = {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  doc: DocNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
} as Partial<ComponentTypesObject> as ComponentTypesObject;

export default ComponentTypes;
