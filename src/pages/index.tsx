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
import {
  ALL_VERSIONS_TITLE,
  HOME_INTRO,
  HOME_TITLE,
  inlineCodeParts,
  MAIN_PATHS,
  MAIN_PATHS_TITLE,
  QUICK_START,
  QUICK_START_MORE,
  QUICK_START_TITLE,
  READ_THE_DOCS,
  type QuickStartStep,
} from './_home';
// The quick start's code lives in Markdown partials so it is highlighted at build time like the
// docs' (src/plugins/buildTimeHighlight): the client has no Prism to highlight a JSX <CodeBlock>.
import CreateCode from './_quickStart/create.md';
import ComponentCode from './_quickStart/component.md';
import BuildCode from './_quickStart/build.md';

/** `<Link>` adds the base URL itself: give it a doc's path below it. */
const docLink = (version: DocsVersion, route: string) => `/${docUrl(version, route).slice(BASE_URL.length)}`;

const CODE: Record<QuickStartStep['code'], ComponentType> = {create: CreateCode, component: ComponentCode, build: BuildCode};

/** A text of ./_home.ts with its `inline code` as <code>. */
function Text({text}: {text: string}): ReactNode {
  return inlineCodeParts(text).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Documentation" description={siteConfig.tagline}>
      <main className={styles.home}>
        <header className={styles.hero}>
          <Heading as="h1">{HOME_TITLE}</Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <p>{HOME_INTRO}</p>
          <Link className="button button--primary button--lg" to={docLink(LATEST_VERSION, 'introduction')}>
            {READ_THE_DOCS}
          </Link>
        </header>

        <section aria-labelledby="quick-start" className={styles.section}>
          <Heading as="h2" id="quick-start">
            {QUICK_START_TITLE}
          </Heading>
          <ol className={styles.steps}>
            {QUICK_START.map((step) => {
              const Code = CODE[step.code];
              return (
                <li key={step.title} className={styles.step}>
                  <Heading as="h3">{step.title}</Heading>
                  <p>
                    <Text text={step.text} />
                  </p>
                  <MDXContent>
                    <Code />
                  </MDXContent>
                </li>
              );
            })}
          </ol>
          <p>
            {QUICK_START_MORE.before}
            <Link to={docLink(LATEST_VERSION, 'getting-started')}>{QUICK_START_MORE.link}</Link>
            {QUICK_START_MORE.after}
          </p>
        </section>

        <section aria-labelledby="main-paths" className={styles.section}>
          <Heading as="h2" id="main-paths">
            {MAIN_PATHS_TITLE}
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
            {ALL_VERSIONS_TITLE}
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
