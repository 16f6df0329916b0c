/**
 * Prose extraction for the docs' content checks.
 *
 * Mirrors the prose definition of `../shared/tools/originality` (front matter, fenced code,
 * MDX import/export lines, inline code, link targets and HTML/JSX tags are not prose), so the
 * minimum-word fixture and the originality check count the same words. Front matter and code
 * blocks are read by the site's one reader of each (src/markdown).
 */
import {readFrontMatter} from '../../src/markdown/syntax/frontMatter';
import {FenceReader} from '../../src/markdown/syntax/codeFences';
import {withoutBacktickPairs, withoutLinkTargets} from '../../src/markdown/syntax/inline';
import {startsWithEsmKeyword} from '../../src/markdown/syntax/blocks';

const WORD = /[a-z0-9]+(?:['’][a-z]+)?/g;

/** The words a reader reads outside code: what the inventory's `min_words` counts. */
export function proseWords(text: string): string[] {
  const kept: string[] = [];
  const fences = new FenceReader();
  for (const line of readFrontMatter(text).body.split(/\r?\n/)) {
    if (fences.read(line).kind !== 'text' || startsWithEsmKeyword(line)) continue;
    kept.push(line);
  }
  const body = withoutLinkTargets(withoutBacktickPairs(kept.join('\n'))).replace(/<[^>]+>/g, ' ');
  return body.toLowerCase().match(WORD) ?? [];
}
