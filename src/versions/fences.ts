/**
 * Version fences: how one Markdown source (`docs/`) serves Next and every release of its major
 * line. Text that holds only from a release on, or only up to one, is fenced in the source:
 *
 *     <Since version="4.35">          <Until version="4.37">
 *                                     …older behaviour…
 *     …new behaviour…                 </Until>
 *
 *     </Since>
 *
 * - Block fences sit on lines of their own and work anywhere: prose, tables, lists, and inside
 *   code blocks (where the tag lines filter code lines and disappear). They nest.
 * - A `Since` block whose content is set off by blank lines, outside code, keeps its tags in the
 *   output so the `Since` MDX component renders an "Added in vX" marker (the idea of Sphinx's
 *   `versionadded`); any other fence only filters lines.
 * - Inline fences, `<Since version="4.35">words</Since>` within one line, keep or drop the words.
 * - Tokens name the documented release: `%STENCIL_VERSION%` (4.37.1), `%STENCIL_MINOR%` (4.37),
 *   `%STENCIL_TAG%` (v4.37.1); `%STENCIL_NEXT_MAJOR%` names the next major's prerelease
 *   (./nextMajor.ts, 5.0.0-beta.12), for the upgrade guide to it.
 *
 * The same function runs in the Markdown preprocessor (docusaurus.config.ts: every docs file is
 * resolved for its own version) and in `npm run versions:generate` (which writes the release
 * snapshots from docs/), so what a release shows never depends on which of the two ran.
 *
 * The grammar (what a fence and a token look like, and `findFences`) is
 * src/markdown/syntax/versionFences.ts; this file says what a fence means for a version. Pure (./release.ts,
 * ./ranges.ts and the syntax folder are as well, on semver alone) so that the config, scripts
 * and unit tests can all import it.
 */
import {compareReleases, majorOf, nextLine, startOfMajor, type Release} from './release';
import {lowestReleaseOf} from './ranges';
import {FenceReader} from '../markdown/syntax/codeFences';
import {NEXT_MAJOR_RELEASE} from './nextMajor';
import {fenceTagOf, replaceInlineFences, replaceVersionTokens, VersionFenceError, type FenceKind} from '../markdown/syntax/versionFences';

/** What resolveFences and substituteVersionTokens throw on a mistake in a source. */
export {VersionFenceError};

/** What a docs version looks like to the fences: see `DocsVersion` in ./versions. */
export interface FenceTarget {
  /** The start of the documented release's minor line (`4.37.0`); `null` for Next (newer than every release). */
  fenceRelease: Release | null;
  npmVersion: string;
  minor: string;
  releaseTag: string;
}

/**
 * The release where a fence's text starts to hold (`Since`) or stops holding (`Until`). A minor
 * line: `Since 4.35` from 4.35.0, `Until 4.34` gone at 4.35.0. A bare major names the whole
 * major line, prereleases included: `Since 5` from `5.0.0-0`, `Until 4` gone at `5.0.0-0` (text
 * of the 4.x line, however many 4.x releases are cut after Next moved to 5).
 */
export function fenceBoundary(kind: FenceKind, fenceVersion: string): Release {
  const start = lowestReleaseOf(fenceVersion)!;
  if (/^\d+$/.test(fenceVersion.trim())) return kind === 'Since' ? startOfMajor(majorOf(start)) : startOfMajor(majorOf(start) + 1);
  return kind === 'Since' ? start : nextLine(start);
}

/** Whether a fence's content belongs to the target version. */
export function fenceIncludes(kind: FenceKind, fenceVersion: string, target: Pick<FenceTarget, 'fenceRelease'>): boolean {
  if (target.fenceRelease === null) return kind === 'Since';
  const order = compareReleases(target.fenceRelease, fenceBoundary(kind, fenceVersion));
  return kind === 'Since' ? order >= 0 : order < 0;
}

/**
 * Whether a docs version has a page that exists from the first release of `firstMajor` on
 * (src/inventory/addedPages.ts `firstMajor`): the page as a whole is `<Since version="5">`, by the
 * same rule as a fence, so Next, newer than every release, has it before a release of that major
 * is cut, and the releases of earlier majors (the 4.x snapshots) never do.
 */
export function hasPageFromMajor(target: Pick<FenceTarget, 'fenceRelease'>, firstMajor: number): boolean {
  return fenceIncludes('Since', String(firstMajor), target);
}

interface OpenFence {
  kind: FenceKind;
  include: boolean;
  /** The tags stay in the output (a prose `Since` block): the MDX component draws the marker. */
  keepTags: boolean;
  line: number;
}

function isBlank(line: string | undefined): boolean {
  return line === undefined || line.trim() === '';
}

/** Resolves the fences of a Markdown file for one version. Throws on unbalanced fences. */
export function resolveFences(content: string, target: Pick<FenceTarget, 'fenceRelease'>, fileName = 'markdown'): string {
  const lines = content.split('\n');
  const out: string[] = [];
  const stack: OpenFence[] = [];
  // Code blocks are read by the one fence reader (src/markdown/syntax/codeFences.ts).
  const code = new FenceReader();
  const visible = () => stack.every((fence) => fence.include);

  lines.forEach((line, index) => {
    const tag = fenceTagOf(line);
    if (tag && 'open' in tag) {
      const include = fenceIncludes(tag.open, tag.version, target);
      const keepTags = include && visible() && tag.open === 'Since' && !code.inCode && isBlank(lines[index + 1]);
      stack.push({kind: tag.open, include, keepTags, line: index + 1});
      if (keepTags) out.push(line.trim());
      return;
    }
    if (tag) {
      const fence = stack.pop();
      if (!fence || fence.kind !== tag.close) {
        throw new VersionFenceError(
          `${fileName}:${index + 1}: </${tag.close}> closes ${fence ? `<${fence.kind}> of line ${fence.line}` : 'no open fence'}`,
        );
      }
      if (fence.keepTags) {
        // MDX needs the blank line to end the block's last paragraph before the closing tag.
        if (!isBlank(out.at(-1))) out.push('');
        out.push(line.trim());
      }
      return;
    }
    code.read(line);
    if (!visible()) return;
    out.push(replaceInlineFences(line, (fence) => (fenceIncludes(fence.kind, fence.version, target) ? fence.inner : '')));
  });

  if (stack.length > 0) {
    const fence = stack.at(-1)!;
    throw new VersionFenceError(`${fileName}:${fence.line}: <${fence.kind}> is never closed`);
  }
  return out.join('\n');
}

/** Replaces the version tokens; an unknown `%STENCIL_…%` token is an error, not silent text. */
export function substituteVersionTokens(content: string, target: Omit<FenceTarget, 'fenceRelease'>, fileName = 'markdown'): string {
  // NEXT_MAJOR: the prerelease the next major's upgrade guide is written against, whatever Next pins.
  const values: Record<string, string> = {
    VERSION: target.npmVersion,
    MINOR: target.minor,
    TAG: target.releaseTag,
    NEXT_MAJOR: NEXT_MAJOR_RELEASE,
  };
  return replaceVersionTokens(content, (name, token) => {
    if (!(name in values)) throw new VersionFenceError(`${fileName}: unknown version token ${token}`);
    return values[name];
  });
}

/** Fences, then tokens: a docs source as the given version shows it. */
export function renderForVersion(content: string, target: FenceTarget, fileName?: string): string {
  return substituteVersionTokens(resolveFences(content, target, fileName), target, fileName);
}
