export const id = 29;
export const ids = [29];
export const modules = {

/***/ 41029:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  applyCommand: () => (/* binding */ applyCommand)
});

// UNUSED EXPORTS: auditSection, commandTimeReason, laterTime, repositoryRole, staleRecordReason, statusDescriptionFor

// EXTERNAL MODULE: ./.dist-build/js/github/client.js + 3 modules
var client = __webpack_require__(35053);
// EXTERNAL MODULE: ./.dist-build/js/github/comment.js + 1 modules
var comment = __webpack_require__(39936);
// EXTERNAL MODULE: ./.dist-build/js/github/publish.js
var publish = __webpack_require__(79608);
// EXTERNAL MODULE: ./.dist-build/js/github/pull.js + 1 modules
var github_pull = __webpack_require__(63389);
// EXTERNAL MODULE: ./.dist-build/js/trust/markdown.js
var markdown = __webpack_require__(42677);
;// CONCATENATED MODULE: ./.dist-build/js/approval/decision-report.js
// The report once a person has decided (#25 item 2): the human decision leads. The headline says
// who accepted what, for which head and base, and links their comment; the review's own blockers
// stay listed, now under "Accepted by @who"; the full audit lines close the report. Pure: it
// rewrites a report our renderer wrote, at the fixed places that renderer puts things.

/** A link we may write: GitHub's own web URL of the comment or review, nothing else. */
function safeUrl(url) {
    return typeof url === 'string' && /^https?:\/\/[^\s"'<>()\\]{1,800}$/.test(url) ? url : null;
}
function decision_report_short(sha) {
    return sha.slice(0, 7);
}
/** `@login` in a code span: named, never pinged. Logins are GitHub's, checked for shape anyway. */
function who(login) {
    return /^[A-Za-z0-9-]{1,39}$/.test(login) ? `\`@${login}\`` : `\`@${(0,markdown/* inertLabel */.ZV)(login, 39)}\``;
}
/** The decision's headline. */
function decisionHeadline(decision, baseRef) {
    const what = decision.verb === 'approve' ? 'Accepted' : 'Overridden';
    const how = decision.verb === 'approve'
        ? 'the human-attention items were approved'
        : 'BLOCKED was turned into success';
    return (`## ✅ ${what} by ${who(decision.by)} — ${how} for head \`${decision_report_short(decision.sha)}\` against ` +
        `\`${(0,markdown/* inertLabel */.ZV)(baseRef, 100)}\` at \`${decision_report_short(decision.baseSha)}\``);
}
/** The line under the headline: their comment (linked), when, and why. */
function decisionLine(decision, url) {
    const source = decision.source === 'review' ? 'review' : 'comment';
    const link = safeUrl(url);
    const what = link === null ? `Their ${source}` : `[Their ${source}](${link})`;
    const why = decision.reason.trim().length > 0 ? `, reason: ${(0,markdown/* inertLabel */.ZV)(decision.reason, 300)}` : '';
    return (`${what} at ${decision.at}${why}. The review's blockers are listed below as accepted; ` +
        'a new push starts a fresh review.');
}
const WHAT_TO_DO = '### What to do';
/**
 * `report` with the decision leading: after the `GAUNTLET…` lines, the decision's headline takes
 * the place of the review's (kept, as the first line under the accepted blockers), and the line
 * naming their comment follows the judged head line (which stays where `commentHead` reads it);
 * "What to do" becomes "Accepted by @who". A report without our headline (written by an older
 * version) gets the headline right after its `GAUNTLET…` lines.
 */
function withDecisionLeading(report, decision, baseRef, url) {
    const lines = report.split('\n');
    let at = 0;
    while (at < lines.length && (/^GAUNTLET[A-Z_]*:/.test(lines[at] ?? '') || lines[at] === '')) {
        at += 1;
    }
    const original = lines[at]?.startsWith('## ') === true ? (lines[at] ?? '').slice(3) : null;
    if (original === null)
        lines.splice(at, 0, decisionHeadline(decision, baseRef), '');
    else
        lines[at] = decisionHeadline(decision, baseRef);
    // The judged head line stays where commentHead reads it: right below the headline.
    const head = lines[at + 2]?.startsWith('Judged head ') === true ? at + 2 : at;
    lines.splice(head + 1, 0, '', decisionLine(decision, url));
    const todo = lines.indexOf(WHAT_TO_DO);
    if (todo >= 0) {
        const said = original === null ? [] : ['', `The review said: ${original}.`];
        lines.splice(todo, 1, `### Accepted by ${who(decision.by)}`, ...said);
    }
    return lines.join('\n');
}

// EXTERNAL MODULE: ./.dist-build/js/approval/record.js
var approval_record = __webpack_require__(47090);
;// CONCATENATED MODULE: ./.dist-build/js/approval/apply.js







function refuse(why) {
    return { applied: false, why };
}
/** The actor's role on the repository (`role_name`, lower case), or null when they have none. */
async function repositoryRole(octokit, owner, repo, username) {
    try {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
            owner,
            repo,
            username,
        });
        const role = data.role_name;
        return typeof role === 'string' && role.length > 0 ? role.toLowerCase() : null;
    }
    catch (error) {
        // 404: not a collaborator (or no such user). Anything else is a fault: fail closed upstream.
        if ((0,client/* httpStatusOf */.s_)(error) === 404)
            return null;
        throw error;
    }
}
/** The statuses of `context` on `sha`, newest first (as GitHub lists them). */
async function contextStatuses(octokit, owner, repo, sha, context, ownLogin) {
    const { data } = await octokit.rest.repos.listCommitStatusesForRef({
        owner,
        repo,
        ref: sha,
        per_page: 100,
    });
    return data
        .filter((s) => s.context === context)
        .map((s) => ({
        state: s.state,
        createdAt: s.created_at,
        own: (0,comment/* isOwnComment */._M)(s.creator ?? null, ownLogin),
    }));
}
/**
 * Why the report's record is not the last run's verdict, or null. Every run writes `pending`
 * first and its comment before its verdict: the comment must have been written after the latest
 * run started, and that run must have ended in our own `failure`. (A run whose comment write
 * failed leaves an older record behind; that record is not the last verdict.)
 */
function staleRecordReason(statuses, commentUpdatedAt, context) {
    const latest = statuses[0];
    if (latest === undefined || latest.state !== 'failure' || !latest.own) {
        return `the ${context} status on this head is not done-gate's own failure`;
    }
    const started = statuses.find((s) => s.state === 'pending' && s.own);
    const commentAt = Date.parse(commentUpdatedAt);
    if (started === undefined || !(commentAt >= Date.parse(started.createdAt))) {
        return 'the report was not written by the last review of this head';
    }
    return null;
}
function shortSha(sha) {
    return sha.slice(0, 7);
}
/** A refusal thrown from deep inside the checks; applyCommand turns it into its outcome. */
class Refusal extends Error {
}
/** One GitHub read on the approval path: a fault is a named refusal, never a crash. */
async function read(what, request) {
    try {
        return await request();
    }
    catch (error) {
        throw new Refusal(`${what} could not be read (${(0,client/* describeGitHubError */.dZ)(error)}): nothing changed`);
    }
}
/** The audit section appended to the report. Logins are GitHub's; the reason is made inert. */
function auditSection(decision) {
    const who = `\`@${decision.by}\``;
    const what = decision.verb === 'approve'
        ? `**Approved** by ${who}: the human-attention items were accepted`
        : `**Overridden** by ${who}: BLOCKED turned into success`;
    const why = decision.reason.length > 0 ? ` — reason: ${(0,markdown/* inertLabel */.ZV)(decision.reason, 300)}` : '';
    const source = decision.source === 'review' ? 'review' : 'comment';
    return [
        '### Human decision',
        '',
        `- ${what} at ${decision.at} for head \`${decision.sha}\`${why}.`,
        `- Recorded at ${decision.recordedAt} from ${source} ${decision.commandId}, against base \`${decision.baseSha}\`.`,
        '- This decision applies to that commit only; a new push starts a fresh review.',
    ].join('\n');
}
function statusDescriptionFor(decision) {
    return decision.verb === 'approve'
        ? `APPROVED by @${decision.by} on ${shortSha(decision.sha)}: human-attention items accepted`
        : `OVERRIDDEN by @${decision.by} on ${shortSha(decision.sha)}: ${decision.reason.replace(/\s+/g, ' ')}`;
}
/** GitHub's timestamps have whole seconds: the report's time is compared at that precision. */
function wholeSeconds(iso) {
    const at = Date.parse(iso);
    return Number.isFinite(at) ? Math.floor(at / 1000) * 1000 : NaN;
}
/**
 * Why a command written at `writtenAt` does not answer the report written at `reportedAt`, or
 * null. A command older than the report (or with a time that does not parse) answers an earlier
 * report: a replayed run, or a comment typed before the new head was judged.
 */
function commandTimeReason(writtenAt, reportedAt, head) {
    const written = Date.parse(writtenAt);
    const reported = wholeSeconds(reportedAt);
    if (!Number.isFinite(written) || !Number.isFinite(reported)) {
        return 'the command or the report carries no readable time';
    }
    if (written < reported) {
        return `the command was written at ${writtenAt}, before the report of head ${shortSha(head)} was posted at ${reportedAt}: it answers an earlier report (a replayed run?)`;
    }
    return null;
}
/** The later of two ISO times; a time that does not parse wins (the check then fails closed). */
function laterTime(a, b) {
    const at = Date.parse(a);
    const bt = Date.parse(b);
    if (!Number.isFinite(at))
        return a;
    if (!Number.isFinite(bt))
        return b;
    return bt > at ? b : a;
}
/** The comment re-read by id: it must exist on this PR, with the payload's body and author. */
async function commentNow(octokit, command, settings) {
    const { owner, repo } = settings;
    if (command.id === null)
        throw new Refusal('the event names no comment id to re-read');
    let data;
    try {
        ({ data } = await octokit.rest.issues.getComment({ owner, repo, comment_id: command.id }));
    }
    catch (error) {
        if ((0,client/* httpStatusOf */.s_)(error) === 404) {
            throw new Refusal(`comment ${command.id} no longer exists (deleted): nothing to act on`);
        }
        throw new Refusal(`comment ${command.id} could not be re-read (${(0,client/* describeGitHubError */.dZ)(error)}): nothing changed`);
    }
    const onThisPull = typeof data.issue_url === 'string' && data.issue_url.endsWith(`/issues/${command.number}`);
    if (!onThisPull)
        throw new Refusal(`comment ${command.id} is not on pull request #${command.number}`);
    if (data.body !== command.body) {
        throw new Refusal(`comment ${command.id} was edited after it was posted: an edited command does nothing`);
    }
    const by = data.user?.login ?? '';
    if (by.toLowerCase() !== command.actor.toLowerCase()) {
        throw new Refusal(`comment ${command.id} is by @${by || 'unknown'}, not @${command.actor}`);
    }
    return { by, at: data.created_at, url: typeof data.html_url === 'string' ? data.html_url : null };
}
/** The review re-read by id: still an approval, by the same reviewer, of `head`. */
async function reviewNow(octokit, command, settings, head) {
    const { owner, repo } = settings;
    if (command.id === null)
        throw new Refusal('the event names no review id to re-read');
    const { data } = await read(`review ${command.id}`, () => octokit.rest.pulls.getReview({
        owner,
        repo,
        pull_number: command.number,
        review_id: command.id ?? 0,
    }));
    if (data.state !== 'APPROVED') {
        throw new Refusal(`review ${command.id} is ${String(data.state).toLowerCase()} now, not an approval`);
    }
    const by = data.user?.login ?? '';
    if (by.toLowerCase() !== command.actor.toLowerCase()) {
        throw new Refusal(`review ${command.id} is by @${by || 'unknown'}, not @${command.actor}`);
    }
    if (data.commit_id !== head) {
        throw new Refusal(`the review approved ${shortSha(data.commit_id ?? '')}, not the judged head ${shortSha(head)}`);
    }
    if (typeof data.submitted_at !== 'string')
        throw new Refusal(`review ${command.id} was never submitted`);
    return {
        by,
        at: data.submitted_at,
        url: typeof data.html_url === 'string' ? data.html_url : null,
    };
}
/**
 * Checks the command and, when every check holds, records it in the sticky comment and writes
 * `success` on the judged head. Refusals change nothing and say why; a GitHub fault is a refusal.
 */
async function applyCommand(octokit, command, settings) {
    try {
        return await checkAndApply(octokit, command, settings);
    }
    catch (error) {
        if (error instanceof Refusal)
            return refuse(error.message);
        return refuse(`the command could not be checked (${(0,client/* describeGitHubError */.dZ)(error)}): nothing changed`);
    }
}
async function checkAndApply(octokit, command, settings) {
    const { owner, repo, statusContext, marker, ownLogin } = settings;
    if (command.actorType !== null && command.actorType !== 'User') {
        return refuse(`@${command.actor} is a ${command.actorType}, not a person: only people approve`);
    }
    const readPull = () => read(`pull request #${command.number}`, () => octokit.rest.pulls.get({ owner, repo, pull_number: command.number })).then(({ data }) => {
        if (typeof data?.head?.sha !== 'string' || typeof data.base?.sha !== 'string') {
            throw new Refusal(`pull request #${command.number} was answered without a head or base`);
        }
        return data;
    });
    const pull = await readPull();
    if (pull.state !== 'open' || pull.merged) {
        return refuse(`pull request #${command.number} is ${pull.merged ? 'merged' : pull.state}`);
    }
    if ((pull.user?.login ?? '').toLowerCase() === command.actor.toLowerCase()) {
        return refuse(`@${command.actor} opened pull request #${command.number}; its author cannot approve it`);
    }
    const role = await read(`@${command.actor}'s role`, () => repositoryRole(octokit, owner, repo, command.actor));
    if (role === null || !settings.approvers.includes(role)) {
        return refuse(`@${command.actor}'s role on ${owner}/${repo} is ${role ?? 'none'}; approvers are ${settings.approvers.join(', ')}`);
    }
    const sticky = await read('the done-gate report', () => (0,comment/* findStickyComment */.oC)(octokit, { owner, repo, number: command.number }, marker, ownLogin));
    if (sticky === null)
        return refuse('there is no done-gate report on this pull request to act on');
    const record = (0,approval_record/* readRecord */.aE)(sticky.body, marker);
    if (record === null) {
        return refuse('the report carries no readable judgement record (a run may be in progress)');
    }
    if (record.context !== statusContext)
        return refuse('the report belongs to another status context');
    const head = pull.head.sha;
    if (record.head !== head) {
        return refuse(`the report judged ${shortSha(record.head)}, but the head is now ${shortSha(head)}: wait for the new review`);
    }
    if (command.reviewedSha !== null && command.reviewedSha !== record.head) {
        return refuse(`the review approved ${shortSha(command.reviewedSha)}, not the judged head ${shortSha(record.head)}`);
    }
    // The command as GitHub holds it now, and written after the report it answers.
    const written = command.source === 'review'
        ? await reviewNow(octokit, command, settings, head)
        : await commentNow(octokit, command, settings);
    // The report's time by both clocks: the runner's (in the record) and GitHub's (the comment's
    // last write). A runner clock behind GitHub's would make a command typed before the report
    // look newer than it; the later of the two decides.
    const late = commandTimeReason(written.at, laterTime(record.reportedAt, sticky.updatedAt), head);
    if (late !== null)
        return refuse(late);
    if (record.verdict !== 'BLOCKED')
        return refuse('the report is not BLOCKED: nothing to approve');
    if (record.decision !== undefined) {
        return refuse(`already ${record.decision.verb === 'approve' ? 'approved' : 'overridden'} by @${record.decision.by}`);
    }
    if (command.verb === 'approve' && !record.onlyHumanAttention) {
        return refuse('approve clears only a block whose sole blockers are human-attention items; use /done-gate override <reason> for anything else');
    }
    const bindingProblem = await boundToNow(octokit, settings, record, pull);
    if (bindingProblem !== null)
        return refuse(bindingProblem);
    const statuses = await read(`the ${statusContext} statuses of ${shortSha(head)}`, () => contextStatuses(octokit, owner, repo, head, statusContext, ownLogin));
    const stale = staleRecordReason(statuses, sticky.updatedAt, statusContext);
    if (stale !== null)
        return refuse(stale);
    const decision = {
        verb: command.verb,
        by: written.by,
        at: written.at,
        sha: head,
        reason: command.reason.slice(0, 1000),
        commandId: command.id ?? 0,
        source: command.source,
        baseSha: pull.base.sha,
        recordedAt: new Date().toISOString(),
    };
    // Last look before writing: still open, still the same head and base.
    const again = await readPull();
    if (again.state !== 'open' || again.head.sha !== head || again.base.sha !== pull.base.sha) {
        return refuse('the pull request changed while the command was checked');
    }
    const report = withDecisionLeading((0,approval_record/* reportOf */.EI)(sticky.body, marker), decision, record.baseRef, written.url);
    const body = (0,approval_record/* withRecord */.q8)(`${report}\n\n${auditSection(decision)}`, marker, {
        ...record,
        decision,
    });
    // The audit trail first: no success without its record.
    try {
        const edited = await (0,comment/* editCommentById */.ad)(octokit, { owner, repo, number: command.number }, sticky.id, body);
        if (edited === null) {
            return refuse('the report was deleted while the command was checked: nothing changed');
        }
    }
    catch (error) {
        return refuse(`the decision could not be recorded in the report (${(0,client/* describeGitHubError */.dZ)(error)}): no success without its record`);
    }
    const description = statusDescriptionFor(decision);
    try {
        await (0,publish/* setCommitStatus */.MX)(octokit, {
            owner,
            repo,
            sha: head,
            state: 'success',
            context: statusContext,
            description,
            targetUrl: settings.targetUrl,
        });
    }
    catch (error) {
        return refuse(`the decision was recorded, but the success status could not be written (${(0,client/* describeGitHubError */.dZ)(error)}): the head stays failure`);
    }
    return { applied: true, sha: head, description, decision };
}
/**
 * Why the report's verdict no longer speaks for the PR as it is, or null: the base branch must be
 * the one judged, the judged base SHA an ancestor of the base now, and the spec's digest the same.
 */
async function boundToNow(octokit, settings, record, pull) {
    if (pull.base.ref !== record.baseRef) {
        return `judged against ${record.baseRef}, now targets ${pull.base.ref}: wait for the new review`;
    }
    const ancestry = await (0,github_pull/* ancestryProblem */.ll)(octokit, settings, record.baseSha, pull.base.sha);
    if (ancestry !== null)
        return ancestry;
    const ref = {
        owner: settings.owner,
        repo: settings.repo,
        number: pull.number,
        title: pull.title,
        headSha: record.head,
        baseSha: pull.base.sha,
        headRef: '',
        baseRef: pull.base.ref,
        author: null,
        htmlUrl: null,
    };
    let fetched;
    try {
        fetched = await (0,github_pull/* fetchSpec */.uu)(octokit, ref, settings.specInput, pull);
    }
    catch (error) {
        return `the spec could not be read to confirm it is what was judged (${(0,client/* describeGitHubError */.dZ)(error)})`;
    }
    if (fetched.problems.length > 0) {
        return `the spec could not be read whole to confirm it is what was judged (${fetched.problems.join('; ')})`;
    }
    if ((0,github_pull/* specDigest */.Wx)(fetched.spec, fetched.bound).hash !== record.specDigest) {
        return 'the spec (PR title or body, or a closing issue’s text or state) changed since the report: wait for the new review';
    }
    return null;
}


/***/ })

};
