/**
 * "Download project": the playground's component as a Stencil project pinned to the release
 * that compiled it, zipped with fflate. `npm install && npm start` builds it and serves it with
 * Stencil's dev server; `npm test` runs its spec test with the release's Jest integration, at
 * the Jest version that release's own dependency table recommends.
 */
import {strToU8, zipSync} from 'fflate';
import type {PlaygroundSource} from './share';

export interface ProjectRelease {
  npmVersion: string;
  /** The test packages and versions the release's `stencil test` asks for. */
  testDependencies: Record<string, string>;
}

/** The tag of the first `@Component({tag: …})`, else a default. */
export function tagOf(tsx: string): string {
  return /\btag\s*:\s*['"]([a-z][a-z0-9]*-[a-z0-9-]*)['"]/.exec(tsx)?.[1] ?? 'my-component';
}

/** The class name exported with the component, for the test's `components` list. */
function classOf(tsx: string): string {
  return /export\s+class\s+([A-Za-z_$][\w$]*)/.exec(tsx)?.[1] ?? 'MyComponent';
}

export function projectFiles(source: PlaygroundSource, release: ProjectRelease): Record<string, string> {
  const tag = tagOf(source.tsx);
  const componentClass = classOf(source.tsx);
  const folder = `src/components/${tag}`;
  const packageJson = {
    name: 'stencil-playground-project',
    version: '0.0.0',
    private: true,
    scripts: {
      build: 'stencil build',
      start: 'stencil build --dev --watch --serve',
      test: 'stencil test --spec',
    },
    devDependencies: {'@stencil/core': release.npmVersion, ...release.testDependencies},
  };
  const tsconfig = {
    compilerOptions: {
      allowSyntheticDefaultImports: true,
      experimentalDecorators: true,
      lib: ['dom', 'es2017'],
      moduleResolution: 'node',
      module: 'esnext',
      target: 'es2017',
      jsx: 'react',
      jsxFactory: 'h',
      jsxFragmentFactory: 'Fragment',
      // Jest's dependencies install today's @types/node, written for a newer TypeScript than the one
      // a 4.38.0 build type-checks with: without this, `npm start` on the downloaded project failed
      // on node_modules/@types/node/globals.d.ts (seen 2026-11-28), before any of the project's code.
      skipLibCheck: true,
    },
    include: ['src'],
  };
  return {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'tsconfig.json': `${JSON.stringify(tsconfig, null, 2)}\n`,
    'stencil.config.ts': `import {Config} from '@stencil/core';

export const config: Config = {
  namespace: 'playground',
  outputTargets: [{type: 'www', serviceWorker: null}],
};
`,
    [`${folder}/${tag}.tsx`]: source.tsx,
    [`${folder}/${tag}.css`]: source.css,
    [`${folder}/${tag}.spec.tsx`]: `import {newSpecPage} from '@stencil/core/testing';
import {${componentClass}} from './${tag}';

describe('${tag}', () => {
  it('renders', async () => {
    const page = await newSpecPage({components: [${componentClass}], html: \`<${tag}></${tag}>\`});
    expect(page.root).toBeTruthy();
  });
});
`,
    'src/index.html': `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Stencil playground project</title>
  <script type="module" src="/build/playground.esm.js"></script>
  <script nomodule src="/build/playground.js"></script>
</head>
<body>
${source.html}
</body>
</html>
`,
    'README.md': `# Stencil playground project

Compiled in the playground by @stencil/core ${release.npmVersion}, pinned here.

    npm install && npm start    # builds, serves and opens the component
    npm test                    # the spec test
`,
  };
}

export function projectZip(source: PlaygroundSource, release: ProjectRelease): Uint8Array {
  const files = Object.fromEntries(Object.entries(projectFiles(source, release)).map(([name, text]) => [name, strToU8(text)]));
  return zipSync(files, {level: 6, mtime: new Date('2026-01-01T00:00:00Z')});
}
