// POSIX paths from path-browserify; its `win32` is null, and the compilers read `path.win32.sep`.
const posix = require('path-browserify');
module.exports = {...posix, posix, win32: {...posix, sep: '\\'}};
