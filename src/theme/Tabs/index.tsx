/**
 * Wraps theme-classic's Tabs (3.10): each tab gets an `id` and `aria-controls` naming its panel,
 * through the `attributes` every tab value carries to the tab's `li`, and ../TabItem gives the
 * panel the matching `id` and `aria-labelledby`. Upstream links neither way, which the Nu HTML
 * Checker rejects ("Every active role=tab element must have a corresponding role=tabpanel
 * element", issue 30), and a screen reader cannot announce which tab names the panel.
 *
 * Why `useId`: the ids must be unique on the page (a page has several tab groups) and equal in
 * the server render and the hydrated one; React's id is both.
 */
import React, {Children, cloneElement, isValidElement, useId, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';

type Attributes = TabItemProps['attributes'];

export default function TabsWrapper(props: Props): ReactNode {
  const base = useId();
  // Lazy tabs render only the selected panel: a tab may not name a panel that is not there.
  const linked = (attributes: Attributes, index: number): Attributes => ({
    ...attributes,
    id: `${base}tab-${index}`,
    ...(props.lazy ? {} : {'aria-controls': `${base}panel-${index}`}),
  });
  if (props.values) {
    return <Tabs {...props} values={props.values.map((value, index) => ({...value, attributes: linked(value.attributes, index)}))} />;
  }
  let index = 0;
  const children = Children.map(props.children, (child) =>
    isValidElement<TabItemProps>(child) && 'value' in child.props
      ? cloneElement(child, {attributes: linked(child.props.attributes, index++)})
      : child,
  );
  return <Tabs {...props}>{children}</Tabs>;
}
