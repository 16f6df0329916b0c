/**
 * What the history of every release (./history.ts) says about one API item for one exact
 * release, as one line a tool can print: "available in @stencil/core 4.41.0", "NOT in
 * @stencil/core 4.1.0: added in 4.5.0". Used by the docs MCP server, which answers for the
 * project's installed release rather than the docs version that documents it. Pure.
 */
import {changeWhen, changesOf, inSpan, releaseFactsOf, type ApiHistory, type HistoryItem} from './history';

/** The items of the history a name picks, as `itemsNamedBy` does for the docs versions' facts: the exact name, else the last part. */
export function historyItemsNamed(history: ApiHistory, name: string): HistoryItem[] {
  const text = name
    .trim()
    .replace(/\(\)$/, '')
    .replace(/^config\./, '')
    .replace(/^--no-/, '--');
  const exact = history.items.filter((item) => item.name === text);
  if (exact.length) return exact;
  const last = text.split('.').at(-1)!.replace(/^@/, '');
  return history.items.filter((item) => item.name.split('.').at(-1)!.replace(/^@/, '') === last);
}

/** Whether the release has the item, and the facts at their exact releases. */
export function statusAtRelease(history: ApiHistory, item: HistoryItem, release: string): string {
  const facts = releaseFactsOf(history, item);
  const has = item.present.some((span) => inSpan(history, span, release));
  const deprecated = (item.deprecated ?? []).some((span) => inSpan(history, span, release));
  const at = history.releases.indexOf(release);
  let status: string;
  if (has) status = `available in @stencil/core ${release}${deprecated ? ` (deprecated since ${facts.deprecatedIn})` : ''}`;
  else if (at < history.releases.indexOf(facts.since)) status = `NOT in @stencil/core ${release}: added in ${facts.since}`;
  else {
    const gone = [...(facts.gaps ?? []).map((gap) => gap.removedIn), ...(facts.removedIn ? [facts.removedIn] : [])]
      .filter((removed) => history.releases.indexOf(removed) <= at)
      .at(-1);
    status = `NOT in @stencil/core ${release}: removed in ${gone}`;
  }
  const history_ = [`since ${facts.since}`];
  if (facts.deprecatedIn) history_.push(`deprecated in ${facts.deprecatedIn}`);
  for (const gap of facts.gaps ?? []) history_.push(`removed in ${gap.removedIn}, back in ${gap.backIn}`);
  if (facts.removedIn) history_.push(`removed in ${facts.removedIn}`);
  for (const change of changesOf(history, item))
    history_.push(`${change.what} \`${change.before}\` → \`${change.after}\` ${changeWhen(change)}`);
  return `${status}. ${history_.join('; ')}.`;
}
