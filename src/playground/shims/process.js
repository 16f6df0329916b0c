/* global module */
// The parts of Node's `process` the compilers read while transpiling (platform checks, env, cwd).
const processShim = {
  argv: [''],
  env: {},
  platform: 'browser',
  version: 'v20.0.0',
  versions: {node: '20.0.0'},
  browser: true,
  cwd: () => '/',
  nextTick: (callback, ...args) => Promise.resolve().then(() => callback(...args)),
  on: () => processShim,
  emitWarning: () => {},
  hrtime: Object.assign(() => [0, 0], {bigint: () => 0n}),
  memoryUsage: () => ({heapUsed: 0}),
  exit: () => {},
};
module.exports = processShim;
