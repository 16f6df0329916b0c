/* global module, require */
// POSIX paths from path-browserify; its `win32` is null, and the compilers read `path.win32.sep`.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS shim, as the compilers require it
const posix = require('path-browserify');
module.exports = {...posix, posix, win32: {...posix, sep: '\\'}};
