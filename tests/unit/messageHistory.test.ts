/**
 * The message history (issue 40): which exact releases print each message, read from every
 * stable release by generators/message-history. Checked here against what the record store
 * already holds (the pinned releases' extracted messages, the API history's releases), and the
 * text check on small texts. No release is read.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {messageRuns, textCheck} from '../../generators/message-history/history';
import {messageHistoryVersion} from '../../generators/records';
import {readStoreRecord} from '../../src/data/records';
import {RELEASES, releaseDiagnostics} from '../../src/diagnostics/catalog';
import {messageHistory, printedAt, printedRanges, rangesText, type MessageHistoryRecord} from '../../src/diagnostics/messageHistory';
import {messageKey, partsOfText} from '../../src/diagnostics/pattern';
import {readHistoryRecord} from '../../src/versions/facts/history';
import {isPrerelease, parseRelease, release} from '../../src/versions/release';

const record = readStoreRecord<MessageHistoryRecord>('message-history');
const history = messageHistory()!;

describe('the message history record', () => {
  test('is written by the current generator', () => {
    assert.ok(record, 'src/data/generated/message-history.json is missing: npm run generate -- --only message-history');
    assert.equal(record.generated.generatorVersion, messageHistoryVersion(), 'stale: npm run generate -- --only message-history');
  });

  test('reads every stable release the API history read', () => {
    const stable = readHistoryRecord().data.releases.filter((of) => !isPrerelease(parseRelease(of)!));
    assert.deepEqual(history.releases, stable);
  });

  test("agrees with each pinned release's extracted messages, message by message", () => {
    const stablePinned = RELEASES.filter((of) => !isPrerelease(release(of.npmVersion)));
    const partsByKey = new Map(stablePinned.flatMap((of) => releaseDiagnostics(of).map((d) => [messageKey(d.parts), d.parts] as const)));
    assert.equal(Object.keys(history.messages).length >= partsByKey.size, true, 'every pinned message has a history');
    for (const pinned of stablePinned) {
      const printed = new Set(releaseDiagnostics(pinned).map((diagnostic) => messageKey(diagnostic.parts)));
      for (const [key, parts] of partsByKey) {
        const ranges = printedRanges(parts);
        assert.ok(ranges, `"${key}" has no history`);
        assert.equal(
          printedAt(ranges, release(pinned.npmVersion)),
          printed.has(key),
          `${pinned.npmVersion}: "${key}" (${rangesText(ranges)})`,
        );
      }
    }
  });
});

describe('the text check', () => {
  const parts = partsOfText('The event name "<name>" cannot start with a capital letter. Please use lowercase.');

  test('finds a message whose literal text the bundler split over concatenated strings and lines', () => {
    const messages = new Map([['msg', messageRuns(parts)]]);
    const bundle = 'x("The event name \\"" + name + "\\" cannot start with a "\n  + "capital letter. Please use lowercase.")';
    assert.deepEqual([...textCheck(bundle, messages)], ['msg']);
  });

  test('misses it when one word run is not there', () => {
    const messages = new Map([['msg', messageRuns(parts)]]);
    assert.deepEqual([...textCheck('x("The event name " + n + " cannot start with a capital. Please use lowercase.")', messages)], []);
  });

  test('ignores the "refer to <url> for more info" tail a wording may lack', () => {
    const runs = messageRuns(partsOfText('"<tag>" tag cannot contain a space. Please refer to https://example.com/spec for more info.'));
    assert.ok(!runs.some((run) => run.includes('refer') || run.includes('https')), runs.join(' | '));
  });
});

describe('exact releases as the pages and the server name them', () => {
  test('a run prints as its first and last release', () => {
    assert.equal(
      rangesText([
        {from: '2.0.0', last: '4.18.1'},
        {from: '4.30.0', last: '4.30.0'},
      ]),
      '2.0.0–4.18.1, 4.30.0',
    );
  });
});
