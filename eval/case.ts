// One evaluation case: a small pull request written for the corpus (base files, the files the PR
// changes, its spec, its test report) and the outcome a careful reviewer should reach. Cases live in
// eval/cases/<id>/; this module reads and validates them (pure apart from the file reads).
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** Who can catch a defect: a review lane, the fresh-context gate, or our deterministic rules. */
export const CATCHERS = ['gate', 'code-review', 'adversary', 'security', 'deterministic'] as const;
export type Catcher = (typeof CATCHERS)[number];

export const CATEGORIES = [
  'logic',
  'boundary',
  'unmet-criterion',
  'hollow-test',
  'security',
  'reintroduced',
  'injection',
  'needle',
  'red-tests',
  'gate-config',
  'clean',
] as const;

const findingSchema = z.strictObject({
  file: z.string().min(1),
  line: z.number().int().positive().nullable(),
  title: z.string().min(1),
  /** For the adversary: which acceptance criterion (1-based) the change fails. */
  criterion: z.number().int().positive().optional(),
});

const caseSchema = z.strictObject({
  title: z.string().min(1),
  category: z.enum(CATEGORIES),
  /** Commit message of the PR's commit. */
  commit: z.string().min(1),
  /** Files of the case folder that hold the spec (PR body first, then issues), joined in order. */
  spec: z.array(z.string().min(1)).min(1),
  /** Test reports in the case folder, read as test output. */
  tests: z.array(z.string().min(1)).default([]),
  /** Paths the PR deletes from the base tree. */
  deleted: z.array(z.string().min(1)).default([]),
  expected: z.strictObject({
    outcome: z.enum(['block', 'pass']),
    /** Who should catch it (empty for a clean case). */
    catchers: z.array(z.enum(CATCHERS)).default([]),
    /** One sentence: why this outcome. */
    reason: z.string().min(1),
  }),
  /** What a reviewer that catches the defect would point at (the emulated reviewers report it). */
  finding: findingSchema.optional(),
  /** A defect case: the id of its correct twin (a clean case with the same base and spec). */
  twin: z.string().min(1).optional(),
  /**
   * A defect in code: the case folder's proof module (`export default async function (headDir)`),
   * which throws on this case's head and returns on its twin's head. Run by `npm test`.
   */
  proof: z.string().min(1).optional(),
  /** One of a framing triple: the same diff under a neutral, a "fix" and a "reviewed" PR body. */
  framing: z
    .strictObject({
      group: z.string().min(1),
      variant: z.enum(['neutral', 'fix', 'reviewed']),
    })
    .optional(),
  /** `large`: several files, ≥ 200 lines around the change, a cause outside the hunk. */
  size: z.enum(['small', 'large']).default('small'),
  /** A local-run recipe (a file in the case folder) so the probe lane runs. */
  recipe: z.string().min(1).optional(),
});

export type CaseSpec = z.infer<typeof caseSchema>;
export type CaseFinding = z.infer<typeof findingSchema>;

export interface EvalCase extends CaseSpec {
  id: string;
  /** Absolute path of the case folder. */
  dir: string;
}

export class CaseError extends Error {}

/** Validates one parsed case.json; every problem is named with the case id. */
export function parseCase(id: string, dir: string, raw: unknown): EvalCase {
  const parsed = caseSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `${i.path.join('.') || '(root)'}: ${i.message}`,
    );
    throw new CaseError(`case ${id}: case.json is invalid — ${problems.join('; ')}`);
  }
  const spec = parsed.data;
  if (spec.expected.outcome === 'block' && spec.expected.catchers.length === 0) {
    throw new CaseError(`case ${id}: a "block" case names at least one catcher`);
  }
  if (spec.expected.outcome === 'pass' && spec.expected.catchers.length > 0) {
    throw new CaseError(`case ${id}: a "pass" case names no catcher`);
  }
  const modelCatchers = spec.expected.catchers.filter((c) => c !== 'deterministic');
  if (modelCatchers.length > 0 && spec.finding === undefined) {
    throw new CaseError(`case ${id}: a case a reviewer should catch names the "finding"`);
  }
  return { ...spec, id, dir };
}

/** Keeps the cases whose id matches one of the comma-separated patterns (`*` wildcards). */
export function selectCases<T extends { id: string }>(cases: T[], filter: string | null): T[] {
  if (filter === null || filter.trim() === '') return cases;
  const patterns = filter
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`));
  return cases.filter((c) => patterns.some((p) => p.test(c.id)));
}

export async function loadCases(root: string, filter: string | null = null): Promise<EvalCase[]> {
  const ids = (await readdir(root)).filter((name) => !name.startsWith('.')).sort();
  const cases: EvalCase[] = [];
  for (const id of selectCases(
    ids.map((i) => ({ id: i })),
    filter,
  )) {
    const dir = join(root, id.id);
    if (!(await stat(dir)).isDirectory()) continue;
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(join(dir, 'case.json'), 'utf8'));
    } catch (error) {
      throw new CaseError(`case ${id.id}: cannot read case.json — ${(error as Error).message}`);
    }
    cases.push(parseCase(id.id, dir, raw));
  }
  return cases;
}
