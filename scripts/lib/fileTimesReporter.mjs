/**
 * A second reporter for node's test runner (scripts/run-tests.ts adds it beside `spec`): one JSON
 * line per test file, with the wall time from the file's first event to its last, so `npm test`
 * can say where the build tier's time goes. Files run side by side (scripts/run-tests.ts,
 * BUILD_TIER_FILES_AT_ONCE), so the spans overlap and add up to more than the run; a span
 * measured from the previous file's end instead gave 0 s to a file that ended just after
 * another one, however long it ran. A test is counted under the file
 * that declares it: the serving cases, declared in tests/support/servingCases.ts for
 * serving.test.ts and nginx.test.ts, show under that module.
 */
export default async function* fileTimes(source) {
  const files = new Map();
  for await (const event of source) {
    const file = event.data?.file;
    if (!file) continue;
    const entry = files.get(file) ?? {file, passed: 0, failed: 0, start: Date.now(), end: 0};
    if (event.type === 'test:pass' && event.data.nesting === 0) entry.passed += 1;
    if (event.type === 'test:fail' && event.data.nesting === 0) entry.failed += 1;
    entry.end = Date.now();
    files.set(file, entry);
  }
  for (const entry of [...files.values()].sort((a, b) => a.end - b.end)) {
    yield `${JSON.stringify({file: entry.file, ms: entry.end - entry.start, passed: entry.passed, failed: entry.failed})}\n`;
  }
}
