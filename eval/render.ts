// Renderers of an evaluation (pure): a terminal table, markdown, and an SVG chart of detection
// against false blocks per configuration — each with its intervals, and each marked when the run
// was emulated.
import type { CaseResult } from './harness.js';
import { trials } from './stats.js';
import type {
  ConfigurationSummary,
  Figures,
  FramingSummary,
  Interval,
  PairedComparison,
  PooledRate,
  Rate,
} from './stats.js';

/** What a run was: enough to freeze it and to re-score it (no key or token is stored). */
export interface EvalMeta {
  /** The done-gate commit the run measured, when known. */
  commit: string | null;
  /** sha256 of the corpus files the run read. */
  corpusHash: string;
  repeat: number;
  configurations: Array<{ name: string; inputs: Record<string, string> }>;
}

export interface EvalReport {
  /** Loopback emulators answered, not models: every output says so. */
  emulated: boolean;
  meta: EvalMeta;
  results: CaseResult[];
  figures: Figures;
}

const LANE_SHORT: Record<string, string> = {
  gate: 'G',
  'code-review': 'CR',
  adversary: 'ADV',
  security: 'SEC',
  probe: 'PRB',
  deterministic: 'DET',
};

const SCORE_SHORT: Record<string, string> = {
  caught: 'caught',
  'blocked-other': 'other',
  'blocked-by-fault': 'fault',
  missed: 'missed',
  'false-block': 'FALSE',
  passed: 'pass',
};

export const EMULATED_TITLE = 'EMULATED — loopback emulators, no real model';

export function percent(value: number | null): string {
  return value === null ? '—' : `${(value * 100).toFixed(1)}%`;
}

function interval(i: Interval | null): string {
  return i === null ? '' : `${(i.low * 100).toFixed(1)}–${(i.high * 100).toFixed(1)}%`;
}

function rateText(r: Rate): string {
  return r.of === 0 ? '—' : `${r.hits}/${r.of} ${percent(r.rate)} [${interval(r.wilson)}]`;
}

function pooledText(r: PooledRate): string {
  return r.of === 0 ? '—' : `${rateText(r)} boot [${interval(r.bootstrap)}]`;
}

/** Emulated runs show no dollars: nothing was spent, and catalog prices are not what was paid. */
function money(value: number | null, emulated: boolean): string {
  if (emulated) return 'n/a (emulated)';
  return value === null ? 'unknown' : `$${value.toFixed(4)}`;
}

function ms(value: number | null): string {
  return value === null ? '—' : `${value} ms`;
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

function laneCell(scores: Record<string, string>, statuses: Record<string, string>): string {
  return Object.entries(scores)
    .filter(
      ([lane]) =>
        lane === 'deterministic' ||
        (statuses[lane] ?? 'SKIPPED') !== 'SKIPPED' ||
        scores[lane] === 'missed',
    )
    .map(([lane, score]) => `${LANE_SHORT[lane] ?? lane}:${SCORE_SHORT[score] ?? score}`)
    .join(' ');
}

function caseRows(report: EvalReport): string[][] {
  const scored = trials(report.results);
  return scored.map((t) => {
    const r = t.result;
    return [
      t.case === 'caught' || t.case === 'passed' ? ' ' : t.case === 'error' ? '!' : '✗',
      r.caseId,
      r.configuration,
      String(r.repeat + 1),
      r.expected,
      r.got,
      t.case,
      r.got === 'error' ? (r.error ?? '') : laneCell(t.lanes, r.lanes),
      String(r.inputTokens + r.outputTokens),
      money(r.costUsd, report.emulated),
      ms(r.ms),
    ];
  });
}

const CASE_HEADER = [
  '',
  'case',
  'configuration',
  'run',
  'expected',
  'got',
  'score',
  'lanes',
  'tokens',
  'cost',
  'latency',
];
const CONFIG_HEADER = [
  'configuration',
  'cases',
  'errors',
  'detection [Wilson 95%] boot [95%]',
  'blocked, other reason',
  'false blocks [Wilson 95%] boot [95%]',
  'faults',
  'tokens',
  'cost',
  'p50',
  'p95',
];
const LANE_HEADER = [
  'configuration',
  'lane',
  'vendor',
  'detection [Wilson 95%] boot [95%]',
  'selected',
  'false blocks [Wilson 95%]',
  'faults',
  'cost',
  'p50',
  'p95',
];
const FRAMING_HEADER = ['configuration', 'neutral', 'fix', 'reviewed'];

function configRows(report: EvalReport): string[][] {
  return report.figures.configurations.map((c) => [
    c.configuration,
    String(c.cases),
    String(c.errors),
    pooledText(c.detection),
    rateText(c.blockedOther),
    pooledText(c.falseBlocks),
    rateText(c.faults),
    String(c.inputTokens + c.outputTokens),
    money(c.costUsd, report.emulated),
    ms(c.p50Ms),
    ms(c.p95Ms),
  ]);
}

function laneRows(report: EvalReport): string[][] {
  return report.figures.lanes.map((l) => [
    l.configuration,
    l.lane,
    l.vendor,
    pooledText(l.detection),
    rateText(l.selection),
    rateText(l.falseBlocks),
    rateText(l.faults),
    money(l.costUsd, report.emulated),
    ms(l.p50Ms),
    ms(l.p95Ms),
  ]);
}

function framingRows(framing: FramingSummary[]): string[][] {
  return framing.map((f) => [f.configuration, ...f.variants.map((v) => rateText(v.detection))]);
}

function comparisonLine(c: PairedComparison): string {
  return (
    `${c.b} vs ${c.a}: ${c.pairs} paired case-run(s); right only under ${c.a}: ${c.onlyA}, ` +
    `only under ${c.b}: ${c.onlyB} (${c.discordantCases} discordant case(s)); ` +
    `McNemar exact p = ${c.pValue.toFixed(4)}`
  );
}

function instabilityLines(report: EvalReport): string[] {
  return report.figures.instability.map((i) =>
    i.repeatedCases === 0
      ? `${i.configuration}: one run per case — instability across repeats not measured`
      : `${i.configuration}: ${i.unstable.length} of ${i.repeatedCases} repeated case(s) changed score` +
        (i.unstable.length === 0
          ? ''
          : ` — ${i.unstable.map((u) => `${u.caseId} (${u.scores.join(', ')})`).join('; ')}`),
  );
}

function textParts(
  report: EvalReport,
  tableOf: (h: string[], r: string[][]) => string,
): Array<[string, string]> {
  const { figures: f } = report;
  const parts: Array<[string, string]> = [
    ['Configurations', tableOf(CONFIG_HEADER, configRows(report))],
    ['Lanes and vendors', tableOf(LANE_HEADER, laneRows(report))],
    ['Instability across repeats', instabilityLines(report).join('\n')],
  ];
  if (f.comparisons.length > 0)
    parts.push(['Paired comparisons', f.comparisons.map(comparisonLine).join('\n')]);
  if (f.framing.length > 0)
    parts.push([
      'Framing triples (detection per PR-body variant)',
      [
        tableOf(FRAMING_HEADER, framingRows(f.framing)),
        ...f.framing.flatMap((x) => x.comparisons.map(comparisonLine)),
      ].join('\n'),
    ]);
  return parts;
}

const NOTE =
  'detection counts a defect only when a lane blocked on the labelled place (±3 lines, the ' +
  'labelled criterion, or a gate issue there); faults are their own rate; a SKIPPED catcher lane ' +
  'is a miss. Intervals: Wilson 95 % on the trials; boot: case-clustered bootstrap 95 %.';

export function renderTerminal(report: EvalReport): string {
  const parts = [
    ...(report.emulated ? [`done-gate evaluation — ${EMULATED_TITLE}`, ''] : []),
    table(CASE_HEADER, caseRows(report)),
  ];
  for (const [title, body] of textParts(report, table)) parts.push('', `${title}:`, body);
  parts.push('', NOTE);
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
  const { meta } = report;
  const parts = [
    report.emulated ? `# done-gate evaluation — ${EMULATED_TITLE}` : '# done-gate evaluation',
    '',
    `Commit ${meta.commit ?? 'unknown'} · corpus sha256 ${meta.corpusHash} · ${meta.repeat} repeat(s) · ` +
      `models: ${meta.configurations.map((c) => `${c.name} = ${c.inputs.models ?? 'default'}`).join('; ')}`,
    '',
    NOTE,
  ];
  if (chartFile !== null) parts.push('', `![detection vs false blocks](${chartFile})`);
  for (const [title, body] of textParts(report, mdTable)) {
    const isTable = body.startsWith('|');
    parts.push(
      '',
      `## ${title}`,
      '',
      isTable
        ? body
        : body
            .split('\n')
            .map((l) => `    ${l}`)
            .join('\n'),
    );
  }
  parts.push(
    '',
    '## Cases',
    '',
    mdTable(
      CASE_HEADER.map((h) => (h === '' ? 'ok' : h)),
      caseRows(report),
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

/** Detection (y) against false blocks (x), one labelled point per configuration, with intervals. */
export function renderChart(configurations: ConfigurationSummary[], emulated: boolean): string {
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
    // Whiskers: the Wilson 95 % interval of each rate.
    const dw = c.detection.wilson;
    const fw = c.falseBlocks.wilson;
    const whiskers = [
      dw === null
        ? ''
        : `<line class="interval" x1="${x(fx).toFixed(1)}" y1="${y(dw.low).toFixed(1)}" x2="${x(fx).toFixed(1)}" y2="${y(dw.high).toFixed(1)}" stroke="${colour}" stroke-width="2"/>`,
      fw === null
        ? ''
        : `<line class="interval" x1="${x(fw.low).toFixed(1)}" y1="${y(dy).toFixed(1)}" x2="${x(fw.high).toFixed(1)}" y2="${y(dy).toFixed(1)}" stroke="${colour}" stroke-width="2"/>`,
    ];
    return [
      ...whiskers,
      `<circle class="configuration" cx="${x(fx).toFixed(1)}" cy="${y(dy).toFixed(1)}" r="7" fill="${colour}"/>`,
      `<text x="${(x(fx) + 11).toFixed(1)}" y="${(y(dy) + 4).toFixed(1)}" font-size="12" fill="${colour}">${xml(c.configuration)} (${percent(c.detection.rate)} / ${percent(c.falseBlocks.rate)})</text>`,
    ].join('');
  });
  return (
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
      `<rect width="${width}" height="${height}" fill="#fff"/>`,
      `<text x="${width / 2}" y="22" font-size="${emulated ? 12 : 15}" text-anchor="middle">${emulated ? `done-gate (${EMULATED_TITLE})` : 'done-gate'}: detection vs false blocks</text>`,
      ...grid,
      `<rect x="${left}" y="${top}" width="${plotW}" height="${plotH}" fill="none" stroke="#333"/>`,
      `<text x="${left + plotW / 2}" y="${height - 22}" font-size="12" text-anchor="middle">false blocks (clean PRs blocked) — lower is better</text>`,
      `<text x="18" y="${top + plotH / 2}" font-size="12" text-anchor="middle" transform="rotate(-90 18 ${top + plotH / 2})">detection (defects blocked) — higher is better</text>`,
      ...points,
      '</svg>',
    ].join('\n') + '\n'
  );
}
