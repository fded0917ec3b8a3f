// The format sniffer reads a file's start as a terminal shows it: a runner log whose first line
// is `[INFO]`, gotestsum's dots (`[.]`) or cmocka's `[====]` is a log, not JSON; `go test`'s
// `ok  <tab>pkg` is a log, not TAP; a coloured TAP stream and a JSON array are still what they are.
import { describe, expect, it } from 'vitest';
import { readTestBytes } from '../../../src/evidence/test-file.js';

const formatOf = (text: string): string => readTestBytes(new TextEncoder().encode(text)).format;

describe('format sniffing', () => {
  const logs: Array<[string, string]> = [
    ['Maven', '[INFO] Scanning for projects...\n[INFO] BUILD SUCCESS\n'],
    ['Maven, coloured', '\x1b[0m\x1b[0m[INFO] Scanning for projects...\n'],
    ['gotestsum dots', '[.]·↷·· ===\nDONE 4 tests, 1 skipped in 0.3s\n'],
    ['cmocka', '[==========] Running 6 test(s).\n[ RUN      ] adds\n'],
    ['TestNG', '[TestNG] Running:\n  Command line suite\n'],
    ['plain go test', 'ok  \texample.com/corpus\t0.084s\n'],
    ['go test, two packages', 'ok  \texample.com/a\t0.01s\nok  \texample.com/b\t(cached)\n'],
  ];
  for (const [what, text] of logs) {
    it(`${what} is a log`, () => {
      const r = readTestBytes(new TextEncoder().encode(text));
      expect(r.format).toBe('log');
      // Read as a log, not as a JSON document that failed to parse.
      expect(r.problems).toEqual([]);
    });
  }

  it('a JSON array or object is still read as JSON', () => {
    // Read as JSON: a document of no known report shape is named as such (a log has no problem).
    const asJson = (text: string): boolean =>
      readTestBytes(new TextEncoder().encode(text)).problems.some((p) =>
        p.startsWith('a JSON document'),
      );
    expect(asJson('[{"numTotalTests": 1}]\n')).toBe(true);
    expect(asJson('[\n  {"numTotalTests": 1}\n]\n')).toBe(true);
    expect(asJson('{"numTotalTests":1}\n')).toBe(true);
    expect(asJson('[INFO] {"numTotalTests":1}\n')).toBe(false);
    expect(formatOf('{"Action":"run","Test":"TestA"}\n')).toBe('go-test-json');
  });

  it('TAP, coloured or opening with its plan, is TAP', () => {
    expect(formatOf('\x1b[32mTAP version 13\x1b[0m\nok 1 - a\n1..1\n')).toBe('tap');
    expect(formatOf('ok 1 - a\nok 2 - b\n1..2\n')).toBe('tap');
    expect(formatOf('1..0\n# nothing\n')).toBe('tap');
    // A tab in a test point's description is not go test's `ok  <tab>pkg`.
    expect(formatOf('ok 1\tadds\nok 2\tsubtracts\n1..2\n')).toBe('tap');
  });
});
