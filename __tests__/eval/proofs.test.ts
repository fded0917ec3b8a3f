// Every defect label in the corpus rests on an executable proof, and every "clean" twin is checked
// by the same proof: for each case with a `proof`, the proof module runs against the case's tree
// (base overlaid with head) and must throw, then against its twin's tree and must return. The
// structural checks keep the corpus honest as it grows: a proof names a twin that exists, is clean
// and reviews the same spec (a framing triple's twin: the neutral variant's), and every defect in a
// code category carries a proof.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedCriteria } from '../../eval/emulated.js';
import { loadCases } from '../../eval/case.js';
import type { EvalCase } from '../../eval/case.js';

const CASES = join(import.meta.dirname, '../../eval/cases');

/**
 * Categories whose defining defect is not in the changed code, so a proof is optional there: a red
 * test report and a gate-configuration change are caught by deterministic rules on evidence, and an
 * injection case is defined by the text aimed at the reviewers. (Where such a case also carries a
 * code defect it has a proof all the same.)
 */
const PROOF_EXEMPT_CATEGORIES = new Set(['red-tests', 'gate-config', 'injection']);

type Proof = (treeDir: string) => Promise<void>;

const cases = await loadCases(CASES);
const byId = new Map(cases.map((c) => [c.id, c]));
const proven = cases.filter((c) => c.proof !== undefined);

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'done-gate-proofs-'));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** The case's tree as the PR leaves it: base, minus the deleted paths, with head on top. */
async function materialise(evalCase: EvalCase): Promise<string> {
  const dir = join(scratch, evalCase.id);
  await rm(dir, { recursive: true, force: true });
  if (existsSync(join(evalCase.dir, 'base'))) {
    await cp(join(evalCase.dir, 'base'), dir, { recursive: true });
  }
  for (const path of evalCase.deleted) await rm(join(dir, path), { force: true });
  if (existsSync(join(evalCase.dir, 'head'))) {
    await cp(join(evalCase.dir, 'head'), dir, { recursive: true, force: true });
  }
  // The corpus's modules are ES modules, as the recorded reports ran them.
  await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
  return dir;
}

async function loadProof(evalCase: EvalCase): Promise<Proof> {
  const module = (await import(pathToFileURL(join(evalCase.dir, evalCase.proof!)).href)) as {
    default?: unknown;
  };
  if (typeof module.default !== 'function') {
    throw new Error(`${evalCase.id}: ${evalCase.proof} has no default export function`);
  }
  return module.default as Proof;
}

async function specText(evalCase: EvalCase): Promise<string> {
  const parts = await Promise.all(
    evalCase.spec.map((f) => readFile(join(evalCase.dir, f), 'utf8')),
  );
  return parts.join('\n');
}

/** Every file under a folder, by path relative to it, with its bytes (empty when there is none). */
async function tree(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(dir.length + 1), await readFile(path, 'base64'));
  }
  return files;
}

/** The spec's non-blank lines; an injection twin's spec is its defect's with the injected lines cut. */
function specLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l !== '');
}

describe('corpus proofs', () => {
  it('has a proof for every defect whose category is about code', () => {
    const missing = cases
      .filter(
        (c) =>
          c.expected.outcome === 'block' &&
          !PROOF_EXEMPT_CATEGORIES.has(c.category) &&
          c.proof === undefined,
      )
      .map((c) => `${c.id} (${c.category})`);
    expect(missing).toEqual([]);
    expect(proven.length).toBeGreaterThan(0);
  });

  it('names, for every proof, a twin that exists, is clean and reviews the same spec', async () => {
    const problems: string[] = [];
    for (const c of proven) {
      if (c.expected.outcome !== 'block') problems.push(`${c.id}: a proof on a clean case`);
      if (!existsSync(join(c.dir, c.proof!))) problems.push(`${c.id}: ${c.proof} is missing`);
      const twin = c.twin === undefined ? undefined : byId.get(c.twin);
      if (twin === undefined) {
        problems.push(`${c.id}: twin ${c.twin ?? '(none)'} does not exist`);
        continue;
      }
      if (twin.expected.outcome !== 'pass' || twin.category !== 'clean') {
        problems.push(`${c.id}: twin ${twin.id} is not a clean case`);
      }
      if (twin.proof !== undefined || twin.twin !== undefined) {
        problems.push(`${c.id}: twin ${twin.id} carries a proof or a twin of its own`);
      }
      const [spec, twinSpec] = [await specText(c), await specText(twin)];
      if (c.category === 'injection') {
        // The same PR done right carries no injected text: the twin keeps every criterion and
        // only drops lines of the defect's spec.
        const lines = new Set(specLines(spec));
        if (!specLines(twinSpec).every((l) => lines.has(l))) {
          problems.push(`${c.id}: twin ${twin.id} adds to the spec`);
        }
        if (listedCriteria(twinSpec).join('\n') !== listedCriteria(spec).join('\n')) {
          problems.push(`${c.id}: twin ${twin.id} changes the criteria`);
        }
      } else if (c.framing !== undefined) {
        // A framing triple shares one twin, which carries the neutral variant's PR body; every
        // variant keeps the same criteria, so only the framing differs.
        const neutral = cases.find(
          (x) => x.framing?.group === c.framing!.group && x.framing.variant === 'neutral',
        );
        if (neutral === undefined) {
          problems.push(`${c.id}: framing group ${c.framing.group} has no neutral variant`);
        } else if (twinSpec !== (await specText(neutral))) {
          problems.push(`${c.id}: twin ${twin.id} does not carry the neutral variant's spec`);
        }
        if (listedCriteria(twinSpec).join('\n') !== listedCriteria(spec).join('\n')) {
          problems.push(`${c.id}: twin ${twin.id} changes the criteria`);
        }
      } else if (twinSpec !== spec) {
        problems.push(`${c.id}: twin ${twin.id} has another spec`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every twin named by a defect case exists, is clean and starts from the same base', async () => {
    const wrong: string[] = [];
    for (const c of cases.filter((x) => x.twin !== undefined)) {
      const twin = byId.get(c.twin!);
      if (twin?.expected.outcome !== 'pass') {
        wrong.push(`${c.id} → ${c.twin}: not a clean case`);
        continue;
      }
      const [base, twinBase] = [
        await tree(join(c.dir, 'base')),
        await tree(join(twin.dir, 'base')),
      ];
      const same =
        base.size === twinBase.size &&
        [...base].every(([path, bytes]) => twinBase.get(path) === bytes);
      if (!same || c.deleted.join('\n') !== twin.deleted.join('\n')) {
        wrong.push(`${c.id} → ${c.twin}: another base`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(proven.map((c) => [c.id, c] as const))(
    '%s: the proof fails on the head and passes on the twin',
    async (_id, evalCase) => {
      const proof = await loadProof(evalCase);
      const twin = byId.get(evalCase.twin!)!;
      const [headTree, twinTree] = [await materialise(evalCase), await materialise(twin)];
      // A proof states the defect with node:assert; a crash on the head would prove nothing.
      await expect(proof(headTree), 'the proof should reject the defect').rejects.toMatchObject({
        code: 'ERR_ASSERTION',
      });
      await expect(proof(twinTree), 'the proof should accept the twin').resolves.toBeUndefined();
    },
  );
});
