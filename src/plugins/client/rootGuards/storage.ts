/**
 * Part of the @theme/Root wrap (./theme/Root): makes storage that is present but unusable
 * look absent, before any Docusaurus storage slot is created.
 *
 * Why: Docusaurus's storage utilities treat a `localStorage` getter that throws as "no storage"
 * (one console warning, then no-op slots), but when the getter works and the methods throw
 * (blocked site data, some private modes) every read and write logs a console error: six per
 * page load, more on each colour-mode switch or version choice. SPEC §8 wants a warning only.
 * So the methods are tried once; if they throw, the getter is made to throw that error, and
 * Docusaurus's own path takes over: one warning naming it, the colour mode and version
 * choice kept in memory for the session.
 */
import siteStorage from '@generated/site-storage';

/** Written and removed again at once; no Docusaurus slot listens to it. */
const PROBE_KEY = 'docusaurus.storage-probe';

export function disableUnusableStorage(): void {
  const {type} = siteStorage;
  let storage: Storage;
  try {
    storage = window[type];
  } catch {
    return; // Docusaurus already treats this as no storage.
  }
  try {
    storage.getItem(PROBE_KEY);
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
  } catch (error) {
    Object.defineProperty(window, type, {
      configurable: true,
      get() {
        throw error;
      },
    });
  }
}
