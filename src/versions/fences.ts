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
 *   `%STENCIL_TAG%` (v4.37.1).
 *
 * The same function runs in the Markdown preprocessor (docusaurus.config.ts: every docs file is
 * resolved for its own version) and in `npm run versions:generate` (which writes the release
 * snapshots from docs/), so what a release shows never depends on which of the two ran.
 *
 * Pure (./release.ts, ./ranges.ts and the fence reader src/markdown/codeFences.ts are as well, on
 * semver alone) so that the config, scripts and unit tests can all import it.
 */
import {compareReleases, type Release} from './release';
import {lowestReleaseOf} from './ranges';
import {FenceReader} from '../markdown/codeFences';

/** What a docs version looks like to the fences: see `DocsVersion` in ./versions. */
export interface FenceTarget {
  /** The start of the documented release's minor line (`4.37.0`); `null` for Next (newer than every release). */
  fenceRelease: Release | null;
  npmVersion: string;
  minor: string;
  releaseTag: string;
}

type FenceKind = 'Since' | 'Until';

const BLOCK_OPEN = /^\s*<(Since|Until)\s+version="(\d+(?:\.\d+)?)"\s*>\s*$/;
const BLOCK_CLOSE = /^\s*<\/(Since|Until)>\s*$/;
const INLINE_FENCE = /<(Since|Until)\s+version="(\d+(?:\.\d+)?)"\s*>(.*?)<\/\1>/g;
const TOKEN = /%STENCIL_([A-Z]+)%/g;

export class VersionFenceError extends Error {}

/** `"4.35"` → `4.35.0`, the start of the line; a bare major (`"3"`) means `3.0.0`. */
function parseFenceVersion(text: string): Release {
  return lowestReleaseOf(text)!;
}

/** Whether a fence's content belongs to the target version. */
export function fenceIncludes(kind: FenceKind, fenceVersion: string, target: Pick<FenceTarget, 'fenceRelease'>): boolean {
  const version = parseFenceVersion(fenceVersion);
  if (target.fenceRelease === null) return kind === 'Since';
  const order = compareReleases(target.fenceRelease, version);
  return kind === 'Since' ? order >= 0 : order <= 0;
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
  // Code blocks are read by the one fence reader (src/markdown/codeFences.ts).
  const code = new FenceReader();
  const visible = () => stack.every((fence) => fence.include);

  lines.forEach((line, index) => {
    const open = BLOCK_OPEN.exec(line);
    const close = open ? null : BLOCK_CLOSE.exec(line);
    if (open) {
      const kind = open[1] as FenceKind;
      const include = fenceIncludes(kind, open[2], target);
      const keepTags = include && visible() && kind === 'Since' && !code.inCode && isBlank(lines[index + 1]);
      stack.push({kind, include, keepTags, line: index + 1});
      if (keepTags) out.push(line.trim());
      return;
    }
    if (close) {
      const fence = stack.pop();
      if (!fence || fence.kind !== close[1]) {
        throw new VersionFenceError(
          `${fileName}:${index + 1}: </${close[1]}> closes ${fence ? `<${fence.kind}> of line ${fence.line}` : 'no open fence'}`,
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
    out.push(
      line.replace(INLINE_FENCE, (_all, kind: FenceKind, version: string, inner: string) =>
        fenceIncludes(kind, version, target) ? inner : '',
      ),
    );
  });

  if (stack.length > 0) {
    const fence = stack.at(-1)!;
    throw new VersionFenceError(`${fileName}:${fence.line}: <${fence.kind}> is never closed`);
  }
  return out.join('\n');
}

/** Replaces the version tokens; an unknown `%STENCIL_…%` token is an error, not silent text. */
export function substituteVersionTokens(content: string, target: Omit<FenceTarget, 'fenceRelease'>, fileName = 'markdown'): string {
  const values: Record<string, string> = {VERSION: target.npmVersion, MINOR: target.minor, TAG: target.releaseTag};
  return content.replace(TOKEN, (token, name: string) => {
    if (!(name in values)) throw new VersionFenceError(`${fileName}: unknown version token ${token}`);
    return values[name];
  });
}

/** Fences, then tokens: a docs source as the given version shows it. */
export function renderForVersion(content: string, target: FenceTarget, fileName?: string): string {
  return substituteVersionTokens(resolveFences(content, target, fileName), target, fileName);
}

/** One `<Since>`/`<Until>` fence as written in a source (issue 21: the upgrade planner lists them). */
export interface FoundFence {
  kind: FenceKind;
  /** The fence's version as written, e.g. `"4.35"`. */
  version: string;
  /** `true` for `<Since version="4.35">words</Since>` within one line. */
  inline: boolean;
  /** 1-based line of the opening tag. */
  line: number;
  /** Whether the fence sits inside a code block (it filters code lines). */
  inCode: boolean;
  /** What the fence holds: the inline words, or the block's lines (nested fences' tag lines dropped). */
  content: string;
}

/**
 * Every fence of a source, in the order they open, read with the same patterns as
 * `resolveFences` (so the planner and the snapshots never disagree on what a fence is).
 */
export function findFences(content: string, fileName = 'markdown'): FoundFence[] {
  const lines = content.split('\n');
  const found: FoundFence[] = [];
  const stack: {fence: FoundFence; body: string[]}[] = [];
  const code = new FenceReader();
  lines.forEach((line, index) => {
    const open = BLOCK_OPEN.exec(line);
    const close = open ? null : BLOCK_CLOSE.exec(line);
    if (open) {
      const fence: FoundFence = {
        kind: open[1] as FenceKind,
        version: open[2],
        inline: false,
        line: index + 1,
        inCode: code.inCode,
        content: '',
      };
      found.push(fence);
      stack.push({fence, body: []});
      return;
    }
    if (close) {
      const top = stack.pop();
      if (!top || top.fence.kind !== close[1])
        throw new VersionFenceError(`${fileName}:${index + 1}: </${close[1]}> closes no matching fence`);
      top.fence.content = top.body.join('\n').trim();
      return;
    }
    code.read(line);
    for (const open of stack) open.body.push(line);
    for (const match of line.matchAll(INLINE_FENCE)) {
      found.push({
        kind: match[1] as FenceKind,
        version: match[2],
        inline: true,
        line: index + 1,
        inCode: code.inCode,
        content: match[3].trim(),
      });
    }
  });
  if (stack.length > 0)
    throw new VersionFenceError(`${fileName}:${stack.at(-1)!.fence.line}: <${stack.at(-1)!.fence.kind}> is never closed`);
  return found;
}
