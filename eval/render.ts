// Renderers of an evaluation (pure): a terminal table, markdown, and an SVG chart of detection
// against false blocks per configuration.
import type { CaseResult } from './harness.js';
import type { Comparison, ConfigurationSummary, LaneSummary, Rate } from './stats.js';

export interface EvalReport {
  results: CaseResult[];
  configurations: ConfigurationSummary[];
  lanes: LaneSummary[];
  comparison: Comparison | null;
}

const LANE_SHORT: Record<string, string> = {
  gate: 'G',
  'code-review': 'CR',
  adversary: 'ADV',
  security: 'SEC',
  probe: 'PRB',
};

export function percent(value: number | null): string {
  return value === null ? '—' : `${(value * 100).toFixed(1)}%`;
}

function rateText(r: Rate): string {
  return r.of === 0 ? '—' : `${r.hits}/${r.of} (${percent(r.rate)})`;
}

function money(value: number | null): string {
  return value === null ? 'unknown' : `$${value.toFixed(4)}`;
}

function ms(value: number | null): string {
  return value === null ? '—' : `${value} ms`;
}

function signed(value: number | null): string {
  if (value === null) return '—';
  const pts = value * 100;
  return `${pts >= 0 ? '+' : ''}${pts.toFixed(1)} pts`;
}

function laneCell(lanes: Record<string, string>): string {
  return Object.entries(lanes)
    .filter(([, status]) => status !== 'SKIPPED')
    .map(([lane, status]) => `${LANE_SHORT[lane] ?? lane}:${status === 'BLOCKED' ? '✗' : '✓'}`)
    .join(' ');
}

/** Plain rows as a fixed-width table. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function caseRows(results: CaseResult[]): string[][] {
  return results.map((r) => [
    r.got === r.expected ? ' ' : r.got === 'error' ? '!' : '✗',
    r.caseId,
    r.configuration,
    String(r.repeat + 1),
    r.expected,
    r.got,
    r.got === 'error' ? (r.error ?? '') : laneCell(r.lanes),
    String(r.inputTokens + r.outputTokens),
    money(r.costUsd),
    ms(r.ms),
  ]);
}

const CASE_HEADER = [
  '',
  'case',
  'configuration',
  'run',
  'expected',
  'got',
  'lanes',
  'tokens',
  'cost',
  'latency',
];
const CONFIG_HEADER = [
  'configuration',
  'cases',
  'errors',
  'detection',
  'false blocks',
  'tokens',
  'cost',
  'p50',
  'p95',
];
const LANE_HEADER = [
  'configuration',
  'lane',
  'vendor',
  'detection',
  'false blocks',
  'cost',
  'p50',
  'p95',
];

function configRows(configurations: ConfigurationSummary[]): string[][] {
  return configurations.map((c) => [
    c.configuration,
    String(c.cases),
    String(c.errors),
    rateText(c.detection),
    rateText(c.falseBlocks),
    String(c.inputTokens + c.outputTokens),
    money(c.costUsd),
    ms(c.p50Ms),
    ms(c.p95Ms),
  ]);
}

function laneRows(lanes: LaneSummary[]): string[][] {
  return lanes.map((l) => [
    l.configuration,
    l.lane,
    l.vendor,
    rateText(l.detection),
    rateText(l.falseBlocks),
    money(l.costUsd),
    ms(l.p50Ms),
    ms(l.p95Ms),
  ]);
}

function comparisonLines(c: Comparison): string[] {
  return [
    `${c.b} vs ${c.a} over ${c.repeats} repeat(s):`,
    `  detection    ${signed(c.detection.meanDelta)} (range ${signed(c.detection.minDelta)} … ${signed(c.detection.maxDelta)})`,
    `  false blocks ${signed(c.falseBlocks.meanDelta)} (range ${signed(c.falseBlocks.minDelta)} … ${signed(c.falseBlocks.maxDelta)})`,
  ];
}

export function renderTerminal(report: EvalReport): string {
  const parts = [
    table(CASE_HEADER, caseRows(report.results)),
    '',
    table(CONFIG_HEADER, configRows(report.configurations)),
    '',
    table(LANE_HEADER, laneRows(report.lanes)),
  ];
  if (report.comparison !== null) parts.push('', ...comparisonLines(report.comparison));
  return parts.join('\n') + '\n';
}

function mdCell(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[\r\n]+/g, ' ');
}

function mdTable(header: string[], rows: string[][]): string {
  return [
    `| ${header.map(mdCell).join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(mdCell).join(' | ')} |`),
  ].join('\n');
}

export function renderMarkdown(report: EvalReport, chartFile: string | null): string {
  const parts = [
    '# done-gate evaluation',
    '',
    '## Configurations',
    '',
    mdTable(CONFIG_HEADER, configRows(report.configurations)),
  ];
  if (chartFile !== null) parts.push('', `![detection vs false blocks](${chartFile})`);
  if (report.comparison !== null)
    parts.push(
      '',
      '## Comparison',
      '',
      ...comparisonLines(report.comparison).map((l) => `    ${l}`),
    );
  parts.push('', '## Lanes and vendors', '', mdTable(LANE_HEADER, laneRows(report.lanes)));
  parts.push(
    '',
    '## Cases',
    '',
    mdTable(
      CASE_HEADER.map((h) => (h === '' ? 'ok' : h)),
      caseRows(report.results),
    ),
  );
  return parts.join('\n') + '\n';
}

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Detection (y) against false blocks (x), one labelled point per configuration. */
export function renderChart(configurations: ConfigurationSummary[]): string {
  const width = 640;
  const height = 420;
  const left = 70;
  const top = 40;
  const plotW = width - left - 40;
  const plotH = height - top - 70;
  const x = (v: number): number => left + v * plotW;
  const y = (v: number): number => top + (1 - v) * plotH;
  const palette = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b'];
  const grid: string[] = [];
  for (let i = 0; i <= 10; i += 2) {
    const v = i / 10;
    grid.push(
      `<line x1="${x(v)}" y1="${top}" x2="${x(v)}" y2="${top + plotH}" stroke="#ddd"/>`,
      `<line x1="${left}" y1="${y(v)}" x2="${left + plotW}" y2="${y(v)}" stroke="#ddd"/>`,
      `<text x="${x(v)}" y="${top + plotH + 18}" font-size="11" text-anchor="middle">${i * 10}%</text>`,
      `<text x="${left - 8}" y="${y(v) + 4}" font-size="11" text-anchor="end">${i * 10}%</text>`,
    );
  }
  const points = configurations.map((c, i) => {
    const fx = c.falseBlocks.rate ?? 0;
    const dy = c.detection.rate ?? 0;
    const colour = palette[i % palette.length] ?? '#000';
    return [
      `<circle class="configuration" cx="${x(fx).toFixed(1)}" cy="${y(dy).toFixed(1)}" r="7" fill="${colour}"/>`,
      `<text x="${(x(fx) + 11).toFixed(1)}" y="${(y(dy) + 4).toFixed(1)}" font-size="12" fill="${colour}">${xml(c.configuration)} (${percent(c.detection.rate)} / ${percent(c.falseBlocks.rate)})</text>`,
    ].join('');
  });
  return (
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
      `<rect width="${width}" height="${height}" fill="#fff"/>`,
      `<text x="${width / 2}" y="22" font-size="15" text-anchor="middle">done-gate: detection vs false blocks</text>`,
      ...grid,
      `<rect x="${left}" y="${top}" width="${plotW}" height="${plotH}" fill="none" stroke="#333"/>`,
      `<text x="${left + plotW / 2}" y="${height - 22}" font-size="12" text-anchor="middle">false blocks (clean PRs blocked) — lower is better</text>`,
      `<text x="18" y="${top + plotH / 2}" font-size="12" text-anchor="middle" transform="rotate(-90 18 ${top + plotH / 2})">detection (defects blocked) — higher is better</text>`,
      ...points,
      '</svg>',
    ].join('\n') + '\n'
  );
}
