/**
 * `npm run diagnostics:stats`: per pinned release, the entries of its diagnostics page, how many
 * give a cause and a fix, and how many carry an example checked against that release (issue 28).
 * Reads the records and content/diagnostics/ (src/diagnostics/guide.ts); parses no package and builds nothing.
 */
import {coverage, coverageTable} from '../src/diagnostics/stats';

console.log(coverageTable(coverage()));
