// `npm run eval -- --rescore eval.json`: scores a stored run again from its stored results (every
// lane record and reply is in the file), asks no model, and writes the same tables; it says whether
// the figures it computed are the ones the file holds.
import { readFile } from 'node:fs/promises';
import { publish } from './evaluate.js';
import type { EvalReport } from './render.js';
import { figures } from './stats.js';

export class RescoreError extends Error {}

function storedReport(raw: unknown, file: string): EvalReport {
  const report = raw as Partial<EvalReport> | null;
  if (
    typeof report !== 'object' ||
    report === null ||
    typeof report.emulated !== 'boolean' ||
    !Array.isArray(report.results) ||
    typeof report.meta !== 'object' ||
    report.meta === null ||
    !Array.isArray(report.meta.configurations) ||
    report.results.some((r) => typeof r !== 'object' || r === null || !('label' in r))
  ) {
    throw new RescoreError(
      `${file} is not an eval.json this version wrote (results with labels, meta, emulated)`,
    );
  }
  return report as EvalReport;
}

/** The stored run with its figures computed again from its results alone. */
export function rescoreReport(stored: EvalReport): EvalReport {
  return {
    ...stored,
    figures: figures(
      stored.results,
      stored.meta.configurations.map((c) => c.name),
    ),
  };
}

export async function rescore(
  file: string,
  outDir: string | null,
  log: (line: string) => void,
): Promise<EvalReport> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new RescoreError(`cannot read ${file}: ${(error as Error).message}`);
  }
  const stored = storedReport(raw, file);
  const report = rescoreReport(stored);
  log(`Re-scored ${file}: ${report.results.length} stored result(s); no model was asked.`);
  log(
    JSON.stringify(report.figures) === JSON.stringify(stored.figures)
      ? 'The figures match the stored run exactly.'
      : 'The figures differ from the stored run (it was scored by another version of the scoring).',
  );
  // Beside the stored files, never over them: `eval.rescored.json` (`eval.emulated.rescored.json`).
  await publish(report, outDir, log, true);
  return report;
}
