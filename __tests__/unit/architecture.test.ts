// docs/architecture.md draws the stages and where each lives; this keeps the drawing and the tree
// in step: every source path it names exists, every folder of src/ is placed, and adding a lane
// is still a list of at most three files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const doc = readFileSync(resolve(ROOT, 'docs/architecture.md'), 'utf8');

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
