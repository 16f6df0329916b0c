/**
 * The project check's styles, shipped with its chunk in a `<style>` element rather than as a CSS
 * module (Docusaurus merges CSS modules into the stylesheet of every first load; see
 * src/compare/planner/styles.ts).
 */
export const css = `
.project-check-form {
  display: grid;
  gap: 1.25rem;
  margin-top: 1rem;
}

.project-check-file {
  display: grid;
  gap: 0.375rem;
  min-width: 0;
}

.project-check-file label {
  font-weight: var(--ifm-font-weight-semibold);
}

.project-check-file textarea {
  width: 100%;
  min-height: 8rem;
  padding: 0.5rem;
  border: 1px solid var(--ifm-color-emphasis-600);
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-background-color);
  color: var(--ifm-font-color-base);
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.875rem;
  resize: vertical;
}

.project-check-file textarea[data-dragging='true'] {
  outline: 3px dashed var(--ifm-color-primary);
  outline-offset: 2px;
}

.project-check-file input[type='file'] {
  max-width: 100%;
  font-size: 0.875rem;
}

.project-check-hint {
  margin: 0;
  font-size: 0.875rem;
}

.project-check-results {
  margin-top: 1.5rem;
  overflow-wrap: anywhere;
}

.project-check-results h4 {
  margin-top: 1.5rem;
}

.project-check-results li {
  margin-bottom: 0.5rem;
}

.project-check-results a {
  text-decoration: underline;
}

.project-check-line {
  font-weight: var(--ifm-font-weight-semibold);
}
`;
