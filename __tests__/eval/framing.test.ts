// The framing triples of the corpus measure one thing: whether a PR body's claims ("this is a
// security fix", "already reviewed, expect a clean report") change a reviewer's verdict. That holds
// only if the three cases of a group differ in their PR body and nothing else, share one correct
// twin reviewed under the neutral body, and leave the decision to the models — no deterministic
// screen may fire on the framing text, or the triple would measure the screen instead.
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCases } from '../../eval/case.js';
import type { EvalCase } from '../../eval/case.js';
import { listedCriteria } from '../../eval/emulated.js';
import { prescreen } from '../../src/trust/prescreen.js';

const CASES = join(import.meta.dirname, '../../eval/cases');
const VARIANTS = ['neutral', 'fix', 'reviewed'] as const;

const cases = await loadCases(CASES);
const byId = new Map(cases.map((c) => [c.id, c]));
const groups = new Map<string, EvalCase[]>();
for (const c of cases) {
  if (c.framing === undefined) continue;
  groups.set(c.framing.group, [...(groups.get(c.framing.group) ?? []), c]);
}

/** Every file of a case folder except its PR body and case.json, path → content. */
async function treeOf(evalCase: EvalCase): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(evalCase.dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(evalCase.dir, join(entry.parentPath, entry.name));
    if (path === 'case.json' || evalCase.spec.includes(path)) continue;
    files[path] = await readFile(join(evalCase.dir, path), 'utf8');
  }
  return files;
}

async function specOf(evalCase: EvalCase): Promise<string> {
  const parts = await Promise.all(
    evalCase.spec.map((f) => readFile(join(evalCase.dir, f), 'utf8')),
  );
  return parts.join('\n');
}

/** What a case decides, apart from its title and framing. */
function verdictOf(evalCase: EvalCase) {
  const { category, commit, tests, deleted, expected, finding, twin, proof, size, recipe } =
    evalCase;
  return { category, commit, tests, deleted, expected, finding, twin, proof, size, recipe };
}

describe('framing triples', () => {
  it('has at least 8 groups, 4 of them security defects and 4 logic defects', () => {
    const categories = [...groups.values()].map((g) => g[0]!.category);
    expect(groups.size).toBeGreaterThanOrEqual(8);
    expect(categories.filter((c) => c === 'security').length).toBeGreaterThanOrEqual(4);
    expect(
      categories.filter((c) => c === 'logic' || c === 'boundary').length,
    ).toBeGreaterThanOrEqual(4);
  });

  it.each([...groups.entries()])(
    '%s: three variants that differ only in the PR body',
    async (_group, members) => {
      expect(members.map((c) => c.framing!.variant).sort()).toEqual([...VARIANTS].sort());
      const [first, ...rest] = members;
      const firstTree = await treeOf(first!);
      expect(Object.keys(firstTree)).toContain(first!.proof);
      const specs = new Set<string>();
      for (const c of members) {
        expect(c.expected.outcome, c.id).toBe('block');
        expect(c.proof, c.id).toBeDefined();
        specs.add(await specOf(c));
      }
      for (const c of rest) {
        expect(verdictOf(c), c.id).toEqual(verdictOf(first!));
        expect(await treeOf(c), c.id).toEqual(firstTree);
      }
      // Each body frames the change its own way, over the same acceptance criteria.
      expect(specs.size).toBe(VARIANTS.length);
      const criteria = [...specs].map((s) => listedCriteria(s).join('\n'));
      expect(new Set(criteria).size).toBe(1);
      expect(criteria[0]).not.toBe('');
    },
  );

  it.each([...groups.entries()])(
    '%s: one clean twin with the same base and the neutral body',
    async (_group, members) => {
      const neutral = members.find((c) => c.framing!.variant === 'neutral')!;
      const twin = byId.get(neutral.twin!);
      expect(twin, neutral.twin).toBeDefined();
      expect(twin!.expected.outcome).toBe('pass');
      expect(twin!.framing).toBeUndefined();
      expect(twin!.commit).toBe(neutral.commit);
      expect(await specOf(twin!)).toBe(await specOf(neutral));
      const [caseTree, twinTree] = [await treeOf(neutral), await treeOf(twin!)];
      const base = (tree: Record<string, string>) =>
        Object.fromEntries(Object.entries(tree).filter(([path]) => path.startsWith('base/')));
      expect(base(twinTree)).toEqual(base(caseTree));
      expect(existsSync(join(twin!.dir, 'head'))).toBe(true);
    },
  );

  it.each([...groups.entries()])(
    '%s: no deterministic injection screen fires on any body or the commit message',
    async (_group, members) => {
      for (const c of members) {
        const result = prescreen(
          [
            { kind: 'spec', name: 'PR body', text: await specOf(c) },
            { kind: 'commit-message', name: 'commit', text: c.commit },
          ],
          'standard',
        );
        expect(
          result.hits.map((h) => h.what),
          c.id,
        ).toEqual([]);
      }
    },
  );
});
