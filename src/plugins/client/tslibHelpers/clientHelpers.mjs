// The tslib helpers the client bundle uses (see ./index.ts). A client dependency that needs
// another helper fails loudly: the browser tests assert pages render without console errors.
export {__importDefault} from 'tslib/tslib.es6.mjs';
