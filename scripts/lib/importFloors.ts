/**
 * The floors of the code base, bottom first: a module may import its own floor and the floors
 * below it, never one above (an "arrow that runs back up"). Read by tests/unit/siteImports.test.ts,
 * which fails on such an import, and by `npx tsx scripts/import-drawing.ts`, which counts them
 * and the import cycles in a dependency-cruiser graph (CONTRIBUTING, "The import drawing").
 *
 * A path belongs to the floor of its longest listed prefix; a code file under none is an error,
 * so a new folder is placed on purpose.
 */
export interface Floor {
  name: string;
  /** Folders (with a trailing `/`) and files, relative to the project root. */
  paths: string[];
}

export const FLOORS: Floor[] = [
  {
    name: 'the core',
    paths: [
      'src/versions/',
      'src/data/',
      'src/utils/',
      'versions.json',
      // The one Markdown grammar: it imports nothing of the site, and the version fences read it.
      'src/markdown/syntax/',
      // The landing page's words as import-free data: the page and its llms.txt twin (a feature) both read them.
      'src/pages/_home.ts',
    ],
  },
  {
    name: 'the features',
    paths: [
      'src/markdown/',
      'src/plugins/',
      'src/compare/',
      'src/diagnostics/',
      'src/components/',
      'src/css/',
      // The reader of content/ (the planner's upgrade items, the messages' guides): it reads files, so not the core.
      'src/content/',
      // The playground page of every version (issue 39): it reads the versions and the messages, nothing above.
      'src/playground/',
    ],
  },
  {name: 'above the features', paths: ['src/versionsUi/', 'src/inventory/']},
  {name: 'the site', paths: ['src/theme/', 'src/pages/', 'docusaurus.config.ts', 'sidebars.ts']},
  {name: 'outside the site', paths: ['scripts/', 'generators/', 'tests/', 'packages/']},
];

/** The floor index of a project path (0 = the core), or undefined when no floor lists it. */
export function floorOf(relativePath: string): number | undefined {
  let best: {floor: number; length: number} | undefined;
  FLOORS.forEach((floor, index) => {
    for (const prefix of floor.paths) {
      // `${path}/`: an import of a folder (its index) lands on the folder's floor.
      const matches = prefix.endsWith('/') ? `${relativePath}/`.startsWith(prefix) : relativePath === prefix;
      if (matches && (!best || prefix.length > best.length)) best = {floor: index, length: prefix.length};
    }
  });
  return best?.floor;
}

/** Whether an import from `from` to `to` (project paths) runs back up: to a higher floor. */
export function runsBackUp(from: string, to: string): boolean {
  const [a, b] = [floorOf(from), floorOf(to)];
  return a !== undefined && b !== undefined && b > a;
}

/**
 * Packages the core may not import: it is pure, so the config, the scripts, the generators and
 * Node tests can all load it, and doc pages carry no more than they use. React, the Docusaurus
 * client and theme modules are the UI floor's (src/versionsUi). Docusaurus's types and the docs
 * plugin's server-side types stay allowed: they are erased.
 */
export function isForbiddenInCore(specifier: string): boolean {
  if (/^(?:react|react-dom)(?:\/|$)/.test(specifier)) return true;
  if (/^@(?:theme|theme-original|theme-init|generated)\//.test(specifier)) return true;
  if (specifier.startsWith('@docusaurus/')) {
    return !['@docusaurus/types', '@docusaurus/plugin-content-docs', '@docusaurus/utils'].includes(specifier);
  }
  return /\.css$/.test(specifier);
}
