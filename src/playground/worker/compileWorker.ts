/**
 * The compile worker: one per Stencil release, bundled by src/playground/bundle with that
 * release's compiler behind `@playground/compiler`. It answers each request with the
 * release's `transpile` output (a custom element module) and its diagnostics.
 */
import * as compiler from '@playground/compiler';
import {withMinimalSys} from '../shims/tsSys.js';
import type {CompileRequest, CompileResponse, WorkerDiagnostic} from '../protocol';
import {stylesheetImport} from './stylesheetImport';

interface StencilDiagnostic {
  level?: string;
  code?: string;
  messageText?: string;
  lineNumber?: number;
  columnNumber?: number;
  lines?: {lineNumber?: number}[];
}
interface StencilTranspileResults {
  code: string;
  diagnostics: StencilDiagnostic[];
}
interface StencilCompiler {
  transpile(code: string, options: Record<string, unknown>): Promise<StencilTranspileResults>;
  /** 5.x's browser build has no default file system: transpile takes one. */
  createSystem?: () => unknown;
  version?: string;
  ts?: unknown;
}

const stencil: StencilCompiler =
  (compiler as unknown as {default?: StencilCompiler}).default?.transpile !== undefined
    ? (compiler as unknown as {default: StencilCompiler}).default
    : (compiler as unknown as StencilCompiler);

withMinimalSys(stencil.ts);
const sys = stencil.createSystem?.();

// The runtime import is a placeholder the preview frame swaps for its own runtime module.
export const RUNTIME_SPECIFIER = '@stencil/core/internal/client';

function toDiagnostic(diagnostic: StencilDiagnostic): WorkerDiagnostic {
  return {
    level: diagnostic.level === 'warn' ? 'warning' : diagnostic.level === 'error' ? 'error' : 'info',
    code: diagnostic.code,
    message: String(diagnostic.messageText ?? ''),
    line: diagnostic.lineNumber ?? diagnostic.lines?.[0]?.lineNumber,
    column: diagnostic.columnNumber,
  };
}

async function transpileOne(code: string, file: string): Promise<{code: string; diagnostics: WorkerDiagnostic[]}> {
  const results = await stencil.transpile(code, {
    componentExport: 'customelement',
    coreImportPath: RUNTIME_SPECIFIER,
    currentDirectory: '/',
    file,
    module: 'esm',
    proxy: 'defineproperty',
    style: 'static',
    styleImportData: 'queryparams',
    target: 'es2017',
    sourceMap: false,
    ...(sys ? {sys} : {}),
  });
  return {code: results.code, diagnostics: results.diagnostics.map(toDiagnostic)};
}

self.onmessage = async (event: MessageEvent<CompileRequest>) => {
  const request = event.data;
  const started = performance.now();
  let response: CompileResponse;
  try {
    const component = await transpileOne(request.tsx, '/src/components/' + request.tsxFile);
    const stylesheet = stylesheetImport(component.code, request.cssFile) ?? request.cssFile;
    const css = request.css.trim() ? await transpileOne(request.css, '/src/components/' + stylesheet) : undefined;
    response = {
      id: request.id,
      ok: true,
      js: component.code,
      cssModule: css?.code,
      diagnostics: [...component.diagnostics, ...(css?.diagnostics ?? [])],
      ms: performance.now() - started,
    };
  } catch (error) {
    response = {
      id: request.id,
      ok: false,
      js: '',
      diagnostics: [{level: 'error', message: error instanceof Error ? error.message : String(error)}],
      ms: performance.now() - started,
    };
  }
  (self as unknown as Worker).postMessage(response);
};
(self as unknown as Worker).postMessage({ready: true});
