/**
 * Docusaurus's `__webpack_require__.gca` (chunk name → asset URL, used to prefetch a page's
 * chunks) without the map that names every chunk.
 *
 * Why: the core's ChunkAssetPlugin writes a chunk name → chunk id map for every async chunk
 * into the runtime, which every page loads first. With this plugin's named chunk ids each name is
 * its own id, so the map only repeated ~800 names (6.5 KB gzip of runtime~main). This runtime
 * module keeps only entries whose id differs from the name (none today) and otherwise behaves
 * as the core's (@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js, which exports no
 * option for it).
 */
import type {Compiler, Chunk} from '@rspack/core';

const PLUGIN_NAME = 'NamedChunkAssetPlugin';

/** The chunk name → id pairs a named-ids build still needs: those that differ. */
export function renamedChunks(chunkIdToName: Record<string | number, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(chunkIdToName)
      .filter(([id, name]) => id !== name)
      .map(([id, name]) => [name, id]),
  );
}

export class NamedChunkAssetPlugin {
  apply(compiler: Compiler): void {
    const {RuntimeModule, RuntimeGlobals} = compiler.webpack;
    class NamedChunkAssetRuntimeModule extends RuntimeModule {
      constructor() {
        super('NamedChunkAssetRuntimeModule', RuntimeModule.STAGE_ATTACH);
        // As the core's: generated after the hashes are known.
        this.fullHash = true;
      }

      generate(): string {
        const renamed = renamedChunks((this.chunk as Chunk).getChunkMaps(false).name);
        const lookup = Object.keys(renamed).length ? `chunkId = ${JSON.stringify(renamed)}[chunkId] || chunkId; ` : '';
        return `__webpack_require__.gca = function(chunkId) { ${lookup}return ${RuntimeGlobals.publicPath} + ${RuntimeGlobals.getChunkScriptFilename}(chunkId); };`;
      }
    }
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN_NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new NamedChunkAssetRuntimeModule());
      });
    });
  }
}
