/**
 * The site root (/docs/): the tagline and the ways into the latest version's docs. The
 * navbar logo and the footer logo link here.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ALL_VERSIONS} from '@site/src/utils/versions';
import styles from './index.module.css';

const ENTRY_POINTS = [
  {to: '/introduction', title: 'Introduction', text: 'What the compiler does and what it produces.'},
  {to: '/getting-started', title: 'Getting Started', text: 'Create a project and build a first component.'},
  {to: '/goals-and-objectives', title: 'Goals and Objectives', text: 'Why the toolchain is built the way it is.'},
];

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Documentation" description={siteConfig.tagline}>
      <main className={styles.home}>
        <header className={styles.hero}>
          <Heading as="h1">Stencil documentation</Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <Link className="button button--primary button--lg" to="/introduction">
            Read the docs
          </Link>
        </header>
        <section aria-labelledby="entry-points" className={styles.section}>
          <Heading as="h2" id="entry-points">
            Start here
          </Heading>
          <ul className={styles.cards}>
            {ENTRY_POINTS.map((entry) => (
              <li key={entry.to} className={styles.card}>
                <Link to={entry.to}>{entry.title}</Link>
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
                <Link to={`${version.path.replace(/^\/docs/, '').replace(/\/$/, '')}/introduction`}>{version.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
