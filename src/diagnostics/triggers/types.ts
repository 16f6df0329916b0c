/** The shapes shared by the fixture groups, the runner (generators/diagnostic-triggers) and the page. */

export interface TriggerFixture {
  /** Names the fixture in the record; unique across the groups. */
  id: string;
  /** The start of the message pattern it triggers (placeholders as `<name>`), as the release's record words it. */
  message: string;
  /**
   * `component`: `source` is one module, run through `transpileSync` (the decorator and component
   * checks of one file). `config`: `source` is the options of `stencil.config.ts` as JSON, loaded
   * with `loadConfig` in the base project. `build`: `source` is those options too (`{}` for the
   * base project's), `files` what the project has besides, and the whole project is built with
   * `createCompiler(config).build()`. `cli`: `source` is the command line after `stencil`
   * (`build --maxWorkers`), run with the release's own `bin/stencil` in the base project, with
   * `files` and `options` as a build's.
   */
  kind: 'component' | 'config' | 'build' | 'cli';
  source: string;
  /**
   * `component`: the other modules of the project (path from its root → text), which the
   * release's `transpile` reads through its `resolveImport` option (5.x) for the classes the
   * component extends. `build` and `cli`: project files (path from the project's root → text) that replace or join the
   * base project's (`package.json`, `tsconfig.json`, `src/components/my-card/my-card.tsx`). The
   * page shows each of them, in this order.
   */
  files?: Record<string, string>;
  /** `cli` only: the options of its `stencil.config.ts` (a build's are its `source`). */
  options?: Record<string, unknown>;
  /**
   * `build`: its config options are the mistake (an option on a target that cannot take it): the
   * page marks them so, and the content tier expects their type errors. A `config` fixture's always are.
   */
  configIsTheMistake?: boolean;
  /** `config` and `build`: the command line flags of the run, as `stencil build` parses them (`{"dev": true}`). */
  flags?: Record<string, boolean | string>;
  /** The releases (npm versions) it runs on, when not every pinned one: an upgrade proof's two. */
  releases?: string[];
  /**
   * What a release of the next major or later (src/versions/nextMajor.ts) runs instead, where it
   * spells the same mistake differently (`encapsulation` for `shadow: true`, the renamed output
   * targets): its `source`, `options` and `flags` replace these, its `files` replace or join
   * these. Set by `withNextMajorForm` (./nextMajor.ts); kept out of the fixture's hash, so the
   * other releases' results stay current, and hashed per release in the record's `forms`.
   */
  nextMajor?: Partial<Pick<TriggerFixture, 'source' | 'files' | 'options' | 'flags'>>;
}

/** A message no fixture can make a release print, and why (shown on the page in place of an example). */
export interface WithoutTrigger {
  /** The start of the message pattern, as for a fixture. */
  message: string;
  /** One sentence a reader understands: what it would take, and why the checks cannot do it. */
  reason: string;
  /**
   * The reason covers only some of the entry's releases (a fixture checks the others, as the
   * reason says). Without it, a fixture that makes any release print the message makes the
   * reason stale; with it, a fixture that checks every release does (tests/unit/diagnostics.test.ts).
   */
  partial?: boolean;
}

export interface PrintedMessage {
  level: 'error' | 'warning' | 'thrown';
  text: string;
}
