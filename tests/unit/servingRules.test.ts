/**
 * src/plugins/servingRules/rules.ts: the version roots both servers redirect, the opt-in
 * switches as the plugin reads them from the resolved config, and the CSP sources they add
 * (none by default). tests/nginx.test.ts and tests/serving.test.ts check the served result.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  acceptsMarkdown,
  cspSources,
  MARKDOWN_ACCEPT_PATTERN,
  inlineScriptHashes,
  NO_SWITCHES,
  renderNginxInclude,
  scriptSources,
  switchesOf,
  TAG_MANAGER_PLUGIN,
  versionRootRedirects,
} from '../../src/plugins/servingRules/rules';
import {ALL_VERSIONS, BASE_URL, LATEST_VERSION} from '../../src/versions/versions';

test('every version but the latest has its root redirected, with and without the slash', () => {
  const redirects = versionRootRedirects();
  for (const version of ALL_VERSIONS) {
    if (version === LATEST_VERSION) {
      assert.ok(![...redirects.keys()].some((from) => from === BASE_URL || from === BASE_URL.slice(0, -1)), 'the landing page stays');
      continue;
    }
    assert.equal(redirects.get(version.path), `${version.path}/introduction`, version.name);
    assert.equal(redirects.get(`${version.path}/`), `${version.path}/introduction`, version.name);
  }
  assert.equal(redirects.size, (ALL_VERSIONS.length - 1) * 2);
});

test('the switches are read from the resolved config and the loaded plugins', () => {
  assert.deepEqual(switchesOf({scripts: [], themeConfig: {}}, ['docusaurus-plugin-content-docs']), {
    tagManager: false,
    hostedSearchAppId: undefined,
    externalScripts: [],
  });
  assert.deepEqual(
    switchesOf(
      {
        scripts: [{src: 'https://cdn.example.test/icons.js'}, '/docs/local.js', '//cdn2.example.test/x.js'],
        themeConfig: {algolia: {appId: 'APP1'}},
      },
      [TAG_MANAGER_PLUGIN],
    ),
    {tagManager: true, hostedSearchAppId: 'APP1', externalScripts: ['https://cdn.example.test/icons.js', '//cdn2.example.test/x.js']},
  );
});

test('with every switch off the CSP gains only the inline-script hashes', () => {
  assert.deepEqual(cspSources(NO_SWITCHES, ['sha256-abc=']), {script: ["'sha256-abc='"], connect: [], img: [], frame: []});
});

test('each switch adds its own hosts', () => {
  assert.deepEqual(cspSources({...NO_SWITCHES, tagManager: true}, []), {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.googletagmanager.com'],
    img: ['https://www.googletagmanager.com'],
    frame: ['https://www.googletagmanager.com'],
  });
  assert.deepEqual(cspSources({...NO_SWITCHES, hostedSearchAppId: 'APP1'}, []).connect, [
    'https://APP1-dsn.algolia.net',
    'https://APP1-1.algolianet.com',
    'https://APP1-2.algolianet.com',
    'https://APP1-3.algolianet.com',
  ]);
  const icons = cspSources({...NO_SWITCHES, externalScripts: ['https://cdn.example.test:8443/icons/icons.esm.js']}, []);
  assert.deepEqual([icons.script, icons.connect], [['https://cdn.example.test:8443'], ['https://cdn.example.test:8443']]);
});

test('nothing that could break out of the nginx string or the header is written', () => {
  assert.throws(() => cspSources({...NO_SWITCHES, hostedSearchAppId: 'APP"; evil'}, []), /not an Algolia application id/);
  assert.throws(() => cspSources({...NO_SWITCHES, externalScripts: ["https://a.test;'x/s.js"]}, []), /not a CSP source/);
  assert.throws(() => cspSources(NO_SWITCHES, ["sha256-x' 'unsafe-inline"]), /not a CSP source/);
});

test('inline scripts are hashed, external ones are listed, from minified HTML', () => {
  const html =
    '<script>a()</script><script src=/docs/assets/js/x.js defer></script><script src="https://cdn.test/i.js" async></script><script></script>';
  assert.deepEqual(inlineScriptHashes(html), ['sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=']);
  assert.deepEqual(scriptSources(html), ['/docs/assets/js/x.js', 'https://cdn.test/i.js']);
});

test('the include maps the version roots and carries one constant per CSP list', () => {
  const include = renderNginxInclude(
    new Map([['/docs/x', '/docs/x/introduction']]),
    cspSources({...NO_SWITCHES, tagManager: true}, ['sha256-abc=']),
  );
  assert.match(include, /map \$uri \$docs_version_root_target \{\n {2}default "";\n {2}"\/docs\/x" "\/docs\/x\/introduction";\n\}/);
  assert.match(include, /map "" \$docs_csp_script_src \{ default " 'sha256-abc=' https:\/\/www\.googletagmanager\.com"; \}/);
  assert.match(include, /map "" \$docs_csp_connect_src \{ default " https:\/\/www\.googletagmanager\.com"; \}/);
});

test('content negotiation: an Accept that names text/markdown (not q=0) asks for the twin; browsers never do', () => {
  for (const accept of [
    'text/markdown',
    'TEXT/Markdown',
    'text/markdown, text/html;q=0.9',
    'text/html;q=0.5, text/markdown;q=0.8',
    'text/markdown;q=0.5',
    'text/plain, text/markdown ',
  ]) {
    assert.equal(acceptsMarkdown(accept), true, accept);
  }
  for (const accept of [
    undefined,
    '',
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    '*/*',
    'text/markdown;q=0',
    'text/markdown; q=0.000, text/html',
    'text/markdown-x',
    'application/text/markdown',
  ]) {
    assert.equal(acceptsMarkdown(accept), false, String(accept));
  }
  // The include hands nginx the same pattern (PCRE's \z for the end: a `$` would read as a variable).
  const include = renderNginxInclude(new Map(), cspSources(NO_SWITCHES, []));
  assert.ok(include.includes(`map $http_accept $docs_markdown_suffix {\n  "~*${MARKDOWN_ACCEPT_PATTERN}" ".md";`));
  assert.doesNotMatch(MARKDOWN_ACCEPT_PATTERN, /\$/);
});
