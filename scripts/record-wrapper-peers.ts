/**
 * Writes src/compare/projectCheck/wrapperPeers.json: for each framework wrapper package and each
 * docs version's `@stencil/core` release, the wrapper releases whose `peerDependencies` accept
 * that release. The project check reads it in the browser, where no registry is asked and no
 * range is parsed. Run when a version is cut or a wrapper publishes: `npx tsx scripts/record-wrapper-peers.ts`
 * (one `npm view` per wrapper; needs the registry).
 */
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {ALL_VERSIONS} from '../src/versions/versions';
import {compareReleases, isPrerelease, oldestFirst, release as releaseNamed} from '../src/versions/release';
import {allows} from '../src/versions/ranges';
import {WRAPPERS} from '../src/compare/projectCheck/wrappers';

interface Manifest {
  version: string;
  peerDependencies?: Record<string, string>;
}

const releases = oldestFirst(new Set(ALL_VERSIONS.map((version) => version.release)));
const packages: Record<string, unknown> = {};
for (const wrapper of WRAPPERS) {
  const out = execFileSync('npm', ['view', `${wrapper.package}@>=0.0.1`, '--json'], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const parsed = JSON.parse(out) as Manifest | Manifest[];
  const manifests = (Array.isArray(parsed) ? parsed : [parsed])
    .filter((manifest) => !isPrerelease(releaseNamed(manifest.version)))
    .sort((a, b) => compareReleases(releaseNamed(a.version), releaseNamed(b.version)));
  const accepting: Record<string, {newest: string; since: string} | null> = {};
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
const file = path.join(import.meta.dirname, '../src/compare/projectCheck/wrapperPeers.json');
writeFileSync(
  file,
  `${JSON.stringify({recorded: new Date().toISOString().slice(0, 10), by: 'npx tsx scripts/record-wrapper-peers.ts', packages}, null, 2)}\n`,
);
console.log(`wrote ${path.relative(process.cwd(), file)}`);
