// Text as a terminal shows it: each escape family pinned by an example, the stream against the
// whole text, linear-time shapes, and the property the floor rests on — for any log and any
// decoration with escapes, overwrites and Unicode spaces, the floor's answer is the undecorated
// log's.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { terminalText, TerminalTextStream } from '../../../src/evidence/terminal-text.js';
import { LogReader } from '../../../src/evidence/test-log.js';
import { testEvidenceBlockers } from '../../../src/evidence/test-floor.js';
import { combineTestOutput, summariseTestFile } from '../../../src/evidence/test-output.js';
import { propertyRuns } from '../../knobs.js';

const latin1 = (s: string): string => Buffer.from(s, 'utf8').toString('latin1');
const utf8 = (s: string): string => Buffer.from(s, 'latin1').toString('utf8');

describe('terminalText', () => {
  const cases: Array<[string, string, string]> = [
    ['SGR colour', '\x1b[1m\x1b[31mFAIL\x1b[39m\x1b[22m a.test.ts', 'FAIL a.test.ts'],
    ['CSI private mode', '\x1b[?25lTests  3 passed (3)\x1b[?25h', 'Tests  3 passed (3)'],
    ['erase line', 'x\x1b[2K\x1b[1Gok', 'xok'],
    ['OSC title (BEL)', '\x1b]0;vitest\x07FAIL', 'FAIL'],
    ['OSC 8 hyperlink (ST)', '\x1b]8;;file:///a.ts\x1b\\a.ts\x1b]8;;\x1b\\ failed', 'a.ts failed'],
    ['8-bit CSI and C1', '\x9b31mFAIL\x9b0m\x85', 'FAIL'],
    ['DCS string', '\x1bPq#0;2;0;0;0\x1b\\done', 'done'],
    ['other ESC', '\x1b(B\x1b=\x1b7FAIL\x1b8', 'FAIL'],
    ['lone ESC at the end', 'FAIL\x1b', 'FAIL'],
    [
      'carriage-return rewrite',
      'Executed 1 of 3\rExecuted 3 of 3 SUCCESS',
      'Executed 3 of 3 SUCCESS',
    ],
    ['CRLF is a newline', 'a\r\nb\r\n', 'a\r\nb\r\n'],
    ['backspace overstrike', 'F\bFA\bAIL', 'FAIL'],
    ['backspace then overwrite', 'PASX\bS', 'PASS'],
    [
      'Unicode spaces',
      '1\u00a0failed,\u20092\u202fpassed\u3000in\u205f0.1s',
      '1 failed, 2 passed in 0.1s',
    ],
    ['zero-width characters', 'FA\u200bIL\ufeff', 'FAIL'],
    ['plain text is untouched', 'Tests: 3 passed, 3 total', 'Tests: 3 passed, 3 total'],
  ];
  for (const [what, input, shown] of cases) {
    it(what, () => {
      expect(terminalText(input)).toBe(shown);
      // The same reading over UTF-8 bytes held one per character.
      expect(utf8(terminalText(latin1(input), true))).toBe(shown);
    });
  }

  it('an unterminated OSC string ends at its line: the next line is read', () => {
    expect(terminalText('\x1b]0;title\nFAIL a\n')).toBe('\nFAIL a\n');
  });

  it('the stream reads any chunking as the whole text does, escapes split across chunks too', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            'FAIL',
            ' ',
            '\n',
            '\r',
            '\b',
            '\x1b[31m',
            '\x1b]8;;u\x07',
            '\u00a0',
            'é',
            '\x9b0m',
          ),
          { maxLength: 60 },
        ),
        fc.array(fc.nat(), { maxLength: 8 }),
        (parts, cuts) => {
          const text = parts.join('');
          const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
          const stream = new TerminalTextStream();
          let out = '';
          let from = 0;
          for (const p of points) {
            out += stream.write(text.slice(from, p));
            from = p;
          }
          out += stream.write(text.slice(from)) + stream.end();
          expect(out).toBe(terminalText(text));
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});

const ESCAPES = [
  '\x1b[31m',
  '\x1b[0m',
  '\x1b[1;38;5;208m',
  '\x1b[?25l',
  '\x1b[2K',
  '\x1b]8;;https://example.com/a\x07',
  '\x1b]8;;\x1b\\',
  '\x1b]0;title\x1b\\',
  '\x9b32m',
  '\u200b',
];
const SPACES = ['\u00a0', '\u2002', '\u2009', '\u202f', '\u205f', '\u3000'];

/** `text` decorated: escapes before chosen characters, spaces swapped, lines rewritten by `\r`. */
function decorate(text: string, picks: number[]): string {
  let out = '';
  let k = 0;
  const next = (): number => picks[k++ % Math.max(1, picks.length)] ?? 0;
  for (const ch of text) {
    const p = next();
    if (ch === '\n') {
      out += p % 5 === 0 ? '\x1b[0m\n' : '\n';
      if (p % 7 === 0) out += 'progress 50%\r';
      continue;
    }
    if (p % 3 === 0) out += ESCAPES[p % ESCAPES.length];
    out += ch === ' ' && p % 2 === 0 ? SPACES[p % SPACES.length] : ch;
  }
  return out;
}

const CORPUS = fileURLToPath(new URL('../../fixtures/test-reports/', import.meta.url));
const recorded = (path: string): string => readFileSync(`${CORPUS}${path}`, 'utf8');

// Each log opens with a shell line, so that the file is sniffed as a log whatever it starts with
// (a bare "[INFO] …" first line is taken for JSON by the format sniffer).
const blockersFor = (text: string): string[] =>
  testEvidenceBlockers(
    combineTestOutput([summariseTestFile('ci.log', `$ npm test\n${text}`, 20_000)], [], 60_000),
  );

describe('property: decoration never changes what the floor reads', () => {
  const logs = [
    'Tests:       1 failed, 2 passed, 3 total\n',
    ' FAIL  test/a.test.ts > adds\n Tests  1 failed | 2 passed (3)\n',
    '==== 2 passed, 1 skipped in 0.12s ====\n',
    '--- FAIL: TestAdds (0.00s)\nFAIL\texample.com/m\t0.01s\n',
    'test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out\n',
    'building\nshipping\n',
    "Error: Cannot find module './x'\nNode.js v24.1.0\n",
    '[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 3\n',
    recorded('vitest/green.console.log'),
    recorded('jest/red.console.log'),
    recorded('pytest/green.console.log'),
    recorded('mocha/red.console.log'),
  ];
  it('for any log and any decoration, the same blockers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...logs),
        fc.array(fc.nat(1000), { minLength: 1, maxLength: 50 }),
        (log, picks) => {
          expect(blockersFor(decorate(log, picks))).toEqual(blockersFor(log));
        },
      ),
      { numRuns: propertyRuns() },
    );
  });

  it('a log reader fed in any chunks finds what the whole log holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...logs),
        fc.array(fc.nat(1000), { minLength: 1, maxLength: 20 }),
        (log, picks) => {
          const text = decorate(log, picks);
          const reader = new LogReader();
          let from = 0;
          for (const p of picks) {
            const to = Math.min(text.length, from + (p % 17) + 1);
            reader.write(text.slice(from, to));
            from = to;
          }
          reader.write(text.slice(from));
          const whole = new LogReader();
          whole.write(text);
          const a = reader.end().log;
          const b = whole.end().log;
          expect(a?.failureLines).toEqual(b?.failureLines);
          expect(a?.summaries).toEqual(b?.summaries);
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});
