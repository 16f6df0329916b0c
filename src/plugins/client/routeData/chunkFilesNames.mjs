/**
 * Names shared by the build (./chunkFilesPlugin.ts, ./loaders.mjs) and the browser
 * (./client/routeData.ts) for the chunk files a route-data part brings: no Node imports here.
 */

/** The `__webpack_require__` property holding the chunk files the parts brought. */
export const CHUNK_FILES_GLOBAL = 'rdcf';

/**
 * The string a part's module holds until ./chunkFilesPlugin.ts writes the part's chunk files in
 * its place.
 * @param {string} partChunkName
 */
export const chunkFilesMarker = (partChunkName) => `__route_data_chunk_files:${partChunkName}__`;
