/**
 * The unit and content tiers' entry (scripts/run-tests.ts): imports every `*.test.ts` of the
 * folder named by DOCS_TEST_FOLDER, in name order, into this one process, so their tests register
 * with node:test here. Why not a process per file (node:test's way on Node 20, which has no
 * `--test-isolation=none`): for the unit tier's 51 files, starting the processes and loading tsx
 * and the same modules in each took 125 CPU seconds against 50 in one process (2026-11-28, the
 * same 537 tests passing either way), on a 2-core machine where CPU seconds are the CI's wall time.
 * A file still runs alone with `npx tsx --test tests/unit/<file>.test.ts`.
 */
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {PROJECT_ROOT, testFilesIn} from './testFiles';

const folder = process.env.DOCS_TEST_FOLDER;
if (!folder) throw new Error('testsInOneProcess: set DOCS_TEST_FOLDER to the folder of the test files (e.g. tests/unit).');
const files = testFilesIn(folder);
if (files.length === 0) throw new Error(`testsInOneProcess: no *.test.ts in ${folder}.`);
for (const file of files) await import(pathToFileURL(path.join(PROJECT_ROOT, file)).href);
