/**
 * One search result's text: the page title (with its version when it is not the one being
 * read), the section heading and the excerpt with the matched words highlighted. It goes
 * inside the result's link, so it is phrasing content only. Every string is rendered as
 * React text: nothing from the index or the query is parsed as HTML.
 */
import React, {type ReactNode} from 'react';
import type {SearchHit} from '../engine';
import styles from './styles.module.css';

interface Props {
  hit: SearchHit;
  showVersion: boolean;
}

export default function SearchHitSummary({hit, showVersion}: Props): ReactNode {
  return (
    <>
      <span className={styles.titleRow}>
        <span className={styles.title}>{hit.pageTitle}</span>
        {showVersion && hit.version && (
          <span className={styles.version}>
            <span className={styles.visuallyHidden}>version </span>
            {hit.version.label}
          </span>
        )}
      </span>
      {hit.heading && <span className={styles.heading}>{hit.heading}</span>}
      <span className={styles.excerpt}>
        {hit.excerpt.map((segment, index) =>
          segment.marked ? (
            <mark key={index} className={styles.match}>
              {segment.text}
            </mark>
          ) : (
            <React.Fragment key={index}>{segment.text}</React.Fragment>
          ),
        )}
      </span>
    </>
  );
}
