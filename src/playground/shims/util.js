/* global module */
// The few `util` helpers the compilers call at load.
module.exports = {
  promisify:
    (fn) =>
    (...args) =>
      new Promise((resolve, reject) => fn(...args, (error, value) => (error ? reject(error) : resolve(value)))),
  inspect: (value) => String(value),
  deprecate: (fn) => fn,
  inherits: (ctor, superCtor) => Object.setPrototypeOf(ctor.prototype, superCtor.prototype),
  format: (...args) => args.join(' '),
  TextEncoder: globalThis.TextEncoder,
  TextDecoder: globalThis.TextDecoder,
  types: {},
};
