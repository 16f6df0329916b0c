/**
 * The fence half of the API-facts gate (issue 20): a `<Since>` or `<Until>` fence in `docs/`
 * whose text names an API item in inline code must agree with the first version the pinned
 * releases have it in (src/versions/facts). A `<Since version="4.34">` around an item that
 * arrived in 4.35 shows it to 4.34 readers; an `<Until version="4.34">` naming it does the
 * same; a `<Since version="4.36">` whose new items all arrived in 4.35 hides them from 4.35.
 *
 * Items older than the line's oldest release (v4.33 for the 4.x line) say nothing about a
 * fence: they are in every release the fence chooses between. An `<Until>` of a whole major
 * (`<Until version="4">`) is not checked: it only hides the frozen 4.x text from Next. Pure.
 */
import {GENERATED_VERSIONS, versionByName} from '../../src/versions/versions';
import type {ApiItem} from '../../src/versions/facts/compute';
import {agreedSince, indexFacts, namesInSpan, type FactIndex} from '../../src/versions/facts/lookup';
import {findFences, replaceInlineFences} from '../../src/markdown/syntax/versionFences';
import {codeSpansOf} from '../../src/markdown/syntax/inline';
import {compareReleases as compare, lineStart, type Release} from '../../src/versions/release';
import {lowestReleaseOf} from '../../src/versions/ranges';

/** A fence's version (`4.35`) as the start of its minor line, `4.35.0`. */
function parse(minor: string): Release {
  return lowestReleaseOf(minor)!;
}

/** The start of the minor line a docs version documents (`v4.35` → 4.35.0). */
function releaseOf(versionName: string): Release | undefined {
  const version = versionByName(versionName);
  return version ? lineStart(version.release) : undefined;
}

interface Fence {
  kind: 'Since' | 'Until';
  version: string;
  line: number;
  text: string[];
}

/** Every fence of a file with the prose it holds (code blocks left out: their names are not inline code). */
export function fencesOf(markdown: string): Fence[] {
  return findFences(markdown)
    .filter((fence) => !fence.inline || !fence.inCode)
    .map((fence) => ({
      kind: fence.kind,
      version: fence.version,
      line: fence.line,
      text: fence.inline
        ? [fence.content]
        : fence.lines.filter((line) => line.prose).map((line) => replaceInlineFences(line.text, () => ' ')),
    }));
}

/** The named items a fence decides on: those newer than the line's oldest release, with the release they arrived in. */
function newItems(fence: Fence, index: FactIndex, lineStart: Release): {span: string; since: string; release: Release}[] {
  const found: {span: string; since: string; release: Release}[] = [];
  for (const text of fence.text) {
    for (const span of codeSpansOf(text)) {
      for (const items of namesInSpan(span, index)) {
        const since = agreedSince(items);
        const release = since && releaseOf(since);
        if (since && release && compare(release, lineStart) > 0) found.push({span, since, release});
      }
    }
  }
  return found;
}

/** The fences of a `docs/` file that contradict the facts, as `file:line: why` messages. */
export function fenceDisagreements(markdown: string, facts: readonly ApiItem[], fileName = 'markdown'): string[] {
  const oldest = GENERATED_VERSIONS.at(-1);
  if (!oldest) return [];
  const lineStart = parse(oldest.minor);
  const index = indexFacts(facts);
  const problems: string[] = [];
  for (const fence of fencesOf(markdown)) {
    // `Until 4` hides text from the next major only: it holds what the 4.x releases already show,
    // byte for byte (tests/unit/frozenSnapshots.test.ts), so it cannot show them a newer item.
    if (fence.kind === 'Until' && /^\d+$/.test(fence.version.trim())) continue;
    const fenceRelease = parse(fence.version);
    const items = newItems(fence, index, lineStart);
    const where = `${fileName}:${fence.line}: <${fence.kind} version="${fence.version}">`;
    for (const item of items) {
      if (compare(item.release, fenceRelease) > 0) {
        problems.push(`${where} names \`${item.span}\`, which arrived in ${item.since}: older releases would show it`);
      }
    }
    if (fence.kind === 'Since' && items.length > 0 && !items.some((item) => compare(item.release, fenceRelease) === 0)) {
      if (items.every((item) => compare(item.release, fenceRelease) < 0)) {
        const list = items.map((item) => `\`${item.span}\` (${item.since})`).join(', ');
        problems.push(`${where} opens after its items arrived: ${list}`);
      }
    }
  }
  return problems;
}
