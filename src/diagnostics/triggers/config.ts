/**
 * Config fixtures: the options of a `stencil.config.ts` (as JSON), written into a minimal project
 * and loaded with the release's `loadConfig`, which validates them as `stencil build` does. See
 * ./README.md.
 */
import type {TriggerFixture, WithoutTrigger} from './types';

export const CONFIG_FIXTURES: TriggerFixture[] = [
  {
    id: 'namespace-dash',
    kind: 'config',
    message: 'Namespace "<namespace>" cannot have a dash for the first character',
    source: '{ "namespace": "-cards" }',
  },
  {
    id: 'namespace-short',
    kind: 'config',
    message: 'Namespace "<namespace>" must be at least 3 characters',
    source: '{ "namespace": "ab" }',
  },
  {
    id: 'namespace-digit',
    kind: 'config',
    message: 'Namespace "<namespace>" cannot have a number for the first character',
    source: '{ "namespace": "1cards" }',
  },
  {
    id: 'namespace-chars',
    kind: 'config',
    message: 'Namespace "<namespace>" contains invalid characters',
    source: '{ "namespace": "my.cards" }',
  },
  {
    id: 'hash-short',
    kind: 'config',
    message: 'validatedConfig.hashedFileNameLength must be at least',
    source: '{ "hashedFileNameLength": 2 }',
  },
  {
    id: 'hash-long',
    kind: 'config',
    message: 'validatedConfig.hashedFileNameLength cannot be more than',
    source: '{ "hashedFileNameLength": 40 }',
  },
  {
    id: 'reload-strategy',
    kind: 'config',
    message: 'Invalid devServer reloadStrategy',
    source: '{ "devServer": { "reloadStrategy": "refresh" } }',
  },
  {
    id: 'exclude-hmr',
    kind: 'config',
    message: 'dev server excludeHmr must be an array of glob strings',
    source: '{ "devServer": { "excludeHmr": "*.css" } }',
  },
  {
    id: 'output-target-type',
    kind: 'config',
    message: 'Invalid outputTarget type "<type>"',
    source: '{ "outputTargets": [{ "type": "dist-bundle" }] }',
  },
  {
    id: 'docs-vscode-file',
    kind: 'config',
    message: 'docs-vscode outputTarget missing the "file" path',
    source: '{ "outputTargets": [{ "type": "docs-vscode" }] }',
  },
  {
    id: 'docs-custom-generator',
    kind: 'config',
    message: 'docs-custom outputTarget missing the "generator" function',
    source: '{ "outputTargets": [{ "type": "docs-custom" }] }',
  },
  {
    id: 'custom-resolve-options',
    kind: 'config',
    message: 'nodeResolve.customResolveOptions is a deprecated option',
    source: '{ "nodeResolve": { "customResolveOptions": {} } }',
  },
  {
    id: 'slot-fixes',
    kind: 'config',
    message: "If the 'experimentalSlotFixes' flag is enabled",
    source: '{ "extras": { "experimentalSlotFixes": true, "slotChildNodesFix": false } }',
  },
  {
    id: 'dev-server-base-url',
    kind: 'config',
    message: 'devServer config "baseUrl" has been renamed to "basePath"',
    source: '{ "devServer": { "baseUrl": "/app/" } }',
  },
];

/** Config messages no fixture can reach, each with the reason. */
export const CONFIG_WITHOUT_TRIGGER: WithoutTrigger[] = [];
