/**
 * The playground's styles, shipped with its lazy chunk in a `<style>` element rather than as a
 * CSS module: Docusaurus merges CSS modules into the stylesheet of every first load (the project
 * check does the same, src/compare/projectCheck/styles.ts).
 */
export const styles = {
  added: 'playground-added',
  compare: 'playground-compare',
  compareLabel: 'playground-compare-label',
  console: 'playground-console',
  diff: 'playground-diff',
  editor: 'playground-editor',
  error: 'playground-error',
  level: 'playground-level',
  lineButton: 'playground-line-button',
  messageText: 'playground-message-text',
  messages: 'playground-messages',
  output: 'playground-output',
  pair: 'playground-pair',
  paneTitle: 'playground-pane-title',
  playground: 'playground-root',
  preview: 'playground-preview',
  previewEmpty: 'playground-preview-empty',
  quiet: 'playground-quiet',
  results: 'playground-results',
  release: 'playground-release',
  removed: 'playground-removed',
  share: 'playground-share',
  sources: 'playground-sources',
  status: 'playground-status',
  toolbar: 'playground-toolbar',
  warning: 'playground-warning',
  workspace: 'playground-workspace',
} as const;

export const css = `
.playground-root {
  --pg-keyword: #8b1fa9;
  --pg-string: #0a6b2d;
  --pg-number: #9a4a00;
  --pg-comment: #5c6370;
  --pg-type: #0b5cad;
  --pg-property: #8a1c1c;
  --pg-meta: #6b4c00;
  --pg-active-line: rgb(0 0 0 / 4%);
  --pg-added: #dcfce7;
  --pg-removed: #fee2e2;
  margin-bottom: 2rem;
}

[data-theme='dark'] .playground-root {
  --pg-keyword: #e0a6ff;
  --pg-string: #9be59b;
  --pg-number: #ffc48a;
  --pg-comment: #aab2bf;
  --pg-type: #8cc8ff;
  --pg-property: #ffa8a8;
  --pg-meta: #ffd866;
  --pg-active-line: rgb(255 255 255 / 6%);
  --pg-added: #12391f;
  --pg-removed: #4a1717;
}

.playground-release {
  padding: 0.5rem 0.75rem;
  border-left: 4px solid var(--ifm-color-primary);
  background: var(--ifm-color-emphasis-100);
}

.playground-toolbar {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  margin-bottom: 1rem;
}

.playground-compare-label select {
  margin-left: 0.25rem;
  max-width: 100%;
}

.playground-status {
  font-size: 0.9rem;
}

.playground-share input {
  width: 100%;
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.8rem;
}

.playground-workspace {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 1rem;
}

/* A phone (390 px): editors first, the preview and its panes under them. */
@media (width <= 996px) {
  .playground-workspace {
    grid-template-columns: minmax(0, 1fr);
  }
}

.playground-pane-title {
  margin: 0.75rem 0 0.35rem;
  font-size: 1rem;
}

.playground-sources,
.playground-results {
  min-width: 0;
}

.playground-editor {
  min-width: 0;
}

.playground-preview {
  width: 100%;
  min-height: 12rem;
  border: 1px solid var(--ifm-color-emphasis-400);
  border-radius: 6px;
  background: #fff;
}

.playground-preview-empty {
  min-height: 4rem;
  padding: 1rem;
  border: 1px dashed var(--ifm-color-emphasis-500);
  border-radius: 6px;
}

.playground-quiet {
  margin: 0;
}

.playground-console,
.playground-messages {
  margin: 0;
  padding-left: 1.25rem;
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.85rem;
  overflow-wrap: anywhere;
}

.playground-level {
  font-weight: bold;
}

.playground-error {
  color: var(--ifm-color-danger-contrast-foreground);
}

.playground-warning {
  color: var(--ifm-color-warning-contrast-foreground);
}

.playground-message-text {
  white-space: pre-wrap;
}

.playground-line-button {
  padding: 0 0.25rem;
  border: 1px solid currentcolor;
  border-radius: 4px;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
}

.playground-output {
  margin-top: 0.75rem;
}

.playground-output pre,
.playground-diff {
  max-height: 24rem;
  overflow: auto;
  font-size: 0.8rem;
}

.playground-compare {
  margin-top: 2rem;
}

.playground-pair {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 1rem;
}

@media (width <= 996px) {
  .playground-pair {
    grid-template-columns: minmax(0, 1fr);
  }
}

.playground-added {
  background: var(--pg-added);
}

.playground-removed {
  background: var(--pg-removed);
}
`;
