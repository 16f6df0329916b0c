/**
 * /docs/search (SPEC §2): the search page, with the query in `q` and the version in
 * `version`. The page itself is src/components/search/SearchPage.
 */
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import SearchPage from '@site/src/components/search/SearchPage';

export default function Search(): ReactNode {
  return (
    <Layout title="Search" description="Search the Stencil documentation, in one version or all of them.">
      <SearchPage />
    </Layout>
  );
}
