/**
 * The framework wrappers a project uses (./wrappers.ts): where its config calls them (or the
 * built-in type one replaces), the range its package.json declares, and which wrapper releases
 * accept the target's `@stencil/core` (the wrapper peers record).
 */
import {docUrl, type DocsVersion} from '../../versions/versions';
import {lowestReleaseOf} from '../../versions/ranges';
import {compareReleases, release as releaseNamed} from '../../versions/release';
import type {ConfigShape} from './parse';
import type {OutputTargetSummary, WrapperUse} from './types';
import {WRAPPERS, wrapperOf, type Wrapper, type WrapperPeers} from './wrappers';

export const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies'] as const;

function declaredRange(packageJson: Record<string, unknown> | undefined, name: string): string | undefined {
  for (const field of DEPENDENCY_FIELDS) {
    const value = (packageJson?.[field] as Record<string, unknown> | undefined)?.[name];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

function wrapperExpectation(
  wrapper: Wrapper,
  target: DocsVersion,
  declared: string | undefined,
  peers: WrapperPeers | undefined,
): Pick<WrapperUse, 'expects' | 'newestAccepting' | 'acceptingSince'> {
  const record = peers?.packages[wrapper.package];
  const release = target.npmVersion;
  if (!record || !(release in record.accepting)) {
    return {
      expects: `No release of ${wrapper.package} is recorded against @stencil/core ${release}; its expected version is not known here.`,
    };
  }
  const accepting = record.accepting[release];
  if (!accepting) {
    return {expects: `No release of ${wrapper.package} states in its peerDependencies that it accepts @stencil/core ${release}.`};
  }
  const lowest = declared ? lowestReleaseOf(declared) : undefined;
  const behind =
    lowest && compareReleases(lowest, releaseNamed(accepting.since)) < 0
      ? ` Your range starts at ${lowest}, before ${accepting.since}.`
      : '';
  return {
    expects: `Releases ${accepting.since} to ${accepting.newest} of ${wrapper.package} state that they accept @stencil/core ${release} (peerDependencies).${behind}`,
    newestAccepting: accepting.newest,
    acceptingSince: accepting.since,
  };
}

/** The config's output targets, each with the wrapper it is (a wrapper's call, or the built-in type one replaces). */
export function outputTargetsOf(config: ConfigShape | undefined): OutputTargetSummary[] {
  return (config?.outputTargets ?? []).flatMap((use) => {
    const wrapper = use.call
      ? wrapperOf(use.call.from)
      : WRAPPERS.find((candidate) => candidate.builtInType && candidate.builtInType === use.type);
    const name = use.type ?? (use.call ? `${use.call.name}()` : undefined);
    return name ? [{name, line: use.line, ...(wrapper ? {wrapper: wrapper.package} : {})}] : [];
  });
}

/** The wrappers the project declares in package.json or uses in its config, with what they accept of the target. */
export function wrapperUses(
  packageJson: Record<string, unknown> | undefined,
  outputTargets: readonly OutputTargetSummary[],
  target: DocsVersion,
  peers: WrapperPeers | undefined,
): WrapperUse[] {
  return WRAPPERS.flatMap((wrapper) => {
    const declared = declaredRange(packageJson, wrapper.package);
    const lines = outputTargets.filter((use) => use.wrapper === wrapper.package).map((use) => use.line);
    if (!declared && lines.length === 0) return [];
    return [
      {
        package: wrapper.package,
        framework: wrapper.framework,
        ...(declared ? {declared} : {}),
        lines,
        ...wrapperExpectation(wrapper, target, declared, peers),
        href: docUrl(target, wrapper.route),
      },
    ];
  });
}
