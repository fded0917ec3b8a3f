import { describe, expect, it } from 'vitest';
import { CaseError, parseCase, selectCases } from '../../eval/case.js';

const valid = {
  title: 't',
  category: 'logic',
  commit: 'c',
  spec: ['spec.md'],
  tests: ['tests/report.tap'],
  expected: { outcome: 'block', catchers: ['code-review'], reason: 'r' },
  finding: { file: 'a.js', line: 1, title: 'bug' },
};

describe('parseCase', () => {
  it('accepts a complete case', () => {
    expect(parseCase('x', '/d', valid).expected.catchers).toEqual(['code-review']);
  });

  it.each([
    [
      'a block case with no catcher',
      { ...valid, expected: { ...valid.expected, catchers: [] } },
      /names at least one catcher/,
    ],
    [
      'a pass case with a catcher',
      { ...valid, expected: { ...valid.expected, outcome: 'pass' } },
      /names no catcher/,
    ],
    [
      'a reviewer case without its finding',
      { ...valid, finding: undefined },
      /names the "finding"/,
    ],
    ['an unknown field', { ...valid, extra: 1 }, /case\.json is invalid/],
    [
      'an unknown catcher',
      { ...valid, expected: { ...valid.expected, catchers: ['oracle'] } },
      /invalid/,
    ],
  ])('refuses %s', (_name, raw, message) => {
    expect(() => parseCase('x', '/d', raw)).toThrow(CaseError);
    expect(() => parseCase('x', '/d', raw)).toThrow(message);
  });
});

describe('selectCases', () => {
  it('matches ids by comma-separated wildcards', () => {
    const ids = ['sec-a', 'sec-b', 'clean-a', 'logic-x'].map((id) => ({ id }));
    expect(selectCases(ids, 'sec-*, logic-x').map((c) => c.id)).toEqual([
      'sec-a',
      'sec-b',
      'logic-x',
    ]);
    expect(selectCases(ids, null)).toHaveLength(4);
    expect(selectCases(ids, 'sec.a')).toHaveLength(0);
  });
});
