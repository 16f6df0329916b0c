/**
 * @theme/OfflineSearchPage: the page of the search route the plugin adds (`<baseUrl>search`,
 * SPEC §2), with the query in `q` and the version in `version`. Its body is
 * ../../client/SearchPage.
 */
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import SearchPage from '../../client/SearchPage';

export default function OfflineSearchPage(): ReactNode {
  return (
    <Layout title="Search" description="Search the Stencil documentation, in one version or all of them.">
      <SearchPage />
    </Layout>
  );
}
