import fc from 'fast-check';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../../eval/harness.js';
import { EMULATED_TITLE, renderChart, renderMarkdown, renderTerminal } from '../../eval/render.js';
import type { EvalReport } from '../../eval/render.js';
import { clusteredBootstrap, figures, mcnemarExact, percentile, wilson } from '../../eval/stats.js';
import { CLEAN, call, label, record, result } from './fixtures.js';
import { propertyRuns } from '../knobs.js';

const caught = record({
  status: 'BLOCKED',
  findings: [{ file: 'src/a.js', line: 10, title: 'bug' }],
});

describe('wilson', () => {
  it('matches hand-computed 95 % intervals', () => {
    // z² = 3.8414588; 0/16: high = z² / (n + z²).
    const none = wilson(0, 16)!;
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.193608, 5);
    const half = wilson(5, 10)!;
    expect(half.low).toBeCloseTo(0.236593, 5);
    expect(half.high).toBeCloseTo(0.763407, 5);
    const all = wilson(16, 16)!;
    expect(all.low).toBeCloseTo(1 - 0.193608, 5);
    expect(all.high).toBe(1);
    expect(wilson(0, 0)).toBeNull();
  });

  it('always contains the observed rate and stays within [0, 1]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.nat(), (n, k0) => {
        const k = k0 % (n + 1);
        const i = wilson(k, n)!;
        expect(i.low).toBeGreaterThanOrEqual(0);
        expect(i.high).toBeLessThanOrEqual(1);
        expect(i.low).toBeLessThanOrEqual(k / n + 1e-12);
        expect(i.high).toBeGreaterThanOrEqual(k / n - 1e-12);
      }),
      { numRuns: propertyRuns() },
    );
  });
});

describe('clusteredBootstrap', () => {
  it('is degenerate when every case has the same rate', () => {
    expect(clusteredBootstrap([{ hits: 2, of: 5 }])).toEqual({ low: 0.4, high: 0.4 });
    expect(clusteredBootstrap(Array.from({ length: 9 }, () => ({ hits: 1, of: 1 })))).toEqual({
      low: 1,
      high: 1,
    });
    expect(clusteredBootstrap([])).toBeNull();
  });

  it('resamples cases, not repeats: two cases of three repeats each span 0 … 1', () => {
    // Resampled rates are 0, ½ or 1 with chances ¼, ½, ¼, so the 2.5 % and 97.5 % points are 0 and 1;
    // Wilson on the six repeats as if independent would claim 18.8 … 81.2 %.
    const i = clusteredBootstrap([
      { hits: 3, of: 3 },
      { hits: 0, of: 3 },
    ]);
    expect(i).toEqual({ low: 0, high: 1 });
  });

  it('is deterministic for a seed', () => {
    const clusters = Array.from({ length: 30 }, (_, i) => ({ hits: i % 3 === 0 ? 1 : 0, of: 1 }));
    expect(clusteredBootstrap(clusters, 500, 7)).toEqual(clusteredBootstrap(clusters, 500, 7));
  });
});

describe('mcnemarExact', () => {
  it('matches hand-computed two-sided binomial p-values', () => {
    expect(mcnemarExact(1, 6)).toBeCloseTo(16 / 128, 12);
    expect(mcnemarExact(0, 5)).toBeCloseTo(2 / 32, 12);
    expect(mcnemarExact(2, 10)).toBeCloseTo((2 * 79) / 4096, 12);
    expect(mcnemarExact(3, 3)).toBe(1);
    expect(mcnemarExact(0, 0)).toBe(1);
  });

  it('is symmetric and a probability, also for large counts', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2000 }), fc.nat({ max: 2000 }), (b, c) => {
        const p = mcnemarExact(b, c);
        expect(p).toBe(mcnemarExact(c, b));
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
      }),
      { numRuns: propertyRuns() },
    );
  });
});

describe('percentile', () => {
  it('is a sample, with at least p% of the samples at or below it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1 }),
        fc.integer({ min: 1, max: 100 }),
        (xs, p) => {
          const v = percentile(xs, p)!;
          expect(xs).toContain(v);
          expect(xs.filter((x) => x <= v).length / xs.length).toBeGreaterThanOrEqual(p / 100);
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});

describe('figures', () => {
  it('pairs configurations case by case: McNemar with the discordant cases', () => {
    const results: CaseResult[] = [];
    // b catches d0…d3 that a misses; a catches d4 that b misses; both catch d5.
    for (let i = 0; i < 6; i++) {
      const aCatches = i >= 4;
      const bCatches = i !== 4;
      results.push(
        result({
          caseId: `d${i}`,
          configuration: 'a',
          records: aCatches ? { 'code-review': caught } : {},
        }),
        result({
          caseId: `d${i}`,
          configuration: 'b',
          records: bCatches ? { 'code-review': caught } : {},
        }),
      );
    }
    const [cmp] = figures(results, ['a', 'b']).comparisons;
    expect(cmp).toMatchObject({ a: 'a', b: 'b', pairs: 6, onlyA: 1, onlyB: 4, discordantCases: 5 });
    expect(cmp!.pValue).toBeCloseTo((2 * 6) / 32, 12);
  });

  it('compares any number of configurations pairwise', () => {
    const results = ['a', 'b', 'c'].map((configuration) => result({ caseId: 'd', configuration }));
    expect(figures(results, ['a', 'b', 'c']).comparisons.map((c) => `${c.a}-${c.b}`)).toEqual([
      'a-b',
      'a-c',
      'b-c',
    ]);
  });

  it('reports the cases whose score changed across repeats', () => {
    const results = [
      result({ caseId: 'd', repeat: 0, records: { 'code-review': caught } }),
      result({ caseId: 'd', repeat: 1 }),
      result({ caseId: 'c', repeat: 0, got: 'pass' }, CLEAN),
      result({ caseId: 'c', repeat: 1, got: 'pass' }, CLEAN),
    ];
    const [i] = figures(results, ['a']).instability;
    expect(i).toEqual({
      configuration: 'a',
      repeatedCases: 2,
      unstable: [{ caseId: 'd', scores: ['caught', 'blocked-other'] }],
    });
  });

  it('credits a lane to the model that answered it, and reports its selection apart', () => {
    const results = [
      // A re-run moved code-review to Google; its catch is Google's.
      result({
        caseId: 'd1',
        records: { 'code-review': { ...caught, model: 'google/gemini-4-neon' } },
        calls: [
          call({ ok: false, fault: 'timeout', model: 'openai/gpt-6.2-sol' }),
          call({ model: 'google/gemini-4-neon' }),
        ],
      }),
      // Not selected: a miss for the lane, and a selection of 1 of 2 for its vendor.
      result({ caseId: 'd2', records: { 'code-review': record({ status: 'SKIPPED' }) } }),
      result({ caseId: 'd3', records: { 'code-review': caught } }),
    ];
    const lanes = figures(results, ['a']).lanes.filter((l) => l.lane === 'code-review');
    const google = lanes.find((l) => l.vendor === 'google')!;
    const openai = lanes.find((l) => l.vendor === 'openai')!;
    expect(google.detection).toMatchObject({ hits: 1, of: 1 });
    expect(openai.detection).toMatchObject({ hits: 1, of: 2 });
    expect(openai.selection).toMatchObject({ hits: 1, of: 2 });
  });

  it('reports framing triples per variant, paired neutral against framed', () => {
    const framed = (group: string, variant: string, isCaught: boolean) =>
      result(
        { caseId: `${group}-${variant}`, records: isCaught ? { 'code-review': caught } : {} },
        label({ framing: { group, variant } }),
      );
    const results = [
      framed('g1', 'neutral', true),
      framed('g1', 'fix', false),
      framed('g1', 'reviewed', true),
      framed('g2', 'neutral', true),
      framed('g2', 'fix', false),
      framed('g2', 'reviewed', false),
    ];
    const [f] = figures(results, ['a']).framing;
    expect(f!.variants.map((v) => [v.variant, v.detection.hits, v.detection.of])).toEqual([
      ['neutral', 2, 2],
      ['fix', 0, 2],
      ['reviewed', 1, 2],
    ]);
    expect(f!.comparisons[0]).toMatchObject({ pairs: 2, onlyA: 2, onlyB: 0, discordantCases: 2 });
    expect(f!.comparisons[1]).toMatchObject({ pairs: 2, onlyA: 1, onlyB: 0 });
  });
});

function report(emulated: boolean, configuration = 'a'): EvalReport {
  const results = [result({ caseId: 'x', configuration, records: { 'code-review': caught } })];
  return {
    emulated,
    meta: {
      commit: 'c0ffee',
      corpusHash: 'abc',
      repeat: 1,
      configurations: [{ name: configuration, inputs: {} }],
    },
    results,
    figures: figures(results, [configuration]),
  };
}

describe('renderers', () => {
  it('escape configuration names in the chart and table cells in markdown', () => {
    const r = report(false, '<b>&"x"|y');
    const svg = renderChart(r.figures.configurations, false);
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;b&gt;&amp;&quot;x&quot;');
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(renderMarkdown(r, null)).toContain('\\|y');
  });

  it('mark an emulated run in the title of every output and show no dollars', () => {
    const r = report(true);
    const md = renderMarkdown(r, 'chart.emulated.svg');
    expect(md.split('\n')[0]).toBe(`# done-gate evaluation — ${EMULATED_TITLE}`);
    expect(renderChart(r.figures.configurations, true)).toContain(EMULATED_TITLE);
    const terminal = renderTerminal(r);
    expect(terminal.split('\n')[0]).toContain(EMULATED_TITLE);
    for (const text of [md, terminal]) expect(text).not.toMatch(/\$\d/);
    const real = renderMarkdown(report(false), null);
    expect(real).not.toContain('EMULATED');
    expect(real).toMatch(/\$0\.0100/);
  });

  it('draw each configuration with its Wilson whiskers', () => {
    // A defect only: detection has an interval, false blocks (no clean case) none.
    expect(
      renderChart(report(false).figures.configurations, false).match(/class="interval"/g),
    ).toHaveLength(1);
    const both = figures(
      [
        result({ caseId: 'd', records: { 'code-review': caught } }),
        result({ caseId: 'c', got: 'pass' }, CLEAN),
      ],
      ['a'],
    );
    const svg = renderChart(both.configurations, false);
    expect(svg.match(/class="interval"/g)).toHaveLength(2);
    expect(XMLValidator.validate(svg)).toBe(true);
  });

  it('print each rate with its Wilson interval and bootstrap', () => {
    expect(renderTerminal(report(false))).toContain('1/1 100.0% [20.7–100.0%] boot [100.0–100.0%]');
  });
});
