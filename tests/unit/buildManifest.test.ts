/**
 * The build manifest's heading reader (src/plugins/buildManifest): the h2-h4 of a built page's
 * doc content, with the ids the page was rendered with and their text as the reader sees it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {renderedHeadings} from '../../src/plugins/buildManifest';

test('headings of the content only, with their ids, text without the anchor link, entities decoded', () => {
  const html = [
    '<nav><h2 id="menu">Menu</h2></nav>',
    '<article><div class="theme-doc-markdown" data-pagefind-body="">',
    '<h1>Title</h1>',
    '<h2 class="anchor" id="props-and-state">Props &amp; <code>State</code><a href="#props-and-state" class="hash-link" aria-label="Direct link to Props &lt;b&gt;">​</a></h2>',
    '<p>Text <h5 id="deep">Too deep</h5></p>',
    '<h3 id=custom-id>Since <span class="badge">v4.35</span></h3>',
    '<h4>No id</h4>',
    '</div></article>',
  ].join('');
  assert.deepEqual(renderedHeadings(html), [
    {depth: 2, id: 'props-and-state', text: 'Props & State'},
    {depth: 3, id: 'custom-id', text: 'Since v4.35'},
  ]);
});
