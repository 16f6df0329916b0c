/**
 * The history state a version switch leaves when the chosen version lacks the page (issue 12):
 * the route the reader came from, so the page they land on can say it is a substitute
 * (src/versionsUi/components/availability/VersionSwitchNotice). Kept in the history entry rather
 * than the URL so shared and bookmarked links stay clean, and it needs no storage.
 */
const KEY = 'versionSwitchFromRoute';

export type VersionSwitchState = {readonly [KEY]: string};

export function versionSwitchState(fromRoute: string): VersionSwitchState {
  return {[KEY]: fromRoute};
}

/** The route a version switch came from, if this history entry was made by one. */
export function versionSwitchFromRoute(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const route = (state as Record<string, unknown>)[KEY];
  return typeof route === 'string' ? route : undefined;
}
