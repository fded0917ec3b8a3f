import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUnifiedDiff } from '../../../src/evidence/diff.js';
import { accountGroup, pullNumbersInMessages } from '../../../src/merge-queue/accounting.js';

function added(path: string, lines: string[]): string {
  return [
    `diff --git a/${path} b/${path}`,
    'new file mode 100644',
    'index 0000000..1111111',
    '--- /dev/null',
    `+++ b/${path}`,
    `@@ -0,0 +1,${lines.length} @@`,
    ...lines.map((l) => `+${l}`),
    '',
  ].join('\n');
}

function modified(path: string, removed: string[], addedLines: string[]): string {
  return [
    `diff --git a/${path} b/${path}`,
    'index 1111111..2222222 100644',
    `--- a/${path}`,
    `+++ b/${path}`,
    `@@ -1,${removed.length + 1} +1,${addedLines.length + 1} @@`,
    ' keep',
    ...removed.map((l) => `-${l}`),
    ...addedLines.map((l) => `+${l}`),
    '',
  ].join('\n');
}

const pr = (number: number, text: string) => ({
  number,
  files: parseUnifiedDiff(text),
  complete: true,
});
const group = (text: string) => ({ files: parseUnifiedDiff(text), complete: true });

describe('accountGroup', () => {
  it('one PR, same change → accounted; two PRs on different files → accounted', () => {
    const a = added('src/a.ts', ['export const a = 1;']);
    const b = modified('src/b.ts', ['old()'], ['renewed()']);
    expect(accountGroup(group(a), [pr(1, a)])).toEqual({ accounted: true, problems: [] });
    expect(accountGroup(group(a + b), [pr(1, a), pr(2, b)]).accounted).toBe(true);
  });

  it('a line no PR carried, a dropped line, a changed removal, or reordered lines → not accounted', () => {
    const a = added('src/a.ts', ['one', 'two']);
    const extra = accountGroup(group(added('src/a.ts', ['one', 'two', 'three'])), [pr(1, a)]);
    expect(extra.accounted).toBe(false);
    expect(extra.problems.join('\n')).toMatch(
      /src\/a\.ts: line added in the group but in no PR: "three"/,
    );
    const dropped = accountGroup(group(added('src/a.ts', ['one'])), [pr(1, a)]);
    expect(dropped.problems.join('\n')).toMatch(/in a PR but not in the group: "two"/);
    const reordered = accountGroup(group(added('src/a.ts', ['two', 'one'])), [pr(1, a)]);
    expect(reordered.accounted).toBe(false);
    expect(reordered.problems.join('\n')).toMatch(/not in the PR's order/);
    const b = modified('src/b.ts', ['old()'], ['new()']);
    const otherRemoval = accountGroup(group(modified('src/b.ts', ['guard()'], ['new()'])), [
      pr(2, b),
    ]);
    expect(otherRemoval.accounted).toBe(false);
  });

  it('an extra file, a mode change, a binary file, or an incomplete diff → not accounted', () => {
    const a = added('src/a.ts', ['x']);
    expect(accountGroup(group(a + added('src/evil.ts', ['y'])), [pr(1, a)]).accounted).toBe(false);
    const mode = ['diff --git a/run.sh b/run.sh', 'old mode 100644', 'new mode 100755', ''].join(
      '\n',
    );
    expect(accountGroup(group(a + mode), [pr(1, a)]).accounted).toBe(false);
    const binary = [
      'diff --git a/logo.png b/logo.png',
      'new file mode 100644',
      'index 0000000..3333333',
      'Binary files /dev/null and b/logo.png differ',
      '',
    ].join('\n');
    expect(accountGroup(group(binary), [pr(1, binary)]).accounted).toBe(false);
    expect(
      accountGroup({ files: parseUnifiedDiff(a), complete: false }, [pr(1, a)]).accounted,
    ).toBe(false);
    expect(accountGroup(group(a), [{ ...pr(1, a), complete: false }]).accounted).toBe(false);
    expect(accountGroup(group(a), []).accounted).toBe(false);
  });

  it('the union of the PRs is accounted; any one extra line makes it not (property)', () => {
    const line = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/[\r\n]/.test(s));
    const files = fc.uniqueArray(
      fc.record({
        name: fc.stringMatching(/^[a-z]{1,6}$/),
        lines: fc.array(line, { minLength: 1, maxLength: 6 }),
      }),
      { selector: (f) => f.name, minLength: 1, maxLength: 5 },
    );
    fc.assert(
      fc.property(files, line, fc.nat(), (spec, extraLine, pick) => {
        const texts = spec.map((f) => added(`src/${f.name}.ts`, f.lines));
        const prs = texts.map((t, i) => pr(i + 1, t));
        expect(accountGroup(group(texts.join('')), prs).accounted).toBe(true);
        const target = spec[pick % spec.length]!;
        const grown = spec.map((f) =>
          added(`src/${f.name}.ts`, f === target ? [...f.lines, extraLine] : f.lines),
        );
        expect(accountGroup(group(grown.join('')), prs).accounted).toBe(false);
      }),
    );
  });

  it('bounds the problems it lists', () => {
    const many = added(
      'src/a.ts',
      Array.from({ length: 500 }, (_, i) => `line ${i}`),
    );
    const result = accountGroup(group(many), [pr(1, added('src/a.ts', ['line 0']))]);
    expect(result.accounted).toBe(false);
    expect(result.problems.length).toBeLessThanOrEqual(20);
  });
});

describe('pullNumbersInMessages', () => {
  it('reads the merge and squash subjects GitHub writes, nothing else', () => {
    expect(
      pullNumbersInMessages([
        'Merge pull request #12 from octo/feature\n\nAdd it',
        'Add the cache (#13)',
        'Fix #14 and mention (#15) in the middle',
        'Body only\n\n(#16)',
      ]),
    ).toEqual([12, 13]);
  });
});
