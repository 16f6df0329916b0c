/**
 * The playground's build step (issue 39). When the site loads, it bundles with esbuild, for
 * each built docs version, the pinned release's compiler (a Web Worker, ./bundle/compilers.ts)
 * and client runtime (./bundle/runtimes.ts), the preview frame, and the version's messages
 * (pattern and messages-page address of each entry, for linking a diagnostic), and names each
 * file by its content hash. The playground page reads their addresses from a manifest module in
 * Docusaurus's generated folder; postBuild writes the files under build/assets/playground/, so
 * they are served by the site itself (no CDN) and cached like every hashed asset.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {build} from 'esbuild';
import pMap from 'p-map';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ALL_VERSIONS, docUrl} from '../versions/versions';
import {buildCatalog, entriesForVersion} from '../diagnostics/catalog';
import {entryRoute} from '../diagnostics/catalog';
import {bundleCompiler, type CompilerKind} from './bundle/compilers';
import {bundleRuntime} from './bundle/runtimes';
import {FRAME_POLICY} from './framePolicy';
import type {PlaygroundManifest, MessageEntry, ShadowOption} from './manifest';
import {apiFacts} from '../versions/facts';

/** How a version's release asks for Shadow DOM, from its API facts: the starter is written in it. */
function shadowOptionOf(versionName: string): ShadowOption {
  const has = (name: string) => apiFacts().some((item) => item.name === name && item.versions.includes(versionName));
  return has('@Component.encapsulation') && !has('@Component.shadow') ? 'encapsulation' : 'shadow';
}

export const ASSET_DIR = 'assets/playground';
const PROJECT_ROOT = path.resolve(path.dirname(__filename), '../..');

interface Asset {
  file: string;
  contents: string;
}

function hashed(name: string, extension: string, contents: string): Asset {
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
  return {file: `${ASSET_DIR}/${name}.${hash}.${extension}`, contents};
}

async function frameAssets(): Promise<{html: Asset; script: Asset}> {
  const result = await build({
    entryPoints: [path.join(path.dirname(__filename), 'frame/frame.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    logLevel: 'silent',
  });
  const script = hashed('frame', 'js', result.outputFiles[0].text);
  const html = hashed(
    'frame',
    'html',
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}">
<title>Playground preview</title>
<script src="${path.basename(script.file)}"></script>
</head>
<body></body>
</html>
`,
  );
  return {html, script};
}

/**
 * The test packages a release's `stencil test` installs and checks (its Node system's lazy
 * dependency table): the downloaded project asks for the versions the release recommends.
 */
export function testDependenciesOf(packageName: string): Record<string, string> {
  const nodeSys = path.join(PROJECT_ROOT, 'node_modules', packageName, 'sys/node/index.js');
  const source = existsSync(nodeSys) ? readFileSync(nodeSys, 'utf8') : '';
  const dependencies: Record<string, string> = {};
  for (const name of ['@types/jest', 'jest', 'jest-cli']) {
    const key = name.includes('-') || name.includes('/') ? `"${name}"` : `(?:"${name}"|${name})`;
    const match = new RegExp(`${key}\\s*:\\s*\\{\\s*minVersion\\s*:\\s*"[^"]+"\\s*,\\s*recommendedVersion\\s*:\\s*"([^"]+)"`).exec(source);
    if (match) dependencies[name] = match[1];
  }
  return dependencies;
}

interface ReleaseAssets {
  compiler: Asset;
  runtime: Asset;
  kind: CompilerKind;
  npmVersion: string;
}

/** One pinned release's compiler worker and client runtime (bundled, or read from the cache), named by content. */
async function releaseAssets(packageName: string): Promise<ReleaseAssets> {
  const [compiler, runtime] = await Promise.all([bundleCompiler(packageName), bundleRuntime(packageName)]);
  return {
    compiler: hashed(`compiler-${compiler.npmVersion}`, 'js', compiler.code),
    runtime: hashed(`runtime-${compiler.npmVersion}`, 'js', runtime),
    kind: compiler.kind,
    npmVersion: compiler.npmVersion,
  };
}

interface PlaygroundContent {
  manifest: PlaygroundManifest;
  assets: Asset[];
}

export default function playgroundPlugin(context: LoadContext): Plugin<unknown> {
  return {
    name: 'stencil-playground',
    async loadContent(): Promise<PlaygroundContent> {
      const assets: Asset[] = [];
      const frame = await frameAssets();
      assets.push(frame.html, frame.script);
      const catalog = buildCatalog();
      const manifest: PlaygroundManifest = {
        // The frame's address without `.html`: the server's clean-address rule would redirect it.
        frame: context.baseUrl + frame.html.file.replace(/\.html$/, ''),
        versions: {},
      };
      // The releases are bundled side by side, one more at a time than there are cores: esbuild's
      // service spreads them over the cores. Cold, on this 2-core machine, the nine took 18.6 s
      // one after the other and 14.1 s three at a time (13.3 s all at once, at a peak of 524 MB
      // against 344 MB).
      const packages = [...new Set(ALL_VERSIONS.map((version) => version.typingsPackage))];
      const releases = new Map(
        await pMap(packages, async (packageName) => [packageName, await releaseAssets(packageName)] as const, {
          concurrency: availableParallelism() + 1,
        }),
      );
      for (const release of releases.values()) assets.push(release.compiler, release.runtime);
      for (const version of ALL_VERSIONS) {
        const release = releases.get(version.typingsPackage)!;
        const messages: MessageEntry[] = entriesForVersion(catalog, version).map((entry) => ({
          parts: entry.parts,
          header: entry.header,
          wordings: entry.wordings,
          url: `${docUrl(version, entryRoute(entry, catalog))}#${entry.id}`,
        }));
        const messagesAsset = hashed(`messages-${version.name}`, 'json', JSON.stringify(messages));
        assets.push(messagesAsset);
        manifest.versions[version.name] = {
          npmVersion: release.npmVersion,
          compilerKind: release.kind,
          compiler: context.baseUrl + release.compiler.file,
          runtime: context.baseUrl + release.runtime.file,
          messages: context.baseUrl + messagesAsset.file,
          testDependencies: testDependenciesOf(version.typingsPackage),
          shadowOption: shadowOptionOf(version.name),
        };
      }
      const generated = path.join(context.generatedFilesDir, 'stencil-playground');
      mkdirSync(generated, {recursive: true});
      // The build's bundling processes load the site too (scripts/lib/bundleSplit.mjs): a file
      // another process may be reading is replaced whole (rename), and only when it changed.
      const manifestFile = path.join(generated, 'manifest.json');
      const manifestText = JSON.stringify(manifest, null, 2);
      if (!existsSync(manifestFile) || readFileSync(manifestFile, 'utf8') !== manifestText) {
        writeFileSync(`${manifestFile}.${process.pid}`, manifestText);
        renameSync(`${manifestFile}.${process.pid}`, manifestFile);
      }
      return {manifest, assets};
    },
    async postBuild({outDir, content}) {
      const written = new Set<string>();
      for (const asset of (content as PlaygroundContent).assets) {
        if (written.has(asset.file)) continue;
        written.add(asset.file);
        const target = path.join(outDir, asset.file);
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, asset.contents);
      }
    },
  };
}
