/**
 * Theme components the pages rarely or never render, loaded only when one does
 * (../README.md, "Loaded when rendered"): each component in ./theme is a `React.lazy` of the
 * classic theme's, reached through `@theme-init`.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function lazyThemePlugin(): Plugin {
  return {name: 'lazy-theme', getThemePath: () => path.join(__dirname, 'theme')};
}
