/**
 * Replaces theme-classic's CodeBlock/Container (not a wrap: the original sets the Prism theme's
 * colours as inline variables for the colour mode React knows, so every block had to re-render
 * after hydration to pick up the stored mode). The variables come from the stylesheet that
 * src/plugins/buildTimeHighlight generates, one rule per mode, so the container sets none.
 */
import React, {type ComponentProps, type ElementType, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

export default function CodeBlockContainer<T extends ElementType>({as: As, ...props}: {as: T} & ComponentProps<T>): ReactNode {
  return <As {...props} className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />;
}
