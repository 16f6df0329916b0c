/**
 * The preview frame's script. The frame is a sandboxed iframe (`allow-scripts`, no same
 * origin) served with its own policy (frame.html): it runs what the page sends it and nothing
 * else, cannot reach the site's storage or cookies, and may not fetch (connect-src 'none').
 * Each run gets a fresh frame: a custom element cannot be defined twice.
 */
import type {FrameMessage, RunRequest} from '../protocol';

const host = window.parent;
let runId = 0;

function send(message: FrameMessage) {
  host.postMessage(message, '*');
}

function text(values: unknown[]): string {
  return values
    .map((value) => {
      if (value instanceof Error) return `${value.name}: ${value.message}`;
      if (typeof value === 'string') return value;
      try {
        return JSON.stringify(value);
      } catch {
        return String(value);
      }
    })
    .join(' ');
}

for (const level of ['log', 'info', 'warn', 'error'] as const) {
  const original = console[level].bind(console);
  console[level] = (...values: unknown[]) => {
    send({kind: 'console', runId, level, text: text(values)});
    original(...values);
  };
}
window.addEventListener('error', (event) => {
  send({
    kind: 'console',
    runId,
    level: 'error',
    text: event.error instanceof Error ? `${event.error.name}: ${event.error.message}` : event.message,
  });
});
window.addEventListener('unhandledrejection', (event) => {
  send({kind: 'console', runId, level: 'error', text: `Unhandled rejection: ${text([event.reason])}`});
});
document.addEventListener('securitypolicyviolation', (event) => {
  send({
    kind: 'console',
    runId,
    level: 'error',
    text: `Blocked by the preview's policy (${event.effectiveDirective}): ${event.blockedURI || 'inline'}`,
  });
});

function moduleUrl(code: string): string {
  return URL.createObjectURL(new Blob([code], {type: 'text/javascript'}));
}

const IMPORT_SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(["'])([^"']+)\2/g;

/** The compiled module's imports, pointed at the modules of this run. */
function linkImports(code: string, runtimeUrl: string, cssUrl: string | undefined): string {
  return code.replace(IMPORT_SPECIFIER, (whole, keyword: string, quote: string, specifier: string) => {
    if (specifier === '@stencil/core' || specifier.startsWith('@stencil/core/internal')) return `${keyword}${quote}${runtimeUrl}${quote}`;
    if (/^\.\/[^?]+\.css(\?|$)/.test(specifier)) return `${keyword}${quote}${cssUrl ?? moduleUrl('export default "";')}${quote}`;
    return whole;
  });
}

/** The DOM as the reader sees it, shadow roots written as declarative templates. */
function serialize(node: Node, depth = 0): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType === Node.COMMENT_NODE) return '';
  if (!(node instanceof Element)) return '';
  const tag = node.localName;
  const attributes = Array.from(node.attributes)
    .map((attribute) => ` ${attribute.name}="${attribute.value.replace(/"/g, '&quot;')}"`)
    .join('');
  const shadow = node.shadowRoot
    ? `<template shadowrootmode="open">${Array.from(node.shadowRoot.childNodes)
        .map((child) => serialize(child, depth + 1))
        .join('')}</template>`
    : '';
  return `<${tag}${attributes}>${shadow}${Array.from(node.childNodes)
    .map((child) => serialize(child, depth + 1))
    .join('')}</${tag}>`;
}

async function settled() {
  const components = Array.from(document.body.querySelectorAll('*')).filter((element) => element.localName.includes('-'));
  // A component whose first render never finishes (or a release whose componentOnReady does not
  // settle for custom elements, as 4.38's here) still gets its DOM reported, a moment later.
  await Promise.race([
    Promise.all(components.map((element) => (element as Element & {componentOnReady?: () => Promise<unknown>}).componentOnReady?.())),
    new Promise((resolve) => setTimeout(resolve, 1000)),
  ]);
  // Two frames let the first paint land; but Chromium runs no animation frames in a cross-origin
  // frame out of view (this one, sandboxed, while the reader is above it), so a timer stands in.
  await Promise.race([
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    new Promise((resolve) => setTimeout(resolve, 100)),
  ]);
}

async function run(request: RunRequest) {
  runId = request.runId;
  const runtimeUrl = moduleUrl(request.runtime);
  const cssUrl = request.cssModule ? moduleUrl(linkImports(request.cssModule, runtimeUrl, undefined)) : undefined;
  try {
    await import(/* webpackIgnore: true */ moduleUrl(linkImports(request.js, runtimeUrl, cssUrl)));
    const usage = document.createElement('template');
    usage.innerHTML = request.html;
    document.body.replaceChildren(usage.content);
    await settled();
  } catch (error) {
    send({kind: 'console', runId, level: 'error', text: text([error])});
  }
  send({
    kind: 'rendered',
    runId,
    dom: Array.from(document.body.childNodes)
      .map((child) => serialize(child))
      .join(''),
  });
}

window.addEventListener('message', (event: MessageEvent<RunRequest>) => {
  if (event.source !== host || event.data?.kind !== 'run') return;
  void run(event.data);
});
send({kind: 'ready'});
