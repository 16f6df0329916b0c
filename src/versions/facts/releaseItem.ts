/**
 * The per-release item, in a module of its own: the history (./history.ts) reads it and the
 * facts (./compute.ts) label items with the history's facts, so neither imports the other for it.
 */
/** One API item as one release has it: what generators/api-facts records per release. */
export interface ReleaseItem {
  area: string;
  name: string;
  kind: string;
  deprecated: boolean;
  /** The value the release fills in when a config leaves the option out, as code (`true`, `'shell'`); read from its validation code. */
  default?: string;
  /** The values the release accepts, as code, when its validation code limits them. */
  values?: string[];
}
