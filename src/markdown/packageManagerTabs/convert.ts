/**
 * An npm command block → the same commands for yarn or pnpm, line by line.
 *
 * Mostly npm-to-yarn (the library @docusaurus/remark-plugin-npm2yarn converts with). We wrap it
 * because, on these docs' commands, it:
 * - turns `npx stencil build` into `yarn dlx stencil build`, which downloads and runs an unrelated
 *   package named `stencil` instead of the project's own binary: a bare `npx <bin>` here always
 *   runs a binary the project installed, which is `yarn <bin>` and `pnpm exec <bin>`; only
 *   `npx <package>@<version>` and `npx @scope/package` fetch a package (`dlx`);
 * - converts only the first `npx` of a block and leaves the lines after it in npm form, so each
 *   line is converted on its own;
 * - keeps npm's `--save-peer` for yarn, whose flag is `--peer`.
 * A command it cannot convert fails the build rather than reaching a page.
 */
import convertWithNpmToYarn from 'npm-to-yarn';

export const PACKAGE_MANAGERS = ['yarn', 'pnpm'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

const NPX = /^(\s*)npx\s+(\S+)(.*)$/;
const NPM_COMMAND = /^\s*(?:npm|npx)\s/;
/** What npm-to-yarn appends to a line it has no form for. */
const CANNOT_CONVERT = /couldn't auto-convert/;

/** `npx <bin>` of an installed binary; `npx name@1`, `npx @scope/pkg` fetch a package. */
function isInstalledBinary(name: string): boolean {
  return !name.startsWith('@') && !name.includes('@');
}

function convertLine(line: string, manager: PackageManager): string {
  if (!NPM_COMMAND.test(line)) return line;
  const npx = NPX.exec(line);
  if (npx && isInstalledBinary(npx[2])) {
    const [, indent, binary, rest] = npx;
    return `${indent}${manager === 'yarn' ? 'yarn' : 'pnpm exec'} ${binary}${rest}`;
  }
  let converted = convertWithNpmToYarn(line, manager);
  if (CANNOT_CONVERT.test(converted)) {
    throw new Error(`packageManagerTabs: "${line.trim()}" has no ${manager} form; drop the npm2yarn metastring from its fence`);
  }
  if (manager === 'yarn') converted = converted.replace(/(\s)--save-peer\b/g, '$1--peer');
  return converted;
}

/** The npm commands of a fence, for `manager`; other lines (comments, `cd`, `git`) stay. */
export function toPackageManager(npmCode: string, manager: PackageManager): string {
  return npmCode
    .split('\n')
    .map((line) => convertLine(line, manager))
    .join('\n');
}
