/**
 * The navbar item map with only the types the config uses (./theme/NavbarItem/ComponentTypes.tsx
 * says why and what breaks when a type is missing).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function navbarItemsPlugin(): Plugin {
  return {name: 'navbar-items', getThemePath: () => path.join(__dirname, 'theme')};
}
