/**
 * Replaces theme-classic's TabItem (3.10; not a wrap: the panel element is the one that needs
 * the attributes, and the original renders it without a way to add any). The same panel, with
 * the `id` its tab's `aria-controls` names and `aria-labelledby` naming the tab: both come from
 * the tab value's attributes, which ../Tabs sets (a lazy group's panel gets its tab's id
 * and no `id` of its own). The `theme-tabs` entry of src/plugins/client/internals.ts flags an
 * upstream change to compare with.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import styles from './styles.module.css';

export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy, tabValues} = useTabs();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  const tab = tabValues.find((tabValue) => tabValue.value === value)?.attributes;
  return (
    <div
      role="tabpanel"
      id={typeof tab?.['aria-controls'] === 'string' ? tab['aria-controls'] : undefined}
      aria-labelledby={typeof tab?.id === 'string' ? tab.id : undefined}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}>
      {children}
    </div>
  );
}
