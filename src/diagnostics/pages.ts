/**
 * The messages pages of every docs version: an index (`diagnostics`, the route the site has had
 * since issue 22) and one page per area of the toolchain (three: each page is a route in every
 * version's route data, which every first load carries). One page held all of them until issue
 * 28 added a checked example to most entries: a version's page then outgrew what agents read of a
 * page (afdocs's 100,000 characters, issue 29), and it grows with every minor's new checks.
 *
 * src/inventory/addedPages.ts lists these pages: the inventory is a floor above the features, so
 * this module may import what the rest of src/diagnostics does.
 */

export interface MessagesPage {
  /** The route inside a version (the page's `slug` without its slash). */
  route: string;
  /** The file inside each version's docs folder. */
  source: string;
  title: string;
  sidebarLabel: string;
  /** One sentence under the title: what prints these messages, and when. */
  about: string;
}

/** The index: how to read an entry, the area pages, and every message linked to its entry. */
export const MESSAGES_INDEX: MessagesPage = {
  route: 'diagnostics',
  source: 'reference/diagnostics.md',
  title: 'Compiler and Runtime Messages',
  sidebarLabel: 'Error Messages',
  about: '',
};

export type MessagesArea = 'components' | 'build' | 'runtime';

export const MESSAGES_AREAS: Record<MessagesArea, MessagesPage> = {
  components: {
    route: 'diagnostics/components',
    source: 'reference/diagnostics-components.md',
    title: 'Component and Config Messages',
    sidebarLabel: 'Messages: Components and Config',
    about:
      "Printed by `stencil build`<Until version='4'>, `stencil test`</Until> and the dev server when they read a component's decorators and class (the checks of one component file), and when they load and validate `stencil.config.ts` and `tsconfig.json` before anything is compiled.",
  },
  build: {
    route: 'diagnostics/build',
    source: 'reference/diagnostics-build.md',
    title: 'Build and Output Messages',
    sidebarLabel: 'Messages: Build',
    about:
      'Printed while a build compiles styles, groups components into bundles, bundles modules, checks `package.json` for a distribution, writes the output targets and docs, and prerenders.',
  },
  runtime: {
    route: 'diagnostics/runtime',
    source: 'reference/diagnostics-runtime.md',
    title: 'Command Line and Runtime Messages',
    sidebarLabel: 'Messages: CLI and Runtime',
    about:
      'Printed by the `stencil` command itself (before a build starts, or by its other tasks), and by components while they run, in the console of the browser or of the test runner.',
  },
};

export const MESSAGES_PAGES: MessagesPage[] = [MESSAGES_INDEX, ...Object.values(MESSAGES_AREAS)];

/** What decides an entry's page: where the message comes from, and the compiler source file or function of its site. */
export interface MessageSite {
  origin: 'compiler' | 'runtime' | 'cli';
  sourceFile?: string;
  functionName?: string;
  functionNames?: string[];
  pattern?: string;
}

/**
 * The area page of a message. 4.x bundles name each site's source file; 2.x and 3.x bundles do
 * not, so their sites go by the function around them.
 */
export function areaOf(site: MessageSite): MessagesArea {
  if (site.origin !== 'compiler') return 'runtime';
  const file = site.sourceFile ?? '';
  const functions = [site.functionName, ...(site.functionNames ?? [])].filter(Boolean).join(' ');
  if (/\/transformers\/|\/transpile\//.test(file)) return 'components';
  // The config checks share the component page: each page in the route data costs every first load (issue 28).
  if (/\/config\/|\/sys\/typescript\//.test(file)) return 'components';
  if (file) return 'build';
  if (/Decorator|validateComponent|validatePublicName|validateEventName|validateUniqueTagNames|ComponentMembers/.test(functions))
    return 'components';
  if (/^@(?:Prop|State|Watch|Method|Event|Listen|Element|Component)\b|decorator/i.test(site.pattern ?? '')) return 'components';
  if (
    /^validate(?!BuildPackageJson|Package|Main|Module|Types|Collection|Browser|PrimaryPackage|ManifestJson)/.test(site.functionName ?? '')
  )
    return 'components';
  return 'build';
}
