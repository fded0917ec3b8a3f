import fc from 'fast-check';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../../eval/harness.js';
import { renderChart, renderMarkdown } from '../../eval/render.js';
import {
  compareConfigurations,
  percentile,
  summariseConfiguration,
  summariseLanes,
} from '../../eval/stats.js';

function result(
  partial: Partial<CaseResult> & Pick<CaseResult, 'caseId' | 'expected' | 'got'>,
): CaseResult {
  return {
    category: 'logic',
    configuration: 'a',
    repeat: 0,
    error: null,
    lanes: {},
    deterministicBlockers: [],
    blockers: [],
    inputTokens: 10,
    outputTokens: 5,
    costUsd: 0.01,
    ms: 100,
    calls: [],
    ...partial,
  };
}

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
    );
  });

  it('is null with no samples', () => {
    expect(percentile([], 50)).toBeNull();
  });
});

describe('summariseConfiguration', () => {
  it('counts detection on block cases and false blocks on clean ones, errors apart', () => {
    const results = [
      result({ caseId: 'x1', expected: 'block', got: 'block' }),
      result({ caseId: 'x2', expected: 'block', got: 'pass' }),
      result({ caseId: 'c1', expected: 'pass', got: 'block' }),
      result({ caseId: 'c2', expected: 'pass', got: 'pass' }),
      result({ caseId: 'c3', expected: 'pass', got: 'error', error: 'network' }),
      result({ caseId: 'other', expected: 'block', got: 'block', configuration: 'b' }),
    ];
    const s = summariseConfiguration('a', results);
    expect(s.cases).toBe(5);
    expect(s.errors).toBe(1);
    expect(s.detection).toEqual({ hits: 1, of: 2, rate: 0.5 });
    expect(s.falseBlocks).toEqual({ hits: 1, of: 2, rate: 0.5 });
    expect(s.costUsd).toBeCloseTo(0.05);
  });

  it('says the cost is unknown when one price is', () => {
    const s = summariseConfiguration('a', [
      result({ caseId: 'x', expected: 'block', got: 'block', costUsd: null }),
      result({ caseId: 'y', expected: 'block', got: 'block' }),
    ]);
    expect(s.costUsd).toBeNull();
  });
});

describe('summariseLanes', () => {
  it('credits a lane only for the cases it is expected to catch, per vendor', () => {
    const call = (lane: string, model: string) => ({
      lane,
      model,
      ms: 10,
      ok: true,
      fault: null,
      inputTokens: 1,
      outputTokens: 1,
      costUsd: 0,
    });
    const results = [
      result({
        caseId: 'x',
        expected: 'block',
        got: 'block',
        lanes: { 'code-review': 'BLOCKED', security: 'GREEN' },
        calls: [call('code-review', 'openai/m'), call('security', 'google/g')],
      }),
      result({
        caseId: 'c',
        expected: 'pass',
        got: 'block',
        lanes: { 'code-review': 'GREEN', security: 'BLOCKED' },
        deterministicBlockers: ['gate configuration changed: x'],
        calls: [call('code-review', 'openai/m'), call('security', 'google/g')],
      }),
    ];
    const lanes = summariseLanes(results, new Map([['x', ['code-review']]]));
    const cr = lanes.find((l) => l.lane === 'code-review')!;
    expect(cr.vendor).toBe('openai');
    expect(cr.detection).toEqual({ hits: 1, of: 1, rate: 1 });
    expect(cr.falseBlocks).toEqual({ hits: 0, of: 1, rate: 0 });
    const sec = lanes.find((l) => l.lane === 'security')!;
    expect(sec.detection.of).toBe(0);
    expect(sec.falseBlocks).toEqual({ hits: 1, of: 1, rate: 1 });
    const det = lanes.find((l) => l.lane === 'deterministic')!;
    expect(det.falseBlocks).toEqual({ hits: 1, of: 1, rate: 1 });
  });
});

describe('compareConfigurations', () => {
  it('reports b − a per repeat with its range', () => {
    const results: CaseResult[] = [];
    // Repeat 0: a catches 1/2, b 2/2. Repeat 1: a 0/2, b 2/2.
    const got = [
      ['a', 0, ['block', 'pass']],
      ['b', 0, ['block', 'block']],
      ['a', 1, ['pass', 'pass']],
      ['b', 1, ['block', 'block']],
    ] as const;
    for (const [configuration, repeat, outcomes] of got) {
      outcomes.forEach((g, i) =>
        results.push(result({ caseId: `x${i}`, configuration, repeat, expected: 'block', got: g })),
      );
      results.push(
        result({ caseId: 'clean', configuration, repeat, expected: 'pass', got: 'pass' }),
      );
    }
    const c = compareConfigurations(results, 'a', 'b');
    expect(c.repeats).toBe(2);
    expect(c.detection.meanDelta).toBeCloseTo(0.75);
    expect(c.detection.minDelta).toBeCloseTo(0.5);
    expect(c.detection.maxDelta).toBeCloseTo(1);
    expect(c.falseBlocks.meanDelta).toBe(0);
  });
});

describe('renderers', () => {
  it('escape configuration names in the chart and table cells in markdown', () => {
    const s = summariseConfiguration('<b>&"x"|y', [
      result({ caseId: 'x', expected: 'block', got: 'block', configuration: '<b>&"x"|y' }),
    ]);
    const svg = renderChart([s]);
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;b&gt;&amp;&quot;x&quot;');
    expect(XMLValidator.validate(svg)).toBe(true);
    const md = renderMarkdown(
      { results: [], configurations: [s], lanes: [], comparison: null },
      null,
    );
    expect(md).toContain('\\|y');
  });
});
