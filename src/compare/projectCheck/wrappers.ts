/**
 * The framework wrappers the check recognises: packages that turn a Stencil library into
 * components of a framework, each called in `outputTargets` (`reactOutputTarget({…})`). What each
 * release of them accepts of `@stencil/core` (the packages' own `peerDependencies`) is the wrapper
 * peers record (src/data/generated/wrapper-peers.json, written by generators/wrapper-peers), which
 * reaches the check with the planner's data.
 */
export interface Wrapper {
  package: string;
  framework: string;
  /** The doc route of the framework's integration page. */
  route: string;
  /**
   * The built-in output target type that did the job in old releases (`angular` until v2),
   * which the check reports with this wrapper.
   */
  builtInType?: string;
}

export const WRAPPERS: readonly Wrapper[] = [
  {package: '@stencil/react-output-target', framework: 'React', route: 'react'},
  {package: '@stencil/angular-output-target', framework: 'Angular', route: 'angular', builtInType: 'angular'},
  {package: '@stencil/vue-output-target', framework: 'Vue', route: 'vue'},
];

export function wrapperOf(packageName: string): Wrapper | undefined {
  return WRAPPERS.find((wrapper) => wrapper.package === packageName);
}

/** What the wrapper releases accept of each docs version's `@stencil/core` release. */
export interface PeerRecord {
  /** The wrapper's newest release, and the `@stencil/core` range it states. */
  newest: string;
  newestStates: string | null;
  /** Per `@stencil/core` release: the newest accepting wrapper release and the first of its unbroken run; null when none. */
  accepting: Record<string, {newest: string; since: string} | null>;
}

/** The wrapper peers record, as written by generators/wrapper-peers. */
export interface WrapperPeers {
  /** The day the registry was read (YYYY-MM-DD). */
  recorded: string;
  by: string;
  packages: Record<string, PeerRecord>;
}
