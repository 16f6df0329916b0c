/**
 * Moves the file names of each route-data part's chunks out of the runtime and into the part.
 *
 * Why: the runtime (runtime~main.js, on every first load) maps every async chunk of the site to
 * its content hash, ~800 entries, 8.8 KB gzip, most of them the pages of the eight docs versions
 * a page is not in. A part (./routeSplit.mjs) is always loaded before any of its version's
 * pages (./client/routeData.ts), so the part can bring those file names itself.
 *
 * How, after minification and before Rspack's real-content-hash step:
 * - each chunk that only a part's pages lead to (the part's chunk group and its descendants,
 *   reached from no other part and not from main) is "owned" by that part;
 * - the part's asset gets `{chunkId: "<hash>", …}` in place of the marker its module carries
 *   (`chunkFilesMarker`), and the runtime's filename map loses those entries;
 * - the real-content-hash step then sees the owned chunks' hashes inside the part, so the part's
 *   own hash (and its entry in the runtime) changes whenever one of its chunks changes.
 * In the browser, ./client/routeData.ts adds the part's file names to the lookup
 * (`CHUNK_FILES_GLOBAL`) that this plugin's runtime module puts in front of the runtime's own.
 *
 * No option of Rspack or Docusaurus splits the filename map; this edits the emitted assets, and
 * fails the build when they are not in the shape it expects.
 */
import type {Chunk, ChunkGroup, Compilation, Compiler} from '@rspack/core';
import {CHUNK_FILES_GLOBAL, chunkFilesMarker} from './chunkFilesNames.mjs';

const PLUGIN_NAME = 'RouteDataChunkFilesPlugin';

/** Owner of a chunk group reached from an entry point without passing a part. */
const MAIN = '';

/**
 * For each part (by chunk name), the chunks only it leads to. `isPart` picks the parts' chunk
 * groups; `groups` are the entry points' chunk groups.
 */
export function chunksOwnedByParts<C, G extends {chunks: C[]; childrenIterable: G[]}>(
  entryGroups: G[],
  partName: (group: G) => string | undefined,
): Map<string, C[]> {
  const owners = new Map<C, Set<string>>();
  const seen = new Set<string>();
  const groupIds = new Map<G, number>();
  const walk = (group: G, owner: string) => {
    if (!groupIds.has(group)) groupIds.set(group, groupIds.size);
    const key = `${groupIds.get(group)}\0${owner}`;
    if (seen.has(key)) return;
    seen.add(key);
    for (const chunk of group.chunks) {
      if (!owners.has(chunk)) owners.set(chunk, new Set());
      owners.get(chunk)!.add(owner);
    }
    for (const child of group.childrenIterable) walk(child, partName(child) ?? owner);
  };
  for (const group of entryGroups) walk(group, MAIN);
  const owned = new Map<string, C[]>();
  for (const [chunk, chunkOwners] of owners) {
    if (chunkOwners.size !== 1) continue;
    const [owner] = chunkOwners;
    if (owner === MAIN) continue;
    owned.set(owner, [...(owned.get(owner) ?? []), chunk]);
  }
  return owned;
}

/**
 * The runtime's source without the filename-map entries of the given hashes. Each hash must be
 * an entry's value exactly once: anything else means the runtime is not in the shape expected.
 */
export function withoutFilenameEntries(runtime: string, hashes: string[]): string {
  let source = runtime;
  for (const hash of hashes) {
    // An entry is `"id":"hash"` or, minified, `0x1a2b3c:"hash"` / `1234:"hash"`, inside an object
    // literal: it goes with the comma after it, or else with the one before it (the last entry).
    const entry = `(?:"[^"]*"|[0-9A-Za-z_$.]+):"${hash}"`;
    const found = source.match(new RegExp(`(?<=[{,])${entry}(?=[,}])`, 'g'))?.length ?? 0;
    if (found !== 1) throw new Error(`${PLUGIN_NAME}: expected the chunk hash ${hash} once in the runtime's filename map, found ${found}.`);
    const withComma = [new RegExp(`(?<=[{,])${entry},`), new RegExp(`,${entry}(?=[}])`), new RegExp(`(?<=[{])${entry}(?=[}])`)];
    source = source.replace(
      withComma.find((pattern) => pattern.test(source))!,
      '',
    );
  }
  return source;
}

export class RouteDataChunkFilesPlugin {
  constructor(private readonly isPartChunkName: (name: string) => boolean) {}

  apply(compiler: Compiler): void {
    const {RawSource} = compiler.webpack.sources;
    const {RuntimeModule, RuntimeGlobals} = compiler.webpack;
    const template = chunkFilenameTemplate(compiler.options.output.chunkFilename);
    /** The chunk-filename function, looking up the files the parts brought first. */
    class ChunkFilesRuntimeModule extends RuntimeModule {
      constructor() {
        // After the runtime's own chunk-filename function is defined.
        super('RouteDataChunkFilesRuntimeModule', RuntimeModule.STAGE_TRIGGER);
      }

      generate(): string {
        const u = RuntimeGlobals.getChunkScriptFilename;
        const [prefix, suffix] = [JSON.stringify(template.prefix), JSON.stringify(template.suffix)];
        return `var hashes = __webpack_require__.${CHUNK_FILES_GLOBAL} = {}, u = ${u}; ${u} = function(chunkId) { var hash = hashes[chunkId]; return hash ? ${prefix} + chunkId + "." + hash + ${suffix} : u(chunkId); };`;
      }
    }
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation: Compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN_NAME, (chunk, runtimeRequirements) => {
        runtimeRequirements.add(RuntimeGlobals.getChunkScriptFilename);
        compilation.addRuntimeModule(chunk, new ChunkFilesRuntimeModule());
      });
      compilation.hooks.processAssets.tap(
        // After the minifier (OPTIMIZE_SIZE), before the real content hashes (OPTIMIZE_HASH).
        {name: PLUGIN_NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE},
        () => {
          const partName = (group: ChunkGroup) => {
            const name = group.chunks.length === 1 ? group.chunks[0].name : undefined;
            return name && this.isPartChunkName(name) ? name : undefined;
          };
          const entryGroups = [...compilation.entrypoints.values()] as unknown as ChunkGroup[];
          const owned = chunksOwnedByParts<Chunk, ChunkGroup>(entryGroups, partName);
          const runtimeChunks = [...compilation.chunks].filter((chunk) => chunk.hasRuntime());
          if (runtimeChunks.length !== 1) throw new Error(`${PLUGIN_NAME}: expected one runtime chunk, found ${runtimeChunks.length}.`);
          const runtimeFile = jsFile(runtimeChunks[0]);
          const movedHashes: string[] = [];
          let partsWritten = 0;
          for (const partChunk of compilation.chunks) {
            if (!partChunk.name || !this.isPartChunkName(partChunk.name)) continue;
            const hashes: Record<string, string> = Object.fromEntries(
              (owned.get(partChunk.name) ?? [])
                .filter((chunk) => chunk !== partChunk)
                .map((chunk) => [chunk.id, fileHash(chunk, template)]),
            );
            const partFile = jsFile(partChunk);
            const source = compilation.getAsset(partFile)!.source.source().toString();
            const marker = JSON.stringify(chunkFilesMarker(partChunk.name));
            if (source.split(marker).length !== 2) throw new Error(`${PLUGIN_NAME}: ${partFile} does not hold its marker once.`);
            compilation.updateAsset(partFile, new RawSource(source.replace(marker, JSON.stringify(hashes))));
            partsWritten += 1;
            movedHashes.push(...Object.values(hashes));
          }
          if (partsWritten === 0) throw new Error(`${PLUGIN_NAME}: found no route-data part.`);
          const runtime = compilation.getAsset(runtimeFile)!.source.source().toString();
          compilation.updateAsset(runtimeFile, new RawSource(withoutFilenameEntries(runtime, movedHashes)));
        },
      );
    });
  }
}

/** The chunk file name template, `<prefix>[name].[contenthash]<suffix>` (Docusaurus's `assets/js/[name].[contenthash:8].js`). */
export function chunkFilenameTemplate(chunkFilename: unknown): {prefix: string; suffix: string} {
  const match =
    typeof chunkFilename === 'string' ? /^([^[\]]*)\[(?:name|id)\]\.\[contenthash(?::\d+)?\]([^[\]]*)$/.exec(chunkFilename) : null;
  if (!match) throw new Error(`${PLUGIN_NAME}: output.chunkFilename ${String(chunkFilename)} is not <prefix>[name].[contenthash]<suffix>.`);
  return {prefix: match[1], suffix: match[2]};
}

/** The content hash in a chunk's script file name. */
function fileHash(chunk: Chunk, {prefix, suffix}: {prefix: string; suffix: string}): string {
  const file = jsFile(chunk);
  const start = `${prefix}${chunk.id}.`;
  if (!file.startsWith(start) || !file.endsWith(suffix))
    throw new Error(`${PLUGIN_NAME}: ${file} does not follow the chunk file name template.`);
  return file.slice(start.length, file.length - suffix.length);
}

function jsFile(chunk: Chunk): string {
  const files = [...chunk.files].filter((file) => file.endsWith('.js'));
  if (files.length !== 1) throw new Error(`${PLUGIN_NAME}: chunk ${chunk.id} has ${files.length} script files.`);
  return files[0];
}
