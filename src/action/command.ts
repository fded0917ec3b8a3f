// `/done-gate approve|override` or an approving review: checked, then applied or refused. A
// command changes a status only through approval/apply.ts, on the head a report judged. Either way
// the step's notice and the job summary say what happened and why.
import { resolveOwnLogin, stickyMarker } from '../github/comment.js';
import type { CommandEvent } from '../github/event.js';
import { runUrl } from '../publish/port.js';
import { publicText } from '../publish/port.js';
import type { RunContext } from './context.js';
import { writeRunSummary } from './summary.js';

export async function runCommand(run: RunContext, command: CommandEvent): Promise<void> {
  const { config, octokit, event } = run;
  const core = await run.core.load();
  const { applyCommand } = await import('../approval/apply.js');
  const identity = await resolveOwnLogin(octokit);
  const outcome = await applyCommand(octokit, command, {
    owner: event.owner,
    repo: event.repo,
    statusContext: config.statusContext,
    marker: stickyMarker(config.statusContext),
    ownLogin: identity.login,
    approvers: config.approvers,
    targetUrl: runUrl(run.env),
    specInput: config.spec,
  });
  const what = command.source === 'review' ? 'approving review' : `/done-gate ${command.verb}`;
  const line = outcome.applied
    ? `${what} by @${command.actor} applied — ${outcome.description}`
    : `${what} by @${command.actor} changed nothing — ${outcome.why}`;
  if (outcome.applied) core.setOutput('verdict', 'PASS');
  core.notice(publicText(run, `done-gate: ${line}`));
  await writeRunSummary(
    run,
    core,
    outcome.applied ? `${what} applied` : `${what} changed nothing`,
    [line],
  );
}
