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
import {releaseLayout} from './layout';

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

/** A statement that fills the option in: its first group is the default, or it always means `value`. */
type DefaultPattern = RegExp | {pattern: RegExp; value: string};

function booleanDefault(code: string, patterns: DefaultPattern[]): OptionFacts | undefined {
  for (const entry of patterns) {
    const {pattern, value} = entry instanceof RegExp ? {pattern: entry, value: undefined} : entry;
    const match = pattern.exec(code);
    if (match) return {default: value ?? match[1]};
  }
  return undefined;
}

/**
 * `key: <object>.key ?? <fallback>` in its two compiled spellings: TypeScript's `??` downlevel
 * (2.x/3.x) and `isBoolean(…) ? … :` (4.x; `isBoolean$1` where the bundle renamed it).
 */
function fallbackPatterns(object: string, key: string): RegExp[] {
  return [
    new RegExp(`${key}: \\(_\\w+ = ${object}\\.${key}\\) !== null && _\\w+ !== void 0 \\? _\\w+ : (true|false)`),
    new RegExp(`${key}: isBoolean(?:\\$\\d+)?\\(${object}\\.${key}\\) \\? ${object}\\.${key} : (true|false)`),
  ];
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

/** The option facts of the release installed at `packageRoot`, by API item name (generators/api-facts names). */
export function readDefaults(packageRoot: string): Record<string, OptionFacts> {
  const layout = releaseLayout(packageRoot);
  const compiler = normalize(layout.compilerCode.map((file) => readFileSync(file, 'utf8')).join('\n'));
  const runner = existsSync(layout.hydrateRunner) ? normalize(readFileSync(layout.hydrateRunner, 'utf8')) : '';
  const facts: Record<string, OptionFacts | undefined> = {
    sourceMap: booleanDefault(compiler, [
      /setBooleanConfig\( ?(?:validatedConfig|config), 'sourceMap', null, typeof (?:validatedConfig|config)\.sourceMap === 'undefined' \? (true|false) :/,
      // From 4.40 the option is no longer filled in: left out, it acts as `'dev'` (maps in dev builds only).
      /sourceMap: config\.sourceMap === true \|\| devMode && \(config\.sourceMap === ('dev') \|\| typeof config\.sourceMap === 'undefined'\)/,
    ]),
    transformAliasedImportPaths: booleanDefault(compiler, fallbackPatterns('userConfig', 'transformAliasedImportPaths')),
    'dist-collection.transformAliasedImportPaths': booleanDefault(
      compiler,
      fallbackPatterns('outputTarget', 'transformAliasedImportPaths'),
    ),
    'dist.transformAliasedImportPathsInCollection': booleanDefault(
      compiler,
      fallbackPatterns('o', 'transformAliasedImportPathsInCollection'),
    ),
    'dist-custom-elements.generateTypeDeclarations': booleanDefault(compiler, [
      /if \(!isBoolean(?:\$\d+)?\(outputTarget\.generateTypeDeclarations\)\) \{ outputTarget\.generateTypeDeclarations = (true|false);/,
      // 2.x leaves it unset (so off) and only tests it, right after defaulting `externalRuntime`.
      {
        pattern: /outputTarget\.externalRuntime = true; \}(?: \/\/[^\n]*?)? if \(outputTarget\.generateTypeDeclarations\) \{/,
        value: 'undefined',
      },
    ]),
    'testing.browserHeadless': browserHeadless(compiler),
    'hydrate.serializeShadowRoot': booleanDefault(runner, [
      /serializeShadowRoot: typeof opts\.serializeShadowRoot === 'undefined' \? ('[\w-]+') : opts\.serializeShadowRoot/,
      /opts\.serializeShadowRoot = typeof opts\.serializeShadowRoot === 'boolean' \? opts\.serializeShadowRoot : (true|false)/,
      // `Boolean(undefined)`: left out, it is `false`.
      {pattern: /opts\.serializeShadowRoot = Boolean\(opts\.serializeShadowRoot\)/, value: 'false'},
    ]),
  };
  return Object.fromEntries(Object.entries(facts).filter((entry): entry is [string, OptionFacts] => entry[1] !== undefined));
}
