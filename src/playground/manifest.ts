/** What the build tells the playground page about each docs version (written by ./plugin.ts). */
import type {PatternPart} from '../diagnostics/pattern';

export interface MessageEntry {
  parts: PatternPart[];
  header?: string;
  wordings?: string[];
  /** The entry on the version's messages pages. */
  url: string;
}

export interface VersionPlayground {
  /** The release that compiles and runs this version's playground. */
  npmVersion: string;
  compilerKind: 'browser' | 'bundled' | 'module';
  compiler: string;
  runtime: string;
  messages: string;
  /** What the downloaded project's `npm test` needs, as the release recommends it. */
  testDependencies: Record<string, string>;
  /** How the release's `@Component()` asks for Shadow DOM: `encapsulation` (5.x) or `shadow: true`, from its API facts. */
  shadowOption: ShadowOption;
}

export type ShadowOption = 'encapsulation' | 'shadow';

export interface PlaygroundManifest {
  /** The preview frame's address. */
  frame: string;
  /** By docs version name (`current`, `v4.38`, …). */
  versions: Record<string, VersionPlayground>;
}
