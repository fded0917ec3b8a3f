// Every relative link of README.md and docs/*.md resolves: to a file of the repository, and to a
// heading when it names an anchor. Keeps the documentation map walkable as documents move.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, headingSlug } from '../../scripts/doc-links.js';

const ROOT = resolve(import.meta.dirname, '../..');
const DOC_PATHS = [
  'README.md',
  ...readdirSync(resolve(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const DOCS = Object.fromEntries(
  DOC_PATHS.map((path) => [path, readFileSync(resolve(ROOT, path), 'utf8')]),
);
const exists = (path: string): boolean => existsSync(resolve(ROOT, path));

describe('documentation links', () => {
  it('every relative link in README.md and docs/*.md resolves, anchors included', () => {
    expect(brokenLinks(DOCS, exists)).toEqual([]);
  });

  it("every docs/*.md is on the README's map, so a newcomer can reach it", () => {
    const linked = new Set(
      [...(DOCS['README.md'] ?? '').matchAll(/\]\((docs\/[^)#]+)\)/g)].map((m) => m[1]),
    );
    const unmapped = DOC_PATHS.filter((p) => p !== 'README.md' && !linked.has(p));
    expect(DOC_PATHS.length).toBeGreaterThan(3);
    expect(unmapped, 'add these to the Documentation table of README.md').toEqual([]);
  });

  it('reports a missing file, a missing anchor and a path out of the repository', () => {
    const docs = {
      'README.md': '# Title\n\nSee [a](docs/a.md), [gone](docs/gone.md) and [up](../x.md).\n',
      'docs/a.md': '# A\n\n## Part one\n\n[back](../README.md#title) [bad](../README.md#nope)\n',
    };
    const files = new Set(['README.md', 'docs/a.md']);
    expect(brokenLinks(docs, (p) => files.has(p))).toEqual([
      { doc: 'README.md', line: 3, target: 'docs/gone.md', reason: 'docs/gone.md does not exist' },
      { doc: 'README.md', line: 3, target: '../x.md', reason: '../x.md does not exist' },
      {
        doc: 'docs/a.md',
        line: 5,
        target: '../README.md#nope',
        reason: 'README.md has no heading #nope',
      },
    ]);
  });

  it('ignores links in code and external links', () => {
    const docs = {
      'README.md':
        '# T\n\n`[x](nowhere.md)` [site](https://example.com/a)\n\n```md\n[y](gone.md)\n```\n',
    };
    expect(brokenLinks(docs, (p) => p === 'README.md')).toEqual([]);
  });

  it('slugs headings as GitHub does, numbering repeats', () => {
    expect(headingSlug('Quick start: permissions and limits')).toBe(
      'quick-start-permissions-and-limits',
    );
    expect(headingSlug('§B.7 Lane reports')).toBe('b7-lane-reports');
    expect(headingSlug('Keyless: `--emulated`')).toBe('keyless---emulated');
    expect([...anchorsOf('# A\n## Notes\n## Notes\n```\n# not a heading\n```\n')]).toEqual([
      'a',
      'notes',
      'notes-1',
    ]);
  });
});

/** Every .ts file under a folder of the repository (fixtures excluded: they are data). */
function sourceFiles(dir: string): string[] {
  return readdirSync(resolve(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.split('/').includes('fixtures'))
    .map((f) => `${dir}/${f}`);
}

describe('source comments cite the design record in the repository', () => {
  const files = ['src', '__tests__', 'bench', 'scripts', 'eval'].flatMap(sourceFiles);
  const sections = new Set(
    [...(DOCS['docs/design.md'] ?? '').matchAll(/^#{2,3} §([A-Z](?:\.\d+)?) /gm)].map((m) => m[1]),
  );

  it('no comment points at a design or reference file outside the repository', () => {
    const outside = /reference §|DESIGN step|seeds-reference|shared\/(reference|seeds)\//;
    const hits = files
      .filter((f) => f !== '__tests__/unit/doc-links.test.ts') // names the patterns
      .filter((f) => outside.test(readFileSync(resolve(ROOT, f), 'utf8')));
    expect(files.length).toBeGreaterThan(50);
    expect(hits).toEqual([]);
  });

  it('every `design.md §ID` a source file cites is a section of docs/design.md', () => {
    const cited = new Map<string, string>();
    for (const f of files) {
      const text = readFileSync(resolve(ROOT, f), 'utf8');
      for (const m of text.matchAll(/design\.md (§[A-Z](?:\.\d+)?(?:, §[A-Z](?:\.\d+)?)*)/g)) {
        for (const id of (m[1] ?? '').split(', ')) cited.set(id.slice(1), f);
      }
    }
    expect(cited.size).toBeGreaterThan(5);
    const missing = [...cited]
      .filter(([id]) => !sections.has(id))
      .map(([id, f]) => `§${id} (${f})`);
    expect(missing).toEqual([]);
  });
});
