/**
 * Config values whose declared type changed between releases, which the API history does not
 * record (it records presence, defaults and accepted values). Read from each release's
 * `internal/stencil-public-compiler.d.ts`: `testing.testRegex` is `string` up to 4.19.2 and
 * `string[]` from 4.20.0 (every release between 4.0.0 and 4.23.2 read by bisection);
 * tests/unit/projectCheck.test.ts keeps each run true against every pinned release's typings.
 */
import type {Run} from '../../versions/facts/history';
import type {StaticValue} from './parse';

export const VALUE_TYPES: Record<string, Run<string>[]> = {
  'testing.testRegex': [
    {from: '2.0.0', to: '4.20.0', value: 'string'},
    {from: '4.20.0', value: 'string[]'},
  ],
};

/** Whether a value of the type the reader found fits a declared type (`string[]` takes a list). */
export function fitsType(declared: string, found: StaticValue['type']): boolean {
  if (declared.endsWith('[]')) return found === 'array';
  return declared === found;
}
