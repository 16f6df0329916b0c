// Code that reads the `process` global (not the module) gets the same shim.
import processShim from './process.js';
export {processShim as process};
