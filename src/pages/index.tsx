/**
 * The site root (/docs/): a quick start (create, write a first component, build), the main
 * paths into the latest version's docs, and every version. The navbar and footer logos link here.
 */
import React, {type ComponentType, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ALL_VERSIONS, BASE_URL, docUrl, LATEST_VERSION, type DocsVersion} from '@site/src/versions/versions';
import styles from './index.module.css';
// The quick start's code lives in Markdown partials so it is highlighted at build time like the
// docs' (src/plugins/buildTimeHighlight): the client has no Prism to highlight a JSX <CodeBlock>.
import CreateCode from './_quickStart/create.md';
import ComponentCode from './_quickStart/component.md';
import BuildCode from './_quickStart/build.md';

/** `<Link>` adds the base URL itself: give it a doc's path below it. */
const docLink = (version: DocsVersion, route: string) => `/${docUrl(version, route).slice(BASE_URL.length)}`;

const QUICK_START: {title: string; text: ReactNode; Code: ComponentType}[] = [
  {
    title: 'Create a component library',
    text: 'The generator copies the component starter into a new folder; install its dependencies there.',
    Code: CreateCode,
  },
  {
    title: 'Write a component',
    text: (
      <>
        A class with a decorator is a custom element: props become attributes and properties, and <code>render()</code> returns JSX.
      </>
    ),
    Code: ComponentCode,
  },
  {
    title: 'Build and try it',
    text: (
      <>
        <code>npm start</code> serves the project with live reload; <code>npm run build</code> writes the distributable library. Use the
        element like any HTML tag: <code>{'<my-greeting name="Stencil"></my-greeting>'}</code>.
      </>
    ),
    Code: BuildCode,
  },
];

const MAIN_PATHS = [
  {route: 'component', title: 'Components', text: 'Decorators, props, state, events, lifecycle, styling and JSX.'},
  {route: 'config', title: 'Config', text: 'Every option of stencil.config.ts, the CLI and the dev server.'},
  {route: 'output-targets', title: 'Output targets', text: 'What the build produces: lazy-loaded dist, custom elements, www.'},
  {route: 'testing-overview', title: 'Testing', text: 'Unit and end-to-end tests for components, with the runner you choose.'},
  {route: 'overview', title: 'Frameworks', text: 'Wrappers that make your components feel native in Angular, React and Vue.'},
];

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Documentation" description={siteConfig.tagline}>
      <main className={styles.home}>
        <header className={styles.hero}>
          <Heading as="h1">Stencil documentation</Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <p>Stencil compiles TypeScript, JSX and CSS into standard custom elements that run in any framework or none.</p>
          <Link className="button button--primary button--lg" to={docLink(LATEST_VERSION, 'introduction')}>
            Read the docs
          </Link>
        </header>

        <section aria-labelledby="quick-start" className={styles.section}>
          <Heading as="h2" id="quick-start">
            Quick start
          </Heading>
          <ol className={styles.steps}>
            {QUICK_START.map((step) => (
              <li key={step.title} className={styles.step}>
                <Heading as="h3">{step.title}</Heading>
                <p>{step.text}</p>
                <MDXContent>
                  <step.Code />
                </MDXContent>
              </li>
            ))}
          </ol>
          <p>
            The <Link to={docLink(LATEST_VERSION, 'getting-started')}>Getting Started</Link> guide walks through the same steps in detail,
            with the project layout, styles and a first test.
          </p>
        </section>

        <section aria-labelledby="main-paths" className={styles.section}>
          <Heading as="h2" id="main-paths">
            Find your way
          </Heading>
          <ul className={styles.cards}>
            {MAIN_PATHS.map((entry) => (
              <li key={entry.route} className={styles.card}>
                <Link to={docLink(LATEST_VERSION, entry.route)}>{entry.title}</Link>
                <p>{entry.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="all-versions" className={styles.section}>
          <Heading as="h2" id="all-versions">
            Every version
          </Heading>
          <ul className={styles.versions}>
            {ALL_VERSIONS.map((version) => (
              <li key={version.name}>
                <Link to={docLink(version, 'introduction')}>{version.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
