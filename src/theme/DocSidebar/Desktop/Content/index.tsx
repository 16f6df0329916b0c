/**
 * Wraps @theme/DocSidebar/Desktop/Content (swizzle --wrap) to put the product dropdown
 * (SPEC §1, src/components/ProductDropdown) above the desktop docs sidebar's menu.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type {WrapperProps} from '@docusaurus/types';
import ProductDropdown from '@site/src/components/ProductDropdown';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <ProductDropdown />
      <Content {...props} />
    </>
  );
}
