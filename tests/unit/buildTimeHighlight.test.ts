/**
 * src/plugins/buildTimeHighlight: the magic comments as Docusaurus applies them, the tokens as
 * prism-react-renderer produced them in the browser, and the generated theme stylesheet giving
 * each token the colours the Prism themes give it. tests/landing.test.ts and
 * tests/site.test.ts check the built pages.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Element, ElementContent} from 'hast';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {markLines} from '../../src/markdown/syntax/magicComments';
import {highlightLines} from '../../src/markdown/highlight/highlight';
import {cascadeMismatch, themeCss, tokenClasses} from '../../src/markdown/highlight/themeCss';
import {HIGHLIGHT_OPTIONS as options, linesAsHtml} from '../../src/markdown/highlight/rehype';
import {LINE_HTML_PROP, lineText} from '../../src/markdown/highlight/lineHtml';
import {MAGIC_COMMENTS} from '../../src/markdown/syntax/magicComments';

const {themes} = options;
const {light: prismLight, dark: prismDark} = themes;
const mark = (code: string, language: string, metastring?: string) =>
  markLines(code, {language, metastring, magicComments: MAGIC_COMMENTS});

const text = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(text).join('') : '';
const classesOf = (node: Element) => (node.properties.className as string[]).join(' ');

test('line and block directives mark the following lines and disappear; the last line break goes', () => {
  const code = [
    'const a = 1;',
    '// highlight-next-line',
    'const b = 2;',
    '{/* added-start */}',
    '<p />',
    '<br />',
    '{/* added-end */}',
    '  /* error-next-line */',
    'oops();',
    '',
  ].join('\n');
  assert.deepEqual(mark(code, 'tsx'), {
    code: 'const a = 1;\nconst b = 2;\n<p />\n<br />\noops();',
    lineClassNames: {
      1: ['theme-code-block-highlighted-line'],
      2: ['code-block-added-line'],
      3: ['code-block-added-line'],
      4: ['code-block-error-line'],
    },
  });
});

test('each language uses its own comment style; other comments stay code', () => {
  assert.deepEqual(mark('# removed-next-line\nrm -rf dist', 'bash').lineClassNames, {0: ['code-block-removed-line']});
  // A JSX comment is not a directive in plain TypeScript, nor a shell comment in TSX.
  assert.equal(mark('{/* highlight-next-line */}\nx', 'typescript').code, '{/* highlight-next-line */}\nx');
  assert.equal(mark('# highlight-next-line\nx', 'tsx').code, '# highlight-next-line\nx');
  // A language without its own style (json, css, none) accepts the popular ones.
  assert.deepEqual(mark('<!-- highlight-next-line -->\n{}', 'json'), {
    code: '{}',
    lineClassNames: {0: ['theme-code-block-highlighted-line']},
  });
  assert.equal(mark('// a comment, not a directive\nx', 'tsx').code, '// a comment, not a directive\nx');
});

test('a metastring range marks lines with the first magic comment and removes nothing', () => {
  const result = mark('a\n// highlight-next-line\nb\nc', 'tsx', 'title="x.ts" {1,3-4}');
  assert.equal(result.code, 'a\n// highlight-next-line\nb\nc');
  assert.deepEqual(result.lineClassNames, {
    0: ['theme-code-block-highlighted-line'],
    2: ['theme-code-block-highlighted-line'],
    3: ['theme-code-block-highlighted-line'],
  });
  // The type checker's words are not ranges.
  assert.deepEqual(mark('a', 'tsx', 'class-members project-types declares="Foo,Bar"').lineClassNames, {});
});

test('tokenized lines keep the text, carry token classes and the magic-comment classes', () => {
  const code = 'import { h } from \'@stencil/core\';\n\nconst x = <my-el a="1">{/* c */}</my-el>;';
  const lines = highlightLines(code, 'tsx', {2: ['code-block-added-line']}, options);
  assert.deepEqual(
    lines.map((line) => line.children.map(text).join('')),
    code.split('\n'),
  );
  assert.deepEqual(lines.map(classesOf), ['token-line', 'token-line', 'token-line code-block-added-line']);
  const tokens = lines.flatMap((line) => line.children).filter((node): node is Element => node.type === 'element');
  assert.ok(tokens.some((t) => classesOf(t) === 'token keyword' && text(t) === 'import'));
  assert.ok(tokens.some((t) => classesOf(t) === 'token string' && text(t) === "'@stencil/core'"));
  assert.ok(tokens.some((t) => classesOf(t) === 'token comment'));
});

test('each line travels as one HTML string of its tokens, whose text the client reads back exactly', () => {
  const code = 'const a = b < c && d > "e";\n\nconst x = <my-el a="1">&amp;</my-el>;';
  const lines = linesAsHtml(highlightLines(code, 'tsx', {0: ['highlight']}, options));
  assert.ok(
    lines.every((line) => line.children.length === 0),
    'no element per token',
  );
  assert.equal(classesOf(lines[0]!), 'token-line highlight');
  const html = lines.map((line) => line.properties[LINE_HTML_PROP] as string);
  assert.match(html[0]!, /^<span class="token keyword">const<\/span> a /);
  assert.ok(!/<(?!\/?span[ >])/.test(html.join('')), `only the build's spans are markup: ${html.join(' | ')}`);
  assert.deepEqual(html.map(lineText), code.split('\n'));
});

test('a language Prism lacks, or none, gives plain lines', () => {
  for (const language of ['text', 'yaml-not-loaded', 'sh-unknown']) {
    const lines = highlightLines('a: 1\nb: <2>', language, {}, options);
    assert.deepEqual(
      lines.map((line) => line.children),
      [[{type: 'text', value: 'a: 1'}], [{type: 'text', value: 'b: <2>'}]],
    );
  }
});

test('the stylesheet colours every token of every language as prism-react-renderer did', () => {
  highlightLines('', 'tsx', {}, options); // loads the grammars
  const samples: Record<string, string> = {
    tsx: "import { Component, h } from '@stencil/core';\n@Component({ tag: 'x' })\nexport class A { @Prop() n = 1; render() { return <Host a=\"1\" b={2}><slot /></Host>; } }\n// c\n/** d */",
    typescript: 'export interface A<T extends string = "x"> { readonly a?: T[]; b(): Promise<void>; }\nconst r = /a+/g;',
    javascript: 'async function f(a = 1) { await import(`./${a}.js`); return a?.b ?? null; }',
    jsx: 'const e = <div className="x" onClick={() => f()}>t</div>;',
    markup: '<!doctype html>\n<html lang="en"><script type="module" src="x.js"></script><my-el first="a"></my-el></html>',
    css: ':host { display: block; --x: 1px; }\n@media (min-width: 1px) { ::slotted(p) { color: red !important; } }',
    bash: 'npm init stencil && echo "$HOME" # c\nexport A=1',
    json: '{"a": [1, true, null, "s"]}',
    diff: '- old\n+ new\n  same\n@@ -1 +1 @@',
  };
  for (const [language, code] of Object.entries(samples)) {
    for (const token of normalizeTokens(Prism.tokenize(code, Prism.languages[language])).flat()) {
      const mismatch = cascadeMismatch(token.types, tokenClasses(token.types, themes), themes);
      assert.equal(mismatch, undefined, `${language} "${token.content}": ${mismatch}`);
    }
  }
  // Nested types take the innermost colour, as prism-react-renderer gives them.
  assert.deepEqual(tokenClasses(['tag', 'attr-value'], themes), ['token', 'attr-value']);
  assert.deepEqual(tokenClasses(['tag', 'attr-value', 'operator'], themes), ['token', 'operator']);
  // No style, or only the block's own text colour (punctuation): plain text, no span.
  assert.deepEqual(tokenClasses(['template-string'], themes), []);
  assert.deepEqual(tokenClasses(['tag', 'attr-value', 'punctuation'], themes), []);
  assert.deepEqual(tokenClasses(['comment', 'punctuation'], themes), ['token', 'comment', 'punctuation']);
});

test('the stylesheet has both modes, each scoped to code blocks, with the themes’ own colours', () => {
  const css = themeCss(themes);
  assert.match(
    css,
    new RegExp(
      `html:not\\(\\[data-theme='dark'\\]\\) \\.theme-code-block \\{ --prism-color: ${prismLight.plain.color}; --prism-background-color: ${prismLight.plain.backgroundColor}; \\}`,
    ),
  );
  assert.match(
    css,
    new RegExp(
      `html\\[data-theme='dark'\\] \\.theme-code-block \\{ --prism-color: ${prismDark.plain.color}; --prism-background-color: ${prismDark.plain.backgroundColor}; \\}`,
    ),
  );
  assert.match(css, /html\[data-theme='dark'\] \.theme-code-block \.token\.keyword,[^{]*\{ color: #ff8b82; \}/);
  assert.match(css, /html:not\(\[data-theme='dark'\]\) \.theme-code-block \.token\.comment,[^{]*\{ color: #57606a; font-style: italic; \}/);
});
