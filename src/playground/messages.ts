/** A compiler diagnostic's entry on the messages pages of the version, matched as the site's search does. */
import {matchScore, partsOfText} from '../diagnostics/pattern';
import type {MessageEntry} from './manifest';

export function messageEntryFor(message: string, entries: MessageEntry[], minScore = 0.5): MessageEntry | undefined {
  let best: {entry: MessageEntry; score: number} | undefined;
  for (const entry of entries) {
    const score = Math.max(
      matchScore(message, entry.parts),
      entry.header ? matchScore(message, partsOfText(entry.header)) : 0,
      ...(entry.wordings ?? []).map((wording) => matchScore(message, partsOfText(wording))),
    );
    if (score >= minScore && (!best || score > best.score)) best = {entry, score};
  }
  return best?.entry;
}
