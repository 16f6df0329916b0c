/* global module */
// 4.x's Node system (`sys/node`) for the browser: transpile takes the in-memory system the
// worker passes it, and asks this module only for a logger.
const noop = () => {};
const timeSpan = {duration: () => 0, finish: () => 0};
function createNodeLogger() {
  return new Proxy(
    {},
    {
      get: (_target, name) => {
        if (name === 'createTimeSpan') return () => timeSpan;
        if (name === 'getLevel') return () => 'warn';
        if (typeof name === 'string' && /^(red|green|yellow|blue|magenta|cyan|gray|bold|dim|bgRed)$/.test(name)) return (text) => text;
        return noop;
      },
    },
  );
}
function createNodeSys() {
  throw new Error('The playground passes its own in-memory system to transpile.');
}
module.exports = {createNodeLogger, createNodeSys};
