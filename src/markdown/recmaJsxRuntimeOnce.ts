/**
 * A recma step (the compiled page's JavaScript tree, after MDX has turned JSX into calls): each
 * page binds React's JSX runtime once instead of importing `jsx`, `jsxs` and `Fragment` by name.
 *
 *   import {jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";
 * becomes
 *   import * as _mdxJsxRuntime from "react/jsx-runtime";
 *   const {jsx: _jsx, jsxs: _jsxs} = _mdxJsxRuntime;
 *
 * Why (issue 31, build memory per version): the bundler turns every reference to an imported
 * name into a dependency of its own, with a code edit at that spot (`(0, r.jsx)(…)`). A page's
 * compiled MDX calls `_jsx`/`_jsxs` once per element, about 32,000 times per docs version, so
 * the client compile held a dependency per element, and each version cost it more memory than
 * the ~4 MB of compiled MDX it adds. With the names bound once, a page has one such reference.
 * The page renders the same: the runtime is React's own module either way, and a
 * `const` at the top of the module runs before any of the page's code can call it.
 *
 * No maintained recma plugin does this (the MDX options offer `jsxRuntime` and
 * `jsxImportSource`, which choose the module, not how its names are bound).
 */
import type {Program, ImportDeclaration, ImportSpecifier, Statement} from 'estree';

const JSX_RUNTIMES = new Set(['react/jsx-runtime', 'react/jsx-dev-runtime']);
const NAMESPACE = '_mdxJsxRuntime';

function isRuntimeImport(node: Statement | Program['body'][number]): node is ImportDeclaration {
  return (
    node.type === 'ImportDeclaration' &&
    typeof node.source.value === 'string' &&
    JSX_RUNTIMES.has(node.source.value) &&
    node.specifiers.length > 0 &&
    node.specifiers.every((specifier) => specifier.type === 'ImportSpecifier')
  );
}

function importedName(specifier: ImportSpecifier): string {
  return specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
}

/** The tree transform: at most one runtime import per page, left as it is when it has any other shape. */
export function bindJsxRuntimeOnce(tree: Program): void {
  const index = tree.body.findIndex(isRuntimeImport);
  if (index === -1) return;
  const runtimeImport = tree.body[index] as ImportDeclaration;
  const specifiers = runtimeImport.specifiers as ImportSpecifier[];
  const namespace = {type: 'Identifier', name: NAMESPACE} as const;
  const binding: Statement = {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [
      {
        type: 'VariableDeclarator',
        id: {
          type: 'ObjectPattern',
          properties: specifiers.map((specifier) => ({
            type: 'Property',
            key: {type: 'Identifier', name: importedName(specifier)},
            value: {type: 'Identifier', name: specifier.local.name},
            kind: 'init',
            computed: false,
            method: false,
            shorthand: false,
          })),
        },
        init: namespace,
      },
    ],
  };
  tree.body[index] = {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportNamespaceSpecifier', local: namespace}],
    source: runtimeImport.source,
    attributes: [],
  };
  // First in the module: ES imports are bound before any statement runs, and the page's own
  // top-level code (an `export const x = <b />`) may call the runtime before the import's place.
  tree.body.unshift(binding);
}

export default function recmaJsxRuntimeOnce() {
  return bindJsxRuntimeOnce;
}
