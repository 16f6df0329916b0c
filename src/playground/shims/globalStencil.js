/* global module */
// v2 and v3: the release's browser compiler, loaded just before this bundle, sets `globalThis.stencil`.
module.exports = globalThis.stencil;
