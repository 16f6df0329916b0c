/**
 * @theme/SearchBar from the offline search plugin (../../index.ts): the navbar's search button
 * and dialog (../../client/NavbarSearch), built at build time and needing no network. It
 * replaces the classic theme's empty placeholder. A build with the hosted provider configured
 * points this alias at DocSearch's SearchBar instead (see the plugin's configureWebpack).
 */
import React, {type ReactNode} from 'react';
import NavbarSearch from '../../client/NavbarSearch';

export default function SearchBar(): ReactNode {
  return <NavbarSearch />;
}
