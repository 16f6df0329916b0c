/* global module */
// A Node built-in the compiler imports but never calls while transpiling one module in a browser.
module.exports = {};
