/**
 * The test files of a folder, as the runner (scripts/run-tests.ts) and the one-process entry
 * (./testsInOneProcess.ts) both list them: Node 20's runner does not discover .ts files by itself.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

/** The project's root folder. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

/** A folder's `*.test.ts`, in name order, as paths relative to the project root (`tests/unit/x.test.ts`). */
export function testFilesIn(folder: string): string[] {
  return readdirSync(path.join(PROJECT_ROOT, folder))
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => `${folder}/${name}`);
}
