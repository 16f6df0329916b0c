/**
 * The defaults and accepted values of a few options whose change breaks a project silently,
 * read from one release's validation code (its compiled compiler and hydrate bundles), not from
 * doc comments: each reader is a pattern for the statement that fills the option in when the
 * user's config leaves it out, in the spellings the pinned releases' bundles use (TypeScript's
 * `?? ` downlevel in 2.x/3.x, `isBoolean(…) ? … :` in 4.x). A release whose code matches no
 * pattern records nothing for that option (tests/unit/apiFacts.test.ts checks that every pinned
 * release that has the option is read).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

export interface OptionFacts {
  /** The value the release fills in when the option is left out, as code: `true`, `'shell'`. */
  default?: string;
  /** Every value the release accepts, as code, when it is a short list: `false`, `'shell'`. */
  values?: string[];
}

/** Whitespace collapsed and quotes made single: one spelling for the patterns below. */
function normalize(code: string): string {
  return code.replace(/\s+/g, ' ').replace(/"/g, "'");
}

function booleanDefault(code: string, patterns: RegExp[]): OptionFacts | undefined {
  for (const pattern of patterns) {
    const match = pattern.exec(code);
    if (match) return {default: match[1]};
  }
  return undefined;
}

/** `testing.browserHeadless`: the values the testing validation keeps, and what it falls back to. */
function browserHeadless(code: string): OptionFacts | undefined {
  const fallback =
    /else if \(typeof testing\.browserHeadless !== 'boolean'(?: && testing\.browserHeadless !== '(\w+)')?\) \{? ?testing\.browserHeadless = (true|false|'\w+')/.exec(
      code,
    );
  if (!fallback) return undefined;
  const [, extra, value] = fallback;
  // A release that throws on `true` accepts only `false` of the booleans.
  const rejectsTrue = /Setting 'browserHeadless' config to \\?`true\\?` is not supported/.test(code);
  const values = [...(rejectsTrue ? [] : ['true']), 'false', ...(extra ? [`'${extra}'`] : [])];
  return {default: value, values};
}

/**
 * `dist-custom-elements.generateTypeDeclarations`: 3.x and 4.x set it to `true` when it is not a
 * boolean; 2.x sets nothing and only tests it (`if (outputTarget.generateTypeDeclarations)`), so
 * leaving it out means no declarations: recorded as `false`.
 */
function generateTypeDeclarations(code: string): OptionFacts | undefined {
  const filled = booleanDefault(code, [
    /if \(!isBoolean(?:\$1)?\(outputTarget\.generateTypeDeclarations\)\) \{ outputTarget\.generateTypeDeclarations = (true|false);/,
  ]);
  if (filled) return filled;
  return /if \(outputTarget\.generateTypeDeclarations\) \{/.test(code) ? {default: 'false'} : undefined;
}

/** The option facts of the release installed at `packageRoot`, by API item name (generators/api-facts names). */
export function readDefaults(packageRoot: string): Record<string, OptionFacts> {
  const compiler = normalize(readFileSync(path.join(packageRoot, 'compiler/stencil.js'), 'utf8'));
  const runnerFile = path.join(packageRoot, 'internal/hydrate/runner.js');
  const runner = existsSync(runnerFile) ? normalize(readFileSync(runnerFile, 'utf8')) : '';
  const facts: Record<string, OptionFacts | undefined> = {
    sourceMap: booleanDefault(compiler, [
      /setBooleanConfig\( ?validatedConfig, 'sourceMap', null, typeof validatedConfig\.sourceMap === 'undefined' \? (true|false) :/,
    ]),
    transformAliasedImportPaths: booleanDefault(compiler, [
      /transformAliasedImportPaths: \(_\w+ = userConfig\.transformAliasedImportPaths\) !== null && _\w+ !== void 0 \? _\w+ : (true|false)/,
      /transformAliasedImportPaths: isBoolean\(userConfig\.transformAliasedImportPaths\) \? userConfig\.transformAliasedImportPaths : (true|false)/,
    ]),
    'dist-collection.transformAliasedImportPaths': booleanDefault(compiler, [
      /transformAliasedImportPaths: \(_\w+ = outputTarget\.transformAliasedImportPaths\) !== null && _\w+ !== void 0 \? _\w+ : (true|false)/,
      /transformAliasedImportPaths: isBoolean\(outputTarget\.transformAliasedImportPaths\) \? outputTarget\.transformAliasedImportPaths : (true|false)/,
    ]),
    'dist.transformAliasedImportPathsInCollection': booleanDefault(compiler, [
      /transformAliasedImportPathsInCollection: \(_\w+ = o\.transformAliasedImportPathsInCollection\) !== null && _\w+ !== void 0 \? _\w+ : (true|false)/,
      /transformAliasedImportPathsInCollection: isBoolean\(o\.transformAliasedImportPathsInCollection\) \? o\.transformAliasedImportPathsInCollection : (true|false)/,
    ]),
    'dist-custom-elements.generateTypeDeclarations': generateTypeDeclarations(compiler),
    'testing.browserHeadless': browserHeadless(compiler),
    'hydrate.serializeShadowRoot': booleanDefault(runner, [
      /serializeShadowRoot: typeof opts\.serializeShadowRoot === 'undefined' \? ('[\w-]+') : opts\.serializeShadowRoot/,
    ]),
  };
  return Object.fromEntries(Object.entries(facts).filter((entry): entry is [string, OptionFacts] => entry[1] !== undefined));
}
