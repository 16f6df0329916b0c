/**
 * Tokenizes a code block at build time into the hast the MDX page renders: one
 * `span.token-line` per line (with its magic-comment classes), holding text and
 * `span.token.<type>` elements.
 *
 * Why prism-react-renderer's Prism: it is the instance the browser used to highlight with, and
 * with the same grammars from the same `prismjs` copy loaded the same way as theme-classic's
 * `prism-include-languages` did, the tokens are the ones readers saw before. (rehype-prism-plus
 * would bring refractor's grammars and none of Docusaurus's magic comments or titles.)
 */
import {createRequire} from 'node:module';
import type {ElementContent, Element} from 'hast';
import {Prism, normalizeTokens, type Token} from 'prism-react-renderer';
import {cascadeMismatch, tokenClasses, type CodeThemes} from './themeCss';

let loadedLanguages: string | undefined;

/**
 * Adds the languages to prism-react-renderer's Prism, as theme-classic's client module did:
 * the grammar files register on a global `Prism`, so it is mounted for the time of the load.
 * The files come from the `prismjs` that theme-classic depends on.
 */
function loadLanguages(languages: string[]): void {
  const key = languages.join(',');
  if (loadedLanguages === key) return;
  if (loadedLanguages !== undefined) throw new Error(`buildTimeHighlight: languages already loaded as ${loadedLanguages}, not ${key}`);
  const fromThemeClassic = createRequire(createRequire(import.meta.url).resolve('@docusaurus/theme-classic'));
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of languages) fromThemeClassic(`prismjs/components/prism-${language}`);
  } finally {
    delete global.Prism;
    if (before !== undefined) global.Prism = before;
  }
  loadedLanguages = key;
}

/** prism-react-renderer's tokenizer (useTokenize) without React: the grammar hooks run as there. */
function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize>};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/**
 * Each token kind's classes, worked out (and checked against the themes) once: the site has a
 * few dozen kinds of token and hundreds of thousands of tokens, and working them out per token
 * took ~0.7 s of every build.
 */
const classesByThemes = new WeakMap<CodeThemes, Map<string, readonly string[]>>();

function classesOf(types: string[], themes: CodeThemes): readonly string[] {
  let byTypes = classesByThemes.get(themes);
  if (!byTypes) classesByThemes.set(themes, (byTypes = new Map()));
  const key = types.join(' ');
  let classes = byTypes.get(key);
  if (!classes) {
    classes = tokenClasses(types, themes);
    const mismatch = cascadeMismatch(types, [...classes], themes);
    if (mismatch)
      console.warn(`[buildTimeHighlight] the generated theme CSS colours a token differently from the Prism theme: ${mismatch}`);
    byTypes.set(key, classes);
  }
  return classes;
}

function lineChildren(tokens: Token[], themes: CodeThemes): ElementContent[] {
  const children: ElementContent[] = [];
  for (const token of tokens) {
    // An empty line is one token holding the line break; the line element alone stands for it.
    if (token.empty || token.content === '') continue;
    const classes = classesOf(token.types, themes);
    const last = children.at(-1);
    if (classes.length === 0 && last?.type === 'text') {
      last.value += token.content;
    } else if (classes.length === 0) {
      children.push({type: 'text', value: token.content});
    } else {
      children.push({
        type: 'element',
        tagName: 'span',
        properties: {className: [...classes]},
        children: [{type: 'text', value: token.content}],
      });
    }
  }
  return children;
}

export interface HighlightOptions {
  languages: string[];
  themes: CodeThemes;
}

/** The line elements of `code` (already stripped of its directive lines) in `language`. */
export function highlightLines(
  code: string,
  language: string,
  lineClassNames: Record<number, string[]>,
  options: HighlightOptions,
): Element[] {
  loadLanguages(options.languages);
  return tokenize(code, language).map((tokens, i) => ({
    type: 'element',
    tagName: 'span',
    properties: {className: ['token-line', ...(lineClassNames[i] ?? [])]},
    children: lineChildren(tokens, options.themes),
  }));
}
