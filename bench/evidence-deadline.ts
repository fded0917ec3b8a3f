// The evidence deadline: the built action (dist/index.js) against the loopback emulators, reading a
// generated 1 GiB plain log from the workspace with `time-budget-seconds: 20`. Reading the whole
// log takes longer than that; the run must end BLOCKED within the budget plus 5 s, naming the log
// as not read within the time budget. Run on its own with `npx tsx bench/evidence-deadline.ts`.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAction } from '../__tests__/e2e/harness.js';
import { reviewers } from '../__tests__/e2e/reviewers.js';
import { CLEAN_FILES, CRITERIA, SPEC_BODY } from '../__tests__/e2e/fixtures.js';
import { judged, megabytes, renderTable, seconds } from './table.js';
import type { Row } from './table.js';
import { addBenchPull, benchInputs, OWNER, REPO, startBenchWorld } from './world.js';

const LOG_BYTES = 1024 ** 3;
const BUDGET_SECONDS = 20;
const SLACK_MS = 5000;
const REASON = 'test evidence not read within the time budget: test.log';

/** A runner-like log of passing lines, written in 1 MiB pieces. */
async function writeLog(path: string, bytes: number): Promise<void> {
  const line = '    ✓ checkout step passes (3 ms)\n';
  const piece = line.repeat(Math.floor((1 << 20) / Buffer.byteLength(line)));
  const pieceBytes = Buffer.byteLength(piece);
  const out = createWriteStream(path);
  for (let written = 0; written < bytes; written += pieceBytes) {
    if (!out.write(piece)) await new Promise<void>((done) => out.once('drain', () => done()));
  }
  await new Promise<void>((done, fail) =>
    out.end((error?: Error | null) => (error ? fail(error) : done())),
  );
}

/** One run of the action on a 1 GiB log against a 20 s budget: its rows for the bench table. */
export async function measureEvidenceDeadline(): Promise<Row[]> {
  const world = await startBenchWorld();
  const workspace = await mkdtemp(join(tmpdir(), 'done-gate-bench-deadline-'));
  try {
    await writeLog(join(workspace, 'test.log'), LOG_BYTES);
    world.script(reviewers({ criteria: CRITERIA }));
    addBenchPull(world, {
      number: 1,
      headSha: 'd'.repeat(40),
      title: 'Add greet()',
      body: SPEC_BODY,
      files: CLEAN_FILES,
    });
    const run = await runAction({
      compileCache: false,
      eventName: 'pull_request',
      event: world.gh.payloads.pullRequest(OWNER, REPO, 1),
      inputs: {
        ...benchInputs(world),
        'time-budget-seconds': String(BUDGET_SECONDS),
        'test-output-path': 'test.log',
      },
      env: { GITHUB_API_URL: world.gh.baseUrl, GITHUB_REPOSITORY: `${OWNER}/${REPO}` },
      workspace,
      timeoutMs: 180_000,
    });
    await rm(run.workDir, { recursive: true, force: true });
    const verdict = run.outputs.verdict ?? '(none)';
    const named = `${run.stdout}\n${run.summary}`.includes(REASON);
    const target = BUDGET_SECONDS * 1000 + SLACK_MS;
    return [
      {
        figure: `${megabytes(LOG_BYTES)} log, time-budget-seconds ${BUDGET_SECONDS}: run wall time`,
        target: `≤ ${seconds(target)} (budget + 5 s)`,
        measured: seconds(run.durationMs),
        result: judged(run.durationMs <= target),
      },
      {
        figure: `${megabytes(LOG_BYTES)} log past the budget: verdict and reason`,
        target: `BLOCKED, "${REASON}"`,
        measured: `${verdict}${named ? ', reason named' : ', reason NOT named'}`,
        result: judged(verdict === 'BLOCKED' && named),
      },
    ];
  } finally {
    await rm(workspace, { recursive: true, force: true });
    await world.close();
  }
}

/** Prints the rows as the bench's table. */
export async function printEvidenceDeadline(): Promise<void> {
  process.stdout.write(`${renderTable(await measureEvidenceDeadline())}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printEvidenceDeadline();
