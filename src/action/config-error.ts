// A configuration error left where people look (#25): BLOCKED as the step's result, every problem
// with its fix in the job summary and the log, and — when the token and the judged head are known —
// a `failure` status naming the first input, so the required check says what to fix instead of
// waiting for a status that never comes. Nothing here asks a model.
import type { ConfigError, InputProblem } from '../errors.js';
import { createGitHubClient, describeGitHubError } from '../github/client.js';
import { mergeGroupRef, resolvePullRequest } from '../github/event.js';
import type { EventContext, EventRoute } from '../github/event.js';
import type { PullRequestRef } from '../evidence/types.js';
import { CORE_INPUTS } from '../config/inputs-table.js';
import { PROVIDERS } from '../config/providers.js';
import { inertLine } from '../trust/markdown.js';
import { runUrl } from '../publish/port.js';
import type { ActionRun } from './context.js';
import { readInput } from './core.js';

/** `done-gate configuration: models — entry 'anthropic/' has no model name …` */
export function configStatusDescription(problem: InputProblem): string {
  return `done-gate configuration: ${problem.input} — ${howToFix(problem)}`;
}

/** The message without its `Input 'x'` lead: the status already names the input. */
function howToFix(problem: InputProblem): string {
  const lead = `Input '${problem.input}'`;
  const text = problem.message.startsWith(lead)
    ? problem.message.slice(lead.length)
    : problem.message;
  return text.replace(/^[:\s]+/, '').trim();
}

/** The job summary: every problem, its input and its fix. */
export function configErrorSummary(error: ConfigError): string {
  const lines = [
    '## done-gate: configuration error — not reviewed',
    '',
    `The step's inputs have ${error.problems.length === 1 ? 'a problem' : `${error.problems.length} problems`}. Nothing was reviewed and no model was asked; the commit status is \`failure\` until they are fixed.`,
    '',
    '| Input | What to fix |',
    '|---|---|',
    ...error.problems.map(
      (p) =>
        `| \`${inertLine(p.input, 60)}\` | ${inertLine(howToFix(p), 600).replace(/\|/g, '\\|')} |`,
    ),
    '',
    'Fix the workflow file (or its secrets) and re-run the job. Every input is described in docs/inputs.md.',
  ];
  return lines.join('\n');
}

/** Reports a configuration error; never throws (a failed status write is logged). */
export async function reportConfigError(
  run: ActionRun,
  event: EventContext,
  route: EventRoute,
  error: ConfigError,
): Promise<void> {
  const token = readInput(run.env, 'github-token');
  // Nothing parsed the keys yet: mask them and the token before any text leaves.
  const secrets = [token, ...PROVIDERS.map((p) => readInput(run.env, `${p}-api-key`))].filter(
    (s) => s !== '',
  );
  for (const secret of secrets) run.core.mask(secret);
  run.secrets = secrets;
  const core = await run.core.load();
  core.setOutput('verdict', 'BLOCKED');
  for (const problem of error.problems) core.error(`done-gate configuration: ${problem.message}`);
  try {
    await core.summary.addRaw(configErrorSummary(error)).write();
  } catch (summaryError) {
    core.warning(`could not write the job summary: ${(summaryError as Error).message}`);
  }
  const first = error.problems[0];
  if (token !== '' && first !== undefined) {
    const written = await failHead(run, event, route, token, configStatusDescription(first));
    if (written !== null) core.warning(`done-gate: ${written}`);
  }
  core.setFailed(`done-gate: configuration error — ${error.message}`);
}

/** Writes `failure` on the judged head; returns why it could not, or null. */
async function failHead(
  run: ActionRun,
  event: EventContext,
  route: EventRoute,
  token: string,
  description: string,
): Promise<string | null> {
  const octokit = createGitHubClient({
    token,
    baseUrl: run.env.GITHUB_API_URL ?? 'https://api.github.com',
  });
  let pr: PullRequestRef | null;
  try {
    pr = await judgedHead(octokit, event, route);
  } catch (error) {
    return `the configuration error could not be written as a status: the pull request is unknown (${describeGitHubError(error)})`;
  }
  if (pr === null) return null;
  let context = CORE_INPUTS.statusContext.default;
  try {
    context = CORE_INPUTS.statusContext.parse(readInput(run.env, 'status-context'));
  } catch {
    // A bad status-context is one of the reported problems; the default context carries it.
  }
  run.status.target({ octokit, pr, context, targetUrl: runUrl(run.env) });
  try {
    await run.status.final('failure', description);
    return null;
  } catch (error) {
    return `the failure status could not be written (${describeGitHubError(error)})`;
  }
}

/** The head a review of this event would judge: a pull request's or a merge group's. */
async function judgedHead(
  octokit: ReturnType<typeof createGitHubClient>,
  event: EventContext,
  route: EventRoute,
): Promise<PullRequestRef | null> {
  if (route.kind === 'pull-request') return resolvePullRequest(octokit, event);
  if (route.kind === 'merge-group') return mergeGroupRef(event, route.group);
  // A command names a comment, not a head; its configuration error is the step's result.
  return null;
}
