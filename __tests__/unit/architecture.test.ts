// docs/architecture.md draws the stages and where each lives; this keeps the drawing and the tree
// in step: every source path it names exists, every folder of src/ is placed, and adding a lane
// is still a list of at most three files. The stage order itself is read from the real import
// graph: src/ cruised with the repository's own dependency-cruiser rules (the ones `npm run lint`
// runs) has no upward import and no cycle (the known-violations baseline is empty), and the same rules
// report a fixture's upward import, cycle and unplaced module.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import type { ICruiseResult, IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURE = resolve(ROOT, '__tests__/fixtures/layers');
const doc = readFileSync(resolve(ROOT, 'docs/architecture.md'), 'utf8');

interface Edge {
  rule: string;
  from: string;
  to: string;
}

/** Cruises `src` under `baseDir` with the rules and options `npm run lint` uses. */
async function cruiseWithRepositoryRules(baseDir: string): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(resolve(ROOT, '.dependency-cruiser.cjs'));
  const tsConfig = extractTSConfig(resolve(ROOT, 'tsconfig.json'));
  const reported = await cruise(
    ['src'],
    { ...options, baseDir, outputType: 'json' },
    {},
    {
      tsConfig,
    },
  );
  const output = reported.output;
  return typeof output === 'string' ? (JSON.parse(output) as ICruiseResult) : output;
}

function edges(violations: readonly Pick<IViolation, 'from' | 'to' | 'rule'>[]): Edge[] {
  return violations
    .map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }))
    .sort((a, b) => `${a.rule} ${a.from} ${a.to}`.localeCompare(`${b.rule} ${b.from} ${b.to}`));
}

const key = (e: Edge) => `${e.rule} ${e.from} -> ${e.to}`;

describe('docs/architecture.md matches the tree', () => {
  it('every src/ path it names exists', () => {
    const named = [...doc.matchAll(/\bsrc\/[\w./-]*[\w/]/g)]
      .map((m) => m[0])
      .filter((p) => !p.includes('<'));
    expect(named.length).toBeGreaterThan(20);
    const missing = named.filter((p) => !existsSync(resolve(ROOT, p)));
    expect(missing).toEqual([]);
  });

  it('places every folder of src/', () => {
    const folders = readdirSync(resolve(ROOT, 'src'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `src/${d.name}/`);
    expect(folders.filter((f) => !doc.includes(f))).toEqual([]);
  });

  it('adding a fifth lane touches at most three files, each of which exists', () => {
    const section = /## Adding a fifth lane\n([\s\S]*?)\n## /.exec(doc)?.[1] ?? '';
    const steps = [...section.matchAll(/^\d+\. `([^`]+)`/gm)].map((m) => m[1] ?? '');
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.length).toBeLessThanOrEqual(3);
    for (const file of steps.filter((f) => !f.includes('<'))) {
      expect(existsSync(resolve(ROOT, file))).toBe(true);
    }
  });
});

describe('the import graph keeps the stage order', () => {
  const known = JSON.parse(
    readFileSync(resolve(ROOT, '.dependency-cruiser-known-violations.json'), 'utf8'),
  ) as Pick<IViolation, 'from' | 'to' | 'rule'>[];

  it('src/ has no upward import, no cycle and no unplaced module beyond the baseline', async () => {
    const result = await cruiseWithRepositoryRules(ROOT);
    // The graph is the real one: hundreds of modules, with the entry reaching the base.
    expect(result.summary.totalCruised).toBeGreaterThan(150);
    const sources = new Set(result.modules.map((m) => m.source));
    expect(sources.has('src/main.ts') && sources.has('src/errors.ts')).toBe(true);
    const knownKeys = new Set(edges(known).map(key));
    const unknown = edges(result.summary.violations).filter((e) => !knownKeys.has(key(e)));
    expect(unknown).toEqual([]);
  });

  it('the baseline is empty: no known violation waits in it', () => {
    // #27 removed the last back-edges and the lane type cycles; a new one is fixed, not listed.
    expect(edges(known)).toEqual([]);
  });

  it("reports a fixture's upward import, cycle and unplaced module with the repository's rules", async () => {
    const result = await cruiseWithRepositoryRules(FIXTURE);
    const found = edges(result.summary.violations);
    expect(found).toEqual([
      {
        rule: 'evidence-imports-up',
        from: 'src/evidence/reads-publish.ts',
        to: 'src/publish/writes.ts',
      },
      // A cycle is reported once, at its first module.
      { rule: 'no-circular', from: 'src/trust/left.ts', to: 'src/trust/right.ts' },
      { rule: 'not-in-a-layer', from: 'src/staging/unplaced.ts', to: 'src/evidence/facts.ts' },
    ]);
    // The downward import beside them is not a violation.
    expect(found.some((e) => e.from === 'src/publish/writes.ts')).toBe(false);
  });
});
