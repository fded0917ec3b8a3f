// The bench's output: one markdown table (figure, target, measured, PASS / MISS / info) that can
// be pasted into docs/performance.md (its bench block), and notes under it.

export type Result = 'PASS' | 'MISS' | 'info';

export interface Row {
  figure: string;
  target: string;
  measured: string;
  result: Result;
}

export function judged(ok: boolean): Result {
  return ok ? 'PASS' : 'MISS';
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
}

export function renderTable(rows: Row[]): string {
  const lines = ['| Figure | Target | Measured | Result |', '|---|---|---|---|'];
  for (const row of rows) {
    const result = row.result === 'MISS' ? '**MISS**' : row.result;
    lines.push(`| ${cell(row.figure)} | ${cell(row.target)} | ${cell(row.measured)} | ${result} |`);
  }
  return lines.join('\n');
}

export function ms(value: number): string {
  return value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

export function seconds(value: number): string {
  return `${(value / 1000).toFixed(2)} s`;
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export function thousands(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}
