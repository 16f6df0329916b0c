/** The messages between the playground page, its compile worker and its preview frame. */

export interface CompileRequest {
  id: number;
  tsx: string;
  tsxFile: string;
  css: string;
  cssFile: string;
}

export interface WorkerDiagnostic {
  level: 'error' | 'warning' | 'info';
  code?: string;
  message: string;
  line?: number;
  column?: number;
}

export interface CompileResponse {
  id: number;
  ok: boolean;
  js: string;
  cssModule?: string;
  diagnostics: WorkerDiagnostic[];
  ms: number;
}

/** Page → frame: run this compiled module on this runtime. */
export interface RunRequest {
  kind: 'run';
  runId: number;
  runtime: string;
  js: string;
  cssModule?: string;
  cssFile: string;
  html: string;
}

/** Frame → page. */
export type FrameMessage =
  | {kind: 'ready'}
  | {kind: 'console'; runId: number; level: 'log' | 'info' | 'warn' | 'error'; text: string}
  | {kind: 'rendered'; runId: number; dom: string};
