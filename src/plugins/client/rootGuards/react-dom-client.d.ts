/**
 * Part of the @theme/Root wrap (./theme/Root): the one react-dom API that routeLoadFailures.ts uses.
 * react-dom 19 ships no type declarations and the project has no @types/react-dom.
 */
declare module 'react-dom/client' {
  import type {ReactNode} from 'react';

  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  export function createRoot(container: Element | DocumentFragment): Root;
}
