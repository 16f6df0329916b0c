/**
 * The playground itself (issue 39), loaded only on the playground pages (./index.tsx loads it
 * lazily): three CodeMirror editors, the docs version's own Stencil compiler in a Web Worker,
 * a sandboxed preview on that release's runtime, the console, the compiler's messages linked
 * to the version's messages pages, the compiled output, share and download, and a second
 * version side by side.
 */
import React, {useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react';
import {diffLines} from 'diff';
import {basicSetup} from 'codemirror';
import {EditorView} from '@codemirror/view';
import {EditorState, type Extension} from '@codemirror/state';
import {javascript} from '@codemirror/lang-javascript';
import {css as cssLanguage} from '@codemirror/lang-css';
import {HighlightStyle, syntaxHighlighting} from '@codemirror/language';
import {tags} from '@lezer/highlight';
import manifest from '@generated/stencil-playground/manifest.json';
import {ALL_VERSIONS, versionByName} from '@site/src/versions/versions';
import type {CompileRequest, CompileResponse, FrameMessage, RunRequest, WorkerDiagnostic} from '../protocol';
import type {MessageEntry, VersionPlayground} from '../manifest';
import {SHARE_KEY, decodeSource, shareHash, type PlaygroundSource} from '../share';
import {projectZip, tagOf} from '../project';
import {messageEntryFor} from '../messages';
import {starterFor} from '../examples';
import {css, styles} from './styles';

const COMPILE_DELAY_MS = 350;

/** Token colours from CSS variables (styles.module.css): readable in both colour modes. */
const highlight = HighlightStyle.define([
  {tag: [tags.keyword, tags.modifier, tags.operatorKeyword, tags.controlKeyword], color: 'var(--pg-keyword)'},
  {tag: [tags.string, tags.special(tags.string), tags.regexp], color: 'var(--pg-string)'},
  {tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--pg-number)'},
  {tag: [tags.comment, tags.lineComment, tags.blockComment, tags.docComment], color: 'var(--pg-comment)', fontStyle: 'italic'},
  {tag: [tags.typeName, tags.className, tags.tagName, tags.namespace], color: 'var(--pg-type)'},
  {tag: [tags.propertyName, tags.attributeName, tags.definition(tags.variableName)], color: 'var(--pg-property)'},
  {tag: [tags.meta, tags.annotation, tags.unit], color: 'var(--pg-meta)'},
]);

const editorTheme = EditorView.theme({
  '&': {fontSize: '0.85rem', border: '1px solid var(--ifm-color-emphasis-400)', borderRadius: '6px'},
  '.cm-content': {fontFamily: 'var(--ifm-font-family-monospace)', caretColor: 'var(--ifm-font-color-base)'},
  '.cm-gutters': {backgroundColor: 'var(--ifm-color-emphasis-100)', color: 'var(--ifm-color-emphasis-800)', border: 'none'},
  '.cm-activeLine': {backgroundColor: 'var(--pg-active-line)'},
  '.cm-activeLineGutter': {backgroundColor: 'var(--pg-active-line)'},
  '&.cm-focused': {outline: '2px solid var(--ifm-color-primary)'},
  '.cm-scroller': {maxHeight: '28rem'},
});

interface EditorHandle {
  goToLine(line: number): void;
}

function CodeEditor({
  label,
  language,
  value,
  onChange,
  handleRef,
}: {
  label: string;
  language: Extension;
  value: string;
  onChange: (value: string) => void;
  handleRef?: React.RefObject<EditorHandle | null>;
}) {
  const host = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const viewRef = useRef<EditorView | null>(null);
  useEffect(() => {
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          language,
          syntaxHighlighting(highlight),
          editorTheme,
          // Wrapped lines: an editor never scrolls sideways, at 390 px either.
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({'aria-label': label}),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    if (handleRef) {
      handleRef.current = {
        goToLine(line) {
          const target = view.state.doc.line(Math.min(Math.max(line, 1), view.state.doc.lines));
          view.dispatch({selection: {anchor: target.from}, scrollIntoView: true});
          view.focus();
        },
      };
    }
    return () => view.destroy();
    // The editor owns its text after the first render; `value` seeds it only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <div ref={host} className={styles.editor} />;
}

interface CompilerWorker {
  worker: Worker;
  ready: Promise<void>;
}

function startWorker(playground: VersionPlayground): CompilerWorker {
  const worker = new Worker(playground.compiler);
  const ready = new Promise<void>((resolve, reject) => {
    const onReady = (event: MessageEvent<{ready?: boolean}>) => {
      if (event.data?.ready) {
        worker.removeEventListener('message', onReady);
        resolve();
      }
    };
    worker.addEventListener('message', onReady);
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'The compiler could not be loaded.')), {once: true});
  });
  ready.catch(() => undefined);
  return {worker, ready};
}

/** One worker per release (the page renders in the browser only): the first compile waits for it to load. */
function useCompiler(playground: VersionPlayground | undefined) {
  const compiler = useMemo(() => (playground ? startWorker(playground) : undefined), [playground]);
  useEffect(() => () => compiler?.worker.terminate(), [compiler]);
  return useMemo(() => {
    if (!compiler) return undefined;
    let nextId = 0;
    return async (source: PlaygroundSource): Promise<CompileResponse> => {
      await compiler.ready;
      const id = ++nextId;
      const tag = tagOf(source.tsx);
      const request: CompileRequest = {id, tsx: source.tsx, tsxFile: `${tag}.tsx`, css: source.css, cssFile: `${tag}.css`};
      return new Promise((resolve) => {
        const onMessage = (event: MessageEvent<CompileResponse>) => {
          if (event.data?.id !== id) return;
          compiler.worker.removeEventListener('message', onMessage);
          performance.measure('playground:compile', {start: performance.now() - event.data.ms, duration: event.data.ms});
          resolve(event.data);
        };
        compiler.worker.addEventListener('message', onMessage);
        compiler.worker.postMessage(request);
      });
    };
  }, [compiler]);
}

const runtimes = new Map<string, Promise<string>>();
function runtimeOf(url: string): Promise<string> {
  let runtime = runtimes.get(url);
  if (!runtime) {
    runtime = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`The runtime could not be loaded (${response.status}).`);
      return response.text();
    });
    runtimes.set(url, runtime);
  }
  return runtime;
}

const messageLists = new Map<string, Promise<MessageEntry[]>>();
function messagesOf(url: string): Promise<MessageEntry[]> {
  let list = messageLists.get(url);
  if (!list) {
    list = fetch(url).then((response) => (response.ok ? (response.json() as Promise<MessageEntry[]>) : []));
    messageLists.set(url, list);
  }
  return list;
}

interface ConsoleLine {
  level: 'log' | 'info' | 'warn' | 'error';
  text: string;
}

interface RunResult {
  dom?: string;
  console: ConsoleLine[];
}

/** The sandboxed preview: a fresh frame per run, which runs the compiled module on the release's runtime. */
function Preview({
  playground,
  compiled,
  html,
  cssFile,
  title,
  onResult,
}: {
  playground: VersionPlayground;
  compiled: CompileResponse | undefined;
  html: string;
  cssFile: string;
  title: string;
  onResult: (result: RunResult) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const runId = compiled?.id ?? 0;
  const onResultRef = useRef(onResult);
  useLayoutEffect(() => {
    onResultRef.current = onResult;
  });
  useEffect(() => {
    if (!compiled?.ok) return undefined;
    const lines: ConsoleLine[] = [];
    let sent = false;
    const onMessage = async (event: MessageEvent<FrameMessage>) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = event.data;
      if (message.kind === 'ready' && !sent) {
        sent = true;
        let runtime: string;
        try {
          runtime = await runtimeOf(playground.runtime);
        } catch (error) {
          onResultRef.current({console: [{level: 'error', text: String(error)}]});
          return;
        }
        const request: RunRequest = {kind: 'run', runId, runtime, js: compiled.js, cssModule: compiled.cssModule, cssFile, html};
        frame.current.contentWindow?.postMessage(request, '*');
      } else if (message.kind === 'console') {
        lines.push({level: message.level, text: message.text});
        onResultRef.current({console: [...lines]});
      } else if (message.kind === 'rendered') {
        performance.mark('playground:preview');
        onResultRef.current({dom: message.dom, console: [...lines]});
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [compiled, playground, html, cssFile, runId]);
  if (!compiled?.ok) return <div className={styles.previewEmpty}>Nothing to show until the code compiles.</div>;
  // A new frame per run: a custom element cannot be defined twice in one document.
  return <iframe key={runId} ref={frame} className={styles.preview} title={title} sandbox="allow-scripts" src={manifest.frame} />;
}

function compilerDescription(playground: VersionPlayground): string {
  switch (playground.compilerKind) {
    case 'browser':
      return "the release's own browser compiler (compiler/stencil.js), in a Web Worker";
    case 'module':
      return "the release's browser compiler (compiler/browser), in a Web Worker";
    default:
      return "the release's transpile function, bundled for the browser with its Node-only parts replaced, in a Web Worker";
  }
}

function DiagnosticList({
  diagnostics,
  entries,
  onLine,
}: {
  diagnostics: WorkerDiagnostic[];
  entries: MessageEntry[];
  onLine: (line: number) => void;
}) {
  if (diagnostics.length === 0) return <p className={styles.quiet}>No messages.</p>;
  return (
    <ul className={styles.messages}>
      {diagnostics.map((diagnostic, index) => {
        const entry = messageEntryFor(diagnostic.message, entries);
        return (
          <li key={index} className={diagnostic.level === 'error' ? styles.error : styles.warning}>
            <strong>{diagnostic.level === 'error' ? 'Error' : diagnostic.level === 'warning' ? 'Warning' : 'Note'}</strong>
            {diagnostic.line !== undefined ? (
              <>
                {' '}
                <button type="button" className={styles.lineButton} onClick={() => onLine(diagnostic.line!)}>
                  line {diagnostic.line}
                </button>
              </>
            ) : null}
            : <span className={styles.messageText}>{diagnostic.message}</span>
            {entry ? (
              <>
                {' '}
                <a href={entry.url}>What this message means</a>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function ConsoleList({lines}: {lines: ConsoleLine[]}) {
  if (lines.length === 0) return <p className={styles.quiet}>Nothing logged.</p>;
  return (
    <ol className={styles.console}>
      {lines.map((line, index) => (
        <li key={index} className={line.level === 'error' ? styles.error : line.level === 'warn' ? styles.warning : undefined}>
          <span className={styles.level}>{line.level}</span> {line.text}
        </li>
      ))}
    </ol>
  );
}

function DiffView({before, after, label}: {before: string; after: string; label: string}) {
  const parts = diffLines(before, after);
  return (
    <pre className={styles.diff} aria-label={label} tabIndex={0}>
      {parts.map((part, index) => (
        <span key={index} className={part.added ? styles.added : part.removed ? styles.removed : undefined}>
          {part.value
            .replace(/\n$/, '')
            .split('\n')
            .map((line) => `${part.added ? '+ ' : part.removed ? '- ' : '  '}${line}`)
            .join('\n')}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}

function formatDom(dom: string): string {
  return dom.replace(/></g, '>\n<');
}

function useVersionRun(playground: VersionPlayground | undefined, source: PlaygroundSource) {
  const compile = useCompiler(playground);
  const [done, setDone] = useState<{source: PlaygroundSource; response: CompileResponse}>();
  const [result, setResult] = useState<RunResult>({console: []});
  useEffect(() => {
    if (!compile) return undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void compile(source).then((response) => {
        if (cancelled) return;
        setResult({console: []});
        setDone({source, response});
      });
    }, COMPILE_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [compile, source]);
  return {compiled: done?.response, compiling: done?.source !== source, result, setResult};
}

export default function PlaygroundApp({versionName}: {versionName: string}): React.ReactNode {
  const version = versionByName(versionName);
  const playground = manifest.versions[versionName];
  const starter = starterFor(playground.shadowOption);
  const [source, setSource] = useState<PlaygroundSource>(() =>
    typeof window === 'undefined' ? starter : (decodeSource(window.location.hash, window.location.search) ?? starter),
  );
  const [compareName, setCompareName] = useState<string>(() =>
    typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('compare') ?? ''),
  );
  const comparePlayground = compareName && compareName !== versionName ? manifest.versions[compareName] : undefined;
  const compareVersion = comparePlayground ? versionByName(compareName) : undefined;
  const [entries, setEntries] = useState<MessageEntry[]>([]);
  const [shareNote, setShareNote] = useState('');
  const [shareLink, setShareLink] = useState('');
  const tsxEditor = useRef<EditorHandle | null>(null);
  // A shared link pasted into this tab changes only the fragment: the editors start again from it.
  const [editorsKey, setEditorsKey] = useState(0);
  useEffect(() => {
    const onHashChange = () => {
      const shared = decodeSource(window.location.hash);
      if (!shared) return;
      setSource(shared);
      setEditorsKey((key) => key + 1);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const main = useVersionRun(playground, source);
  const other = useVersionRun(comparePlayground, source);

  useEffect(() => {
    if (playground) void messagesOf(playground.messages).then(setEntries);
  }, [playground]);

  // The address follows the code, so the page's own address is always the share link.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const url = new URL(window.location.href);
      if (compareName) url.searchParams.set('compare', compareName);
      else url.searchParams.delete('compare');
      url.searchParams.delete(SHARE_KEY);
      url.hash = shareHash(source);
      window.history.replaceState(window.history.state, '', url);
    }, COMPILE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [source, compareName]);

  const update = useCallback(
    (part: keyof PlaygroundSource) => (value: string) => setSource((previous) => ({...previous, [part]: value})),
    [],
  );
  const onTsx = useMemo(() => update('tsx'), [update]);
  const onCss = useMemo(() => update('css'), [update]);
  const onHtml = useMemo(() => update('html'), [update]);

  if (!playground || !version) {
    return <p role="alert">This build has no playground for the docs version {versionName}.</p>;
  }
  const tag = tagOf(source.tsx);

  const copyLink = async () => {
    const url = new URL(window.location.href);
    url.hash = shareHash(source);
    const link = url.toString();
    setShareLink(link);
    try {
      await navigator.clipboard.writeText(link);
      setShareNote('Link copied. It holds the code itself: anyone who opens it sees this playground.');
    } catch {
      setShareNote('Copy the link below: it holds the code itself.');
    }
  };

  const download = () => {
    const zip = projectZip(source, {npmVersion: playground.npmVersion, testDependencies: playground.testDependencies});
    const url = URL.createObjectURL(new Blob([zip.slice().buffer], {type: 'application/zip'}));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${tag}-stencil-${playground.npmVersion}.zip`;
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const status = main.compiling
    ? 'Compiling…'
    : main.compiled
      ? main.compiled.ok
        ? `Compiled in ${Math.round(main.compiled.ms)} ms.`
        : 'The compiler stopped with an error.'
      : 'Loading the compiler…';

  return (
    <div className={styles.playground}>
      <style>{css}</style>
      <p className={styles.release} data-testid="compiled-by">
        What you see here is compiled by <strong>@stencil/core {playground.npmVersion}</strong>, the release the {version.label} docs
        document: {compilerDescription(playground)}, and runs on that release&apos;s client runtime in a sandboxed frame.
      </p>
      <div className={styles.toolbar}>
        <button type="button" className="button button--sm button--primary" onClick={() => void copyLink()}>
          Copy share link
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={download}>
          Download project
        </button>
        <label className={styles.compareLabel}>
          Compare with{' '}
          <select value={compareName} onChange={(event) => setCompareName(event.target.value)}>
            <option value="">no other version</option>
            {ALL_VERSIONS.filter((candidate) => candidate.name !== versionName && manifest.versions[candidate.name]).map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.label} (@stencil/core {manifest.versions[candidate.name].npmVersion})
              </option>
            ))}
          </select>
        </label>
        <span role="status" className={styles.status}>
          {status}
        </span>
      </div>
      {shareNote ? (
        <div className={styles.share}>
          <p>{shareNote}</p>
          <label>
            Share link <input readOnly value={shareLink} onFocus={(event) => event.target.select()} />
          </label>
        </div>
      ) : null}
      <div className={styles.workspace}>
        <div className={styles.sources} key={editorsKey}>
          <h2 className={styles.paneTitle}>Component ({tag}.tsx)</h2>
          <CodeEditor
            label={`Component source, ${tag}.tsx`}
            language={javascript({jsx: true, typescript: true})}
            value={source.tsx}
            onChange={onTsx}
            handleRef={tsxEditor}
          />
          <h2 className={styles.paneTitle}>Styles ({tag}.css)</h2>
          <CodeEditor label={`Styles, ${tag}.css`} language={cssLanguage()} value={source.css} onChange={onCss} />
          <h2 className={styles.paneTitle}>Usage (HTML)</h2>
          <CodeEditor label="Usage, the HTML of the preview" language={[]} value={source.html} onChange={onHtml} />
        </div>
        <div className={styles.results}>
          <h2 className={styles.paneTitle}>Preview</h2>
          <Preview
            playground={playground}
            compiled={main.compiled}
            html={source.html}
            cssFile={`${tag}.css`}
            title={`Preview, run by @stencil/core ${playground.npmVersion}`}
            onResult={main.setResult}
          />
          <h2 className={styles.paneTitle}>Console</h2>
          <ConsoleList lines={main.result.console} />
          <h2 className={styles.paneTitle}>Messages</h2>
          <DiagnosticList
            diagnostics={main.compiled?.diagnostics ?? []}
            entries={entries}
            onLine={(line) => tsxEditor.current?.goToLine(line)}
          />
          <details className={styles.output}>
            <summary>Compiled output (@stencil/core {playground.npmVersion})</summary>
            <pre tabIndex={0} aria-label="Compiled output">
              {main.compiled?.js ?? ''}
            </pre>
          </details>
          <details className={styles.output}>
            <summary>Rendered DOM</summary>
            <pre tabIndex={0} aria-label="Rendered DOM">
              {formatDom(main.result.dom ?? '')}
            </pre>
          </details>
        </div>
      </div>
      {comparePlayground && compareVersion ? (
        <section className={styles.compare} aria-label={`Side by side with ${compareVersion.label}`}>
          <h2>
            {version.label} and {compareVersion.label} side by side
          </h2>
          <p>
            The same source, compiled by @stencil/core {playground.npmVersion} (left) and {comparePlayground.npmVersion} (right), each run
            on its own release&apos;s runtime.
          </p>
          <div className={styles.pair}>
            <div>
              <h3>@stencil/core {playground.npmVersion}</h3>
              <Preview
                playground={playground}
                compiled={main.compiled}
                html={source.html}
                cssFile={`${tag}.css`}
                title={`Preview for the comparison, run by @stencil/core ${playground.npmVersion}`}
                onResult={() => undefined}
              />
            </div>
            <div>
              <h3>@stencil/core {comparePlayground.npmVersion}</h3>
              <Preview
                playground={comparePlayground}
                compiled={other.compiled}
                html={source.html}
                cssFile={`${tag}.css`}
                title={`Preview, run by @stencil/core ${comparePlayground.npmVersion}`}
                onResult={other.setResult}
              />
              <DiagnosticList
                diagnostics={other.compiled?.diagnostics ?? []}
                entries={[]}
                onLine={(line) => tsxEditor.current?.goToLine(line)}
              />
            </div>
          </div>
          <h3>
            Compiled output: what changes from {playground.npmVersion} to {comparePlayground.npmVersion}
          </h3>
          <DiffView before={main.compiled?.js ?? ''} after={other.compiled?.js ?? ''} label="Difference of the compiled output" />
          <h3>
            Rendered DOM: what changes from {playground.npmVersion} to {comparePlayground.npmVersion}
          </h3>
          <DiffView
            before={formatDom(main.result.dom ?? '')}
            after={formatDom(other.result.dom ?? '')}
            label="Difference of the rendered DOM"
          />
        </section>
      ) : null}
    </div>
  );
}
