// Written by ./plugin.ts into Docusaurus's generated folder when the site loads.
declare module '@generated/stencil-playground/manifest.json' {
  import type {PlaygroundManifest} from './manifest';
  const manifest: PlaygroundManifest;
  export default manifest;
}
