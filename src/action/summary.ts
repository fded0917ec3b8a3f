// The job summary of a run that posts no report of its own (#25): a merge group settled from its
// pull requests, a command, an ignored or refused event, a retargeted base. Every run leaves one,
// so the run page always says what done-gate decided and why.
import { inertLine } from '../trust/markdown.js';
import type { ActionsCore } from '../publish/port.js';
import { publicText } from '../publish/port.js';
import type { ActionRun } from './context.js';

/** `## done-gate: <headline>` and one bullet per reason. A failed write is a warning, never a block. */
export async function writeRunSummary(
  run: Pick<ActionRun, 'secrets'>,
  core: ActionsCore,
  headline: string,
  reasons: readonly string[],
): Promise<void> {
  const lines = [
    `## done-gate: ${inertLine(publicText(run, headline), 300)}`,
    '',
    ...reasons.map((r) => `- ${inertLine(publicText(run, r), 1000)}`),
    '',
  ];
  try {
    await core.summary.addRaw(lines.join('\n')).write();
  } catch (error) {
    core.warning(`could not write the job summary: ${(error as Error).message}`);
  }
}
