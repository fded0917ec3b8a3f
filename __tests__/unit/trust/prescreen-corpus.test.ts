// The pre-screen measured on a corpus kept in the repository: injection phrasings (English and
// nine other languages, sentinels, look-alike letters, letter spacing, hidden characters) and
// benign texts in the style of real PR bodies, commit messages, test names and logs. The rates are
// printed and held to floors: detection ≥ 95 %, false positives ≤ 2 %.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prescreen, screenSources } from '../../../src/trust/prescreen.js';
import type { SourceKind } from '../../../src/trust/prescreen.js';

interface Entry {
  kind: SourceKind;
  lang: string;
  text: string;
  note?: string;
}

const dir = resolve(import.meta.dirname, '../../fixtures/prescreen');
const injections = JSON.parse(readFileSync(resolve(dir, 'injections.json'), 'utf8')) as Entry[];
const benign = JSON.parse(readFileSync(resolve(dir, 'benign.json'), 'utf8')) as Entry[];

function blocks(entry: Entry): boolean {
  return (
    prescreen([{ kind: entry.kind, name: 'corpus', text: entry.text }], 'standard').blockers
      .length > 0
  );
}

function describeEntry(e: Entry): string {
  return `[${e.kind}/${e.lang}${e.note ? `/${e.note}` : ''}] ${JSON.stringify(e.text)}`;
}

describe('pre-screen corpus', () => {
  it('has at least 150 injection phrasings and 150 benign texts, in at least seven languages', () => {
    expect(injections.length).toBeGreaterThanOrEqual(150);
    expect(benign.length).toBeGreaterThanOrEqual(150);
    const languages = new Set(injections.map((e) => e.lang).filter((l) => l !== 'sentinel'));
    expect(languages.size).toBeGreaterThanOrEqual(7);
  });

  it('detects ≥ 95 % of injections with ≤ 2 % false positives (rates printed)', () => {
    const missed = injections.filter((e) => !blocks(e));
    const flagged = benign.filter(blocks);
    const detection = 1 - missed.length / injections.length;
    const falsePositive = flagged.length / benign.length;
    const byLanguage = new Map<string, [number, number]>();
    for (const e of injections) {
      const [hit, total] = byLanguage.get(e.lang) ?? [0, 0];
      byLanguage.set(e.lang, [hit + (missed.includes(e) ? 0 : 1), total + 1]);
    }
    console.log(
      [
        `pre-screen corpus: detection ${(detection * 100).toFixed(1)}% (${injections.length - missed.length}/${injections.length}), ` +
          `false positives ${(falsePositive * 100).toFixed(1)}% (${flagged.length}/${benign.length})`,
        `  by language: ${[...byLanguage].map(([l, [h, t]]) => `${l} ${h}/${t}`).join(', ')}`,
        ...missed.map((e) => `  missed: ${describeEntry(e)}`),
        ...flagged.map((e) => `  false positive: ${describeEntry(e)}`),
      ].join('\n'),
    );
    expect(detection).toBeGreaterThanOrEqual(0.95);
    expect(falsePositive).toBeLessThanOrEqual(0.02);
  });
});

describe("the pre-screen's batch check", () => {
  it('a source gets the same hits alone as among many of its kind, short texts and long', () => {
    // Short: 250 benign one-liners, read pattern by pattern over the joined batch. Long: 40 texts
    // of ~2.6 KB, a batch of over 64 KB read in one pass of the alternation.
    const short = (kind: SourceKind) =>
      Array.from({ length: 250 }, (_, i) => ({ kind, name: `s${i}`, text: `src/module-${i}.ts` }));
    const code = (i: number): string =>
      Array.from({ length: 120 }, (_, j) => `const v${i}_${j} = read(${j});`).join('\n');
    const long = (kind: SourceKind) =>
      Array.from({ length: 40 }, (_, i) => ({ kind, name: `l${i}`, text: code(i) }));
    for (const entry of [...injections, ...benign]) {
      const source = { kind: entry.kind, name: 'corpus', text: entry.text };
      const alone = prescreen([source], 'standard');
      for (const crowd of [short(entry.kind), long(entry.kind)]) {
        const half = crowd.length / 2;
        const among = prescreen(
          [...crowd.slice(0, half), source, ...crowd.slice(half)],
          'standard',
        );
        expect(among.hits, describeEntry(entry)).toEqual(alone.hits);
        expect(among.blockers, describeEntry(entry)).toEqual(alone.blockers);
      }
    }
  });

  it('batched and source-by-source reading give the same hits on the whole corpus', () => {
    const sources = [...injections, ...benign].flatMap((e, i) => [
      { kind: e.kind, name: `entry ${i}`, text: e.text },
      { kind: 'file-name' as const, name: `n${i}`, text: e.text.replace(/\s+/g, '-') },
    ]);
    expect(screenSources(sources)).toEqual(screenSources(sources, false));
  });
});
