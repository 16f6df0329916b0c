/**
 * The wrapper peers record (src/data/generated/wrapper-peers.json): for each framework wrapper
 * package and each docs version's `@stencil/core` release, the wrapper releases whose
 * `peerDependencies` accept that release. The project check reads it (through the planner's data)
 * in the browser, where no registry is asked and no range is parsed.
 *
 * The only generator that needs the network: one `npm view` per wrapper. `npm run generate` keeps
 * the committed record, and says so, when the registry cannot be reached.
 */
import {execFileSync} from 'node:child_process';
import {WRAPPERS, type PeerRecord, type WrapperPeers} from '../../src/compare/projectCheck/wrappers';
import {STORE_RECORDS} from '../../src/data/records';
import {compareReleases, isPrerelease, oldestFirst, release as releaseNamed} from '../../src/versions/release';
import {allows} from '../../src/versions/ranges';

interface Manifest {
  version: string;
  peerDependencies?: Record<string, string>;
}

/** Each wrapper's record against the given `@stencil/core` releases; throws when the registry cannot be asked. */
export function readWrapperPeers(stencilReleases: readonly string[]): WrapperPeers['packages'] {
  const releases = oldestFirst(new Set(stencilReleases.map(releaseNamed)));
  const packages: WrapperPeers['packages'] = {};
  for (const wrapper of WRAPPERS) {
    const out = execFileSync('npm', ['view', `${wrapper.package}@>=0.0.1`, '--json'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const parsed = JSON.parse(out) as Manifest | Manifest[];
    const manifests = (Array.isArray(parsed) ? parsed : [parsed])
      .filter((manifest) => !isPrerelease(releaseNamed(manifest.version)))
      .sort((a, b) => compareReleases(releaseNamed(a.version), releaseNamed(b.version)));
    const accepting: PeerRecord['accepting'] = {};
    for (const release of releases) {
      const ok = manifests.map((manifest) => {
        const range = manifest.peerDependencies?.['@stencil/core'];
        return range !== undefined && allows(range, release);
      });
      const newestIndex = ok.lastIndexOf(true);
      if (newestIndex < 0) {
        accepting[release] = null;
        continue;
      }
      // The unbroken run of accepting releases that ends with the newest one.
      let sinceIndex = newestIndex;
      while (sinceIndex > 0 && ok[sinceIndex - 1]) sinceIndex -= 1;
      accepting[release] = {newest: manifests[newestIndex].version, since: manifests[sinceIndex].version};
    }
    const newest = manifests.at(-1)!;
    packages[wrapper.package] = {
      newest: newest.version,
      newestStates: newest.peerDependencies?.['@stencil/core'] ?? null,
      accepting,
    };
  }
  return packages;
}

/** The record as written: the day it was read, the command, the packages. */
export function wrapperPeersRecord(packages: WrapperPeers['packages'], recorded: string): WrapperPeers {
  return {recorded, by: STORE_RECORDS['wrapper-peers'].writtenBy, packages};
}

/**
 * Why a committed record no longer covers what the site documents: a wrapper without a record,
 * a documented release missing from a wrapper's, or a release no docs version documents.
 */
export function staleWrapperPeers(record: WrapperPeers | undefined, stencilReleases: readonly string[]): string[] {
  if (!record) return ['missing'];
  const reasons: string[] = [];
  const wanted = new Set(stencilReleases);
  for (const wrapper of WRAPPERS) {
    const peers = record.packages[wrapper.package];
    if (!peers) {
      reasons.push(`no record for ${wrapper.package}`);
      continue;
    }
    const missing = [...wanted].filter((release) => !(release in peers.accepting));
    const extra = Object.keys(peers.accepting).filter((release) => !wanted.has(release));
    if (missing.length) reasons.push(`${wrapper.package}: no entry for @stencil/core ${missing.join(', ')}`);
    if (extra.length) reasons.push(`${wrapper.package}: @stencil/core ${extra.join(', ')} is documented by no docs version`);
  }
  for (const name of Object.keys(record.packages)) {
    if (!WRAPPERS.some((wrapper) => wrapper.package === name)) reasons.push(`${name} is no wrapper the check knows`);
  }
  return reasons;
}
