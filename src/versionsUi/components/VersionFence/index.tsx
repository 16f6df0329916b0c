/**
 * The `<Since version="4.35">` block of the docs' version fences (src/versions/fences.ts).
 * The Markdown preprocessor has already dropped the block from versions older than 4.35; in the
 * versions that keep it, this draws the "Added in" marker so readers see what is new.
 * (`<Until>` needs no component: its tags never survive preprocessing.)
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export interface SinceProps {
  /** The release the content appeared in, `major.minor`. */
  version: string;
  children: ReactNode;
}

export function Since({version, children}: SinceProps): ReactNode {
  return (
    <div className={styles.since} data-since={version}>
      <p className={styles.marker}>Added in v{version}</p>
      {children}
    </div>
  );
}
