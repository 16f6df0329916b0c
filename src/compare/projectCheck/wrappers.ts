/**
 * The framework wrappers the check recognises: packages that turn a Stencil library into
 * components of a framework, each called in `outputTargets` (`reactOutputTarget({…})`). What each
 * release of them accepts of `@stencil/core` is recorded in ./wrapperPeers.json by
 * scripts/record-wrapper-peers.ts (the packages' own `peerDependencies`).
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
