/** No admonition fence is left as text (`:::note[Title]` is Docusaurus 3's form; `:::note Title` shows literally). */
import type {PageCheck} from './types';

export const admonitionsRendered: PageCheck = {
  title: 'no admonition fence is left as text in any built page (`:::note[Title]`, not `:::note Title`)',
  check: (page) => (/<p>:::[a-z]|:::<\/p>/.test(page.html) ? [`${page.url}: an admonition fence shows as text`] : []),
};
