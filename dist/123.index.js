export const id = 123;
export const ids = [123];
export const modules = {

/***/ 86123:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   applyCommand: () => (/* binding */ applyCommand)
/* harmony export */ });
/* unused harmony exports repositoryRole, staleRecordReason, auditSection, statusDescriptionFor */
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92787);
/* harmony import */ var _github_comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4233);
/* harmony import */ var _github_publish_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77184);
/* harmony import */ var _trust_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(20277);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83846);





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
        if ((0,_github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatusOf */ .s_)(error) === 404)
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
        own: (0,_github_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .isOwnComment */ ._M)(s.creator ?? null, ownLogin),
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
/** The audit section appended to the report. Logins are GitHub's; the reason is made inert. */
function auditSection(decision) {
    const who = `\`@${decision.by}\``;
    const what = decision.verb === 'approve'
        ? `**Approved** by ${who}: the human-attention items were accepted`
        : `**Overridden** by ${who}: BLOCKED turned into success`;
    const why = decision.reason.length > 0 ? ` — reason: ${(0,_trust_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .inertLabel */ .ZV)(decision.reason, 300)}` : '';
    return [
        '## Human decision',
        '',
        `- ${what} at ${decision.at} for head \`${decision.sha}\`${why}.`,
        '- This decision applies to that commit only; a new push starts a fresh review.',
    ].join('\n');
}
function statusDescriptionFor(decision) {
    return decision.verb === 'approve'
        ? `APPROVED by @${decision.by} on ${shortSha(decision.sha)}: human-attention items accepted`
        : `OVERRIDDEN by @${decision.by} on ${shortSha(decision.sha)}: ${decision.reason.replace(/\s+/g, ' ')}`;
}
/**
 * Checks the command and, when every check holds, records it in the sticky comment and writes
 * `success` on the judged head. Refusals change nothing and say why.
 */
async function applyCommand(octokit, command, settings) {
    const { owner, repo, statusContext, marker, ownLogin } = settings;
    if (command.actorType !== null && command.actorType !== 'User') {
        return refuse(`@${command.actor} is a ${command.actorType}, not a person: only people approve`);
    }
    const { data: pull } = await octokit.rest.pulls.get({ owner, repo, pull_number: command.number });
    if (pull.state !== 'open' || pull.merged) {
        return refuse(`pull request #${command.number} is ${pull.merged ? 'merged' : pull.state}`);
    }
    if ((pull.user?.login ?? '').toLowerCase() === command.actor.toLowerCase()) {
        return refuse(`@${command.actor} opened pull request #${command.number}; its author cannot approve it`);
    }
    const role = await repositoryRole(octokit, owner, repo, command.actor);
    if (role === null || !settings.approvers.includes(role)) {
        return refuse(`@${command.actor}'s role on ${owner}/${repo} is ${role ?? 'none'}; approvers are ${settings.approvers.join(', ')}`);
    }
    const sticky = await (0,_github_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .findStickyComment */ .oC)(octokit, { owner, repo, number: command.number }, marker, ownLogin);
    if (sticky === null)
        return refuse('there is no done-gate report on this pull request to act on');
    const record = (0,_record_js__WEBPACK_IMPORTED_MODULE_4__/* .readRecord */ .aE)(sticky.body, marker);
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
    if (record.verdict !== 'BLOCKED')
        return refuse('the report is not BLOCKED: nothing to approve');
    if (record.decision !== undefined) {
        return refuse(`already ${record.decision.verb === 'approve' ? 'approved' : 'overridden'} by @${record.decision.by}`);
    }
    if (command.verb === 'approve' && !record.onlyHumanAttention) {
        return refuse('approve clears only a block whose sole blockers are human-attention items; use /done-gate override <reason> for anything else');
    }
    const statuses = await contextStatuses(octokit, owner, repo, head, statusContext, ownLogin);
    const stale = staleRecordReason(statuses, sticky.updatedAt, statusContext);
    if (stale !== null)
        return refuse(stale);
    const decision = {
        verb: command.verb,
        by: command.actor,
        at: command.at,
        sha: head,
        reason: command.reason.slice(0, 1000),
    };
    // Last look before writing: still open, still the same head.
    const { data: again } = await octokit.rest.pulls.get({
        owner,
        repo,
        pull_number: command.number,
    });
    if (again.state !== 'open' || again.head.sha !== head) {
        return refuse('the pull request changed while the command was checked');
    }
    const body = (0,_record_js__WEBPACK_IMPORTED_MODULE_4__/* .withRecord */ .q8)(`${(0,_record_js__WEBPACK_IMPORTED_MODULE_4__/* .reportOf */ .EI)(sticky.body, marker)}\n\n${auditSection(decision)}`, marker, {
        ...record,
        decision,
    });
    // The audit trail first: no success without its record.
    await octokit.rest.issues.updateComment({ owner, repo, comment_id: sticky.id, body });
    const description = statusDescriptionFor(decision);
    await (0,_github_publish_js__WEBPACK_IMPORTED_MODULE_2__/* .setCommitStatus */ .MX)(octokit, {
        owner,
        repo,
        sha: head,
        state: 'success',
        context: statusContext,
        description,
        targetUrl: settings.targetUrl,
    });
    return { applied: true, sha: head, description, decision };
}


/***/ }),

/***/ 83846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EI: () => (/* binding */ reportOf),
/* harmony export */   aE: () => (/* binding */ readRecord),
/* harmony export */   q8: () => (/* binding */ withRecord)
/* harmony export */ });
/* unused harmony export renderRecord */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80737);
// The machine-readable record in the sticky comment: what the last report judged (head SHA,
// verdict, whether only human-attention items blocked) and any human decision taken on it. An
// approval run trusts nothing else: the record is read only from our own comment, only at its
// exact place (the line before the closing marker), and only if it parses in full. Pure.

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const DecisionSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    verb: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['approve', 'override']),
    by: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(100),
    at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(40),
    sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(SHA),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1000),
})
    .strict();
const RecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    v: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1),
    context: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(100),
    head: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(SHA),
    verdict: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['PASS', 'BLOCKED']),
    onlyHumanAttention: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    decision: DecisionSchema.optional(),
})
    .strict();
const PREFIX = '<!-- done-gate:judged:';
const SUFFIX = ' -->';
/** `<!-- done-gate:judged:<base64url JSON> -->`: base64url so no text can close the comment. */
function renderRecord(record) {
    const json = JSON.stringify(RecordSchema.parse(record));
    return `${PREFIX}${Buffer.from(json, 'utf8').toString('base64url')}${SUFFIX}`;
}
/** `body` (which ends with `marker`) with the record on the line before the marker. */
function withRecord(body, marker, record) {
    const trimmed = body.trimEnd();
    const head = trimmed.endsWith(marker) ? trimmed.slice(0, -marker.length) : `${trimmed}\n\n`;
    return `${head.trimEnd()}\n\n${renderRecord(record)}\n${marker}`;
}
/**
 * The record of a comment body, or null: the body must end with `\n<record>\n<marker>` exactly.
 * A record anywhere else (pasted by a model into a report, or by a user) is not read.
 */
function readRecord(body, marker) {
    const tail = `\n${marker}`;
    const text = body.trimEnd();
    if (!text.endsWith(tail))
        return null;
    const beforeMarker = text.slice(0, -tail.length);
    const lineStart = beforeMarker.lastIndexOf('\n') + 1;
    const line = beforeMarker.slice(lineStart);
    if (!line.startsWith(PREFIX) || !line.endsWith(SUFFIX))
        return null;
    const encoded = line.slice(PREFIX.length, -SUFFIX.length);
    if (!/^[A-Za-z0-9_-]{1,4000}$/.test(encoded))
        return null;
    try {
        const parsed = RecordSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
        return parsed.success ? parsed.data : null;
    }
    catch {
        return null;
    }
}
/** The report part of a body that carries a record: everything before the record line. */
function reportOf(body, marker) {
    const text = body.trimEnd();
    const withoutMarker = text.endsWith(marker) ? text.slice(0, -marker.length) : text;
    const trimmed = withoutMarker.trimEnd();
    const lineStart = trimmed.lastIndexOf('\n') + 1;
    return trimmed.slice(lineStart).startsWith(PREFIX)
        ? trimmed.slice(0, lineStart).trimEnd()
        : trimmed;
}


/***/ })

};
