/**
 * A diagnostic's text as a pattern: literal parts and placeholders for the values the compiler
 * fills in (a tag name, a prop name, a path). One pattern gives the page's readable form
 * (`Component Tag Name "<tagName>" Must Be Unique`), a regular expression, and a score for how
 * well a pasted message, with the user's own names in it, fits.
 *
 * Pure: no file system, safe for the build, the tests and the search's scripts.
 */
export type PatternPart = {text: string} | {placeholder: string};

/**
 * Placeholders are written `<name>`. A literal `<input>` in a message reads the same, so the
 * parts, not this string, are what matching uses.
 */
export function patternFromParts(parts: PatternPart[]): string {
  const merged = mergeParts(parts);
  return merged.map((part) => ('text' in part ? part.text : `<${part.placeholder}>`)).join('');
}

/** Adjacent texts joined, adjacent placeholders folded into one, empty texts dropped. */
export function mergeParts(parts: PatternPart[]): PatternPart[] {
  const merged: PatternPart[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if ('text' in part) {
      if (part.text === '') continue;
      if (last && 'text' in last) last.text += part.text;
      else merged.push({...part});
    } else if (!(last && 'placeholder' in last)) merged.push({...part});
  }
  return merged;
}

/** A pattern string's parts, for text such as headers where `<name>` is always a placeholder. */
export function partsOfText(pattern: string): PatternPart[] {
  const parts: PatternPart[] = [];
  let last = 0;
  for (const match of pattern.matchAll(/<([a-z][A-Za-z]*)>/g)) {
    parts.push({text: pattern.slice(last, match.index)}, {placeholder: match[1]});
    last = match.index + match[0].length;
  }
  parts.push({text: pattern.slice(last)});
  return mergeParts(parts);
}

/**
 * A fixed pointer the compiler appends to some wordings of a message and not to others (the tag
 * checks add the custom-element spec link when the tag is in `@Component()`, not in `bundles`).
 */
const REFER_TAIL = /\.?\s*(?:please )?(?:refer to|see) https?:\/\/\S+ for more (?:info|information)\.?$/;

/**
 * A message's identity: its normalised text with every placeholder alike, without a trailing
 * full stop or a fixed "Please refer to <address> for more info." tail. Two wordings that differ
 * only there are one message to a reader, and one entry on the page.
 */
export function messageKey(parts: PatternPart[]): string {
  return normaliseMessage(parts.map((part) => ('text' in part ? part.text : '<>')).join(''))
    .replace(REFER_TAIL, '')
    .replace(/[.\s]+$/, '');
}

/** Leading and trailing white space dropped: a message printed as `\n  text\n` reads as `text`. */
export function trimParts(parts: PatternPart[]): PatternPart[] {
  const merged = mergeParts(parts);
  const first = merged[0];
  if (first && 'text' in first) first.text = first.text.replace(/^\s+/, '');
  const last = merged.at(-1);
  if (last && 'text' in last) last.text = last.text.replace(/\s+$/, '');
  return mergeParts(merged);
}

const QUOTES = /["'`\u2018\u2019\u201C\u201D]/g;

/** Lower case, one kind of quote, single spaces: pasted text loses or changes all three. */
export function normaliseMessage(text: string): string {
  return text.replace(QUOTES, '"').replace(/\s+/g, ' ').trim().toLowerCase();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A regular expression matching the whole message in normalised text (see normaliseMessage). */
export function patternRegExp(parts: PatternPart[]): RegExp {
  const source = mergeParts(parts)
    .map((part) => ('text' in part ? escapeRegExp(normaliseMessage(part.text)).replace(/ /g, '\\s*') : '(.*?)'))
    .join('');
  return new RegExp(source);
}

/** The words of literal text a query can be matched on (placeholders removed). */
export function literalWords(parts: PatternPart[]): string[] {
  return parts
    .flatMap((part) => ('text' in part ? normaliseMessage(part.text).split(/[^a-z0-9@]+/) : []))
    .filter((word) => word.length > 1);
}

/**
 * How well a pasted message fits a pattern, from 0 to 1: 1 when the whole pattern matches; else
 * the share of the query's words that the pattern's literal text has, in order, discounted by
 * how much of the pattern the query leaves out (a pasted first line still scores high).
 */
export function matchScore(query: string, parts: PatternPart[]): number {
  const normalised = normaliseMessage(query);
  if (patternRegExp(parts).test(normalised)) return 1;
  const queryWords = normalised.split(/[^a-z0-9@]+/).filter((word) => word.length > 1);
  const words = literalWords(parts);
  if (queryWords.length === 0 || words.length === 0) return 0;
  let position = 0;
  let matched = 0;
  for (const word of queryWords) {
    const at = words.indexOf(word, position);
    if (at !== -1) {
      matched += 1;
      position = at + 1;
    }
  }
  const precision = matched / queryWords.length;
  const coverage = matched / words.length;
  return 0.9 * precision * (0.5 + 0.5 * Math.min(1, coverage * 2));
}
