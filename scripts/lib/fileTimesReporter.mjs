/**
 * A second reporter for node's test runner (scripts/run-tests.ts adds it beside `spec`): one JSON
 * line per test file with its top-level tests' own durations added up (`details.duration_ms`; a
 * suite counts once, with its tests inside), so `npm test` can say where the build tier's time
 * goes. Files run side by side (scripts/run-tests.ts, BUILD_TIER_FILES_AT_ONCE), so the figures
 * add up to more than the tier's wall time. Node 20 passes on a file's events in a burst when
 * the file ends, so spans measured on the reporter's clock gave 0 s (from the previous file's
 * end) or the time since the run began (from the file's first event), not the file's own time.
 * A file's module setup and its before/after hooks are outside. A test is counted under the file
 * that declares it: the serving cases, declared in tests/support/servingCases.ts for
 * serving.test.ts and nginx.test.ts, show under that module.
 */
export default async function* fileTimes(source) {
  const files = new Map();
  for await (const event of source) {
    const file = event.data?.file;
    if (!file || event.data.nesting !== 0) continue;
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const entry = files.get(file) ?? {file, ms: 0, passed: 0, failed: 0};
    entry.ms += event.data.details?.duration_ms ?? 0;
    if (event.type === 'test:pass') entry.passed += 1;
    else entry.failed += 1;
    files.set(file, entry);
  }
  for (const entry of files.values()) {
    yield `${JSON.stringify({file: entry.file, ms: Math.round(entry.ms), passed: entry.passed, failed: entry.failed})}\n`;
  }
}
