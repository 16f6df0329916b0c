/**
 * Rewrites UPGRADING.md's table of internals from the ledger, src/plugins/client/internals.ts
 * (scripts/lib/upgradingTable.ts). usage: npm run upgrading:table
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {INTERNALS} from '../src/plugins/client/internals';
import {withLedgerTable} from './lib/upgradingTable';

const file = path.resolve(import.meta.dirname, '../UPGRADING.md');
const before = readFileSync(file, 'utf8');
const after = withLedgerTable(before, INTERNALS);
writeFileSync(file, after);
console.log(before === after ? 'UPGRADING.md: the table already matches the ledger' : 'UPGRADING.md: table rewritten from the ledger');
