export const id = 21;
export const ids = [21,402];
export const modules = {

/***/ 60402:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GroupFault: () => (/* binding */ GroupFault),
  MAX_GROUP_PULLS: () => (/* binding */ MAX_GROUP_PULLS),
  compareGroup: () => (/* binding */ compareGroup),
  groupPulls: () => (/* binding */ groupPulls),
  groupSpec: () => (/* binding */ groupSpec),
  judgeGroup: () => (/* binding */ judgeGroup)
});

// EXTERNAL MODULE: ./.dist-build/js/evidence/diff.js
var evidence_diff = __webpack_require__(26446);
// EXTERNAL MODULE: ./.dist-build/js/github/client.js + 3 modules
var client = __webpack_require__(35053);
// EXTERNAL MODULE: ./.dist-build/js/github/comment.js + 1 modules
var comment = __webpack_require__(39936);
// EXTERNAL MODULE: ./.dist-build/js/approval/record.js
var approval_record = __webpack_require__(47090);
// EXTERNAL MODULE: ./.dist-build/js/github/pull.js + 1 modules
var github_pull = __webpack_require__(63389);
// EXTERNAL MODULE: ./.dist-build/js/trust/spec-trust.js
var spec_trust = __webpack_require__(9256);
;// CONCATENATED MODULE: ./.dist-build/js/merge-queue/accounting.js
const MAX_PROBLEMS = 20;
function add(counts, token, by) {
    const next = (counts.get(token) ?? 0) + by;
    if (next === 0)
        counts.delete(token);
    else
        counts.set(token, next);
}
function fileTokens(file) {
    const tokens = [];
    if (file.status === 'added' || file.status === 'removed') {
        tokens.push(`file\0${file.status}\0${file.path}`);
    }
    if (file.oldPath !== undefined && file.oldPath !== file.path) {
        tokens.push(`rename\0${file.oldPath}\0${file.path}`);
    }
    if ((file.oldMode ?? '') !== (file.newMode ?? '') && file.newMode !== undefined) {
        tokens.push(`mode\0${file.path}\0${file.oldMode ?? ''}\0${file.newMode}`);
    }
    for (const hunk of file.hunks) {
        for (const line of hunk.lines) {
            if (line.kind === ' ')
                continue;
            // A removed line belongs to the old path (a renamed file's old name).
            const path = line.kind === '-' ? (file.oldPath ?? file.path) : file.path;
            tokens.push(`${line.kind}\0${path}\0${line.text}`);
        }
    }
    return tokens;
}
/** Why a file cannot be compared line by line, or null. */
function uncomparable(file) {
    if (file.binary)
        return 'binary';
    if (file.parseProblem !== undefined)
        return `unreadable diff (${file.parseProblem})`;
    if (file.patch === null && file.additions + file.deletions > 0)
        return 'no patch';
    return null;
}
function describeToken(token, surplus) {
    const [kind = '', a = '', b = ''] = token.split('\0');
    const times = Math.abs(surplus) > 1 ? ` ×${Math.abs(surplus)}` : '';
    const where = surplus > 0 ? 'in the group but in no PR' : 'in a PR but not in the group';
    switch (kind) {
        case '+':
        case '-': {
            const text = b.length > 60 ? `${b.slice(0, 60)}…` : b;
            return `${a}: line ${kind === '+' ? 'added' : 'removed'}${times} ${where}: ${JSON.stringify(text)}`;
        }
        case 'file':
            return `${b}: file ${a} ${where}`;
        case 'rename':
            return `${a} → ${b}: rename ${where}`;
        default:
            return `${a}: mode change ${where}`;
    }
}
/** Each PR's added lines of a file, in order, must be a subsequence of the group's. */
function orderProblem(group, prs) {
    const groupAdded = new Map();
    for (const file of group) {
        const lines = file.hunks.flatMap((h) => h.lines.filter((l) => l.kind === '+').map((l) => l.text));
        groupAdded.set(file.path, lines);
    }
    for (const files of prs) {
        for (const file of files) {
            const wanted = file.hunks.flatMap((h) => h.lines.filter((l) => l.kind === '+').map((l) => l.text));
            if (wanted.length === 0)
                continue;
            const have = groupAdded.get(file.path) ?? [];
            let i = 0;
            for (const line of have) {
                if (i < wanted.length && line === wanted[i])
                    i += 1;
            }
            if (i < wanted.length)
                return `${file.path}: the group's added lines are not in the PR's order`;
        }
    }
    return null;
}
/**
 * Compares the group's diff with its PRs' diffs. `groupComplete` / `prsComplete` false (a diff
 * that was cut or could not be read) is never accounted for.
 */
function accountGroup(group, prs) {
    const problems = [];
    if (!group.complete) {
        problems.push(`the group's diff could not be read whole (${group.incompleteReason ?? 'incomplete'})`);
    }
    for (const pr of prs) {
        if (!pr.complete) {
            problems.push(`PR #${pr.number}'s diff could not be read whole (${pr.incompleteReason ?? 'incomplete'})`);
        }
    }
    if (prs.length === 0)
        problems.push('no pull request of the group was identified');
    const counts = new Map();
    for (const file of group.files) {
        const why = uncomparable(file);
        if (why !== null)
            problems.push(`${file.path}: cannot be compared (${why})`);
        for (const token of fileTokens(file))
            add(counts, token, 1);
    }
    for (const pr of prs) {
        for (const file of pr.files) {
            const why = uncomparable(file);
            if (why !== null)
                problems.push(`${file.path} (PR #${pr.number}): cannot be compared (${why})`);
            for (const token of fileTokens(file))
                add(counts, token, -1);
        }
    }
    for (const [token, surplus] of counts) {
        if (problems.length >= MAX_PROBLEMS)
            break;
        problems.push(describeToken(token, surplus));
    }
    if (problems.length === 0) {
        const order = orderProblem(group.files, prs.map((p) => p.files));
        if (order !== null)
            problems.push(order);
    }
    return { accounted: problems.length === 0, problems: problems.slice(0, MAX_PROBLEMS) };
}
/** PR numbers a merge group's commit messages name (merge and squash commits GitHub writes). */
function pullNumbersInMessages(messages) {
    const numbers = new Set();
    for (const message of messages) {
        const first = (message.split('\n', 1)[0] ?? '').slice(0, 500);
        const merge = /^Merge pull request #(\d{1,10}) /.exec(first);
        const squash = /\(#(\d{1,10})\)$/.exec(first.trimEnd());
        for (const m of [merge, squash]) {
            const n = m ? Number(m[1]) : NaN;
            if (Number.isSafeInteger(n) && n > 0)
                numbers.add(n);
        }
    }
    return [...numbers];
}

;// CONCATENATED MODULE: ./.dist-build/js/merge-queue/group.js
// A merge queue's group under `merge-queue: reuse`: which pull requests it holds, whether each has
// done-gate's own `success` on its current head, and whether the group's change against its base
// is exactly their judged changes. GitHub has no REST endpoint for merge-queue entries, so the
// group's PRs are read from what GitHub writes: the `gh-readonly-queue/<base>/pr-<N>-<sha>` head
// ref and the group's commits (`compare/<base>...<head>`: "Merge pull request #N …" or
// "Title (#N)" messages). A PR claimed wrongly can only make the comparison fail, never pass: the
// tree-level comparison decides. A PR's success is reused only while it still speaks for the PR:
// its report's record judged the PR's head, against the base branch the group targets, from a base
// SHA that is an ancestor of the group's base, with the spec (title, body, closing issues and their
// state) unchanged. A GitHub fault is a named blocker, never a crash.







/** GitHub's compare endpoint lists at most 250 commits. */
const COMPARE_COMMITS_CAP = 250;
/** A group of more PRs than this is not reused (bounds the requests). */
const MAX_GROUP_PULLS = 20;
/** A GitHub fault on the merge-queue path, named: the group ends `failure` with it. */
class GroupFault extends Error {
    constructor(what, error) {
        super(`${what} could not be read (${(0,client/* describeGitHubError */.dZ)(error)})`);
        this.name = 'GroupFault';
    }
}
/** The group's commits and its diff against its base. */
async function compareGroup(octokit, owner, repo, group) {
    const basehead = `${group.baseSha}...${group.headSha}`;
    // Short SHAs: the reason must fit a status description (140 characters).
    const what = `the group's comparison ${group.baseSha.slice(0, 7)}...${group.headSha.slice(0, 7)}`;
    const problems = [];
    let data;
    try {
        ({ data } = await octokit.rest.repos.compareCommitsWithBasehead({
            owner,
            repo,
            basehead,
            per_page: 100,
        }));
    }
    catch (error) {
        throw new GroupFault(what, error);
    }
    if (!Array.isArray(data?.commits) || typeof data.total_commits !== 'number') {
        throw new GroupFault(what, new Error('the reply has no commits list'));
    }
    const messages = data.commits.map((c) => typeof c?.commit?.message === 'string' ? c.commit.message : '');
    if (data.total_commits > messages.length || data.total_commits > COMPARE_COMMITS_CAP) {
        problems.push(`the group has ${data.total_commits} commits; only ${messages.length} could be read`);
    }
    if (data.status !== 'ahead') {
        problems.push(`the group's head is ${data.status} of its base, not ahead of it`);
    }
    let diff;
    try {
        const response = await octokit.rest.repos.compareCommitsWithBasehead({
            owner,
            repo,
            basehead,
            mediaType: { format: 'diff' },
        });
        const text = response.data;
        if (typeof text !== 'string')
            throw new Error('the diff media type did not answer text');
        diff = { files: (0,evidence_diff/* parseUnifiedDiff */.rj)(text), source: 'diff', complete: true };
    }
    catch (error) {
        diff = {
            files: [],
            source: 'diff',
            complete: false,
            incompleteReason: `the group's diff could not be read (${(0,client/* describeGitHubError */.dZ)(error)})`,
        };
    }
    return { messages, diff, problems };
}
async function latestOwnStatus(octokit, settings, sha) {
    const { data } = await octokit.rest.repos.listCommitStatusesForRef({
        owner: settings.owner,
        repo: settings.repo,
        ref: sha,
        per_page: 100,
    });
    if (!Array.isArray(data))
        throw new Error('the statuses reply is not a list');
    const found = data.find((s) => s.context === settings.statusContext);
    return found
        ? { state: found.state, own: (0,comment/* isOwnComment */._M)(found.creator ?? null, settings.ownLogin) }
        : null;
}
function refOf(settings, pull) {
    return {
        owner: settings.owner,
        repo: settings.repo,
        number: pull.number,
        title: pull.title,
        headSha: pull.head.sha,
        baseSha: pull.base.sha,
        headRef: pull.head.ref,
        baseRef: pull.base.ref,
        author: pull.user?.login ?? null,
        htmlUrl: pull.html_url,
    };
}
/**
 * Whether a PR's success still speaks for it in this group: its report's record judged its head,
 * against the group's base branch, from a base SHA the group's base descends from, with the spec
 * unchanged.
 */
async function judgedBinding(octokit, settings, group, pr, pull) {
    const n = `#${pr.number}`;
    let sticky;
    try {
        sticky = await (0,comment/* findStickyComment */.oC)(octokit, pr, settings.marker, settings.ownLogin);
    }
    catch (error) {
        return {
            kind: 'blocked',
            reason: `${n}'s report could not be read (${(0,client/* describeGitHubError */.dZ)(error)})`,
        };
    }
    const record = sticky === null ? null : (0,approval_record/* readRecord */.aE)(sticky.body, settings.marker);
    if (record === null || record.context !== settings.statusContext) {
        return { kind: 'unbound', reason: `${n}'s report carries no judgement record to reuse` };
    }
    if (record.head !== pr.headSha) {
        return {
            kind: 'unbound',
            reason: `${n}'s report judged ${record.head.slice(0, 7)}, not its head ${pr.headSha.slice(0, 7)}`,
        };
    }
    if (record.baseRef !== group.baseRef) {
        return {
            kind: 'blocked',
            reason: `${n} judged against ${record.baseRef}, now targets ${group.baseRef}`,
        };
    }
    const ancestry = await (0,github_pull/* ancestryProblem */.ll)(octokit, settings, record.baseSha, group.baseSha);
    if (ancestry !== null)
        return { kind: 'unbound', reason: `${n}: ${ancestry}` };
    let fetched;
    try {
        fetched = await (0,github_pull/* fetchSpec */.uu)(octokit, pr, settings.specInput, pull);
    }
    catch (error) {
        return {
            kind: 'blocked',
            reason: `${n}'s spec could not be read (${(0,client/* describeGitHubError */.dZ)(error)})`,
        };
    }
    if (fetched.problems.length > 0) {
        return {
            kind: 'unbound',
            reason: `${n}'s spec could not be read whole (${fetched.problems.join('; ')})`,
        };
    }
    if ((0,github_pull/* specDigest */.Wx)(fetched.spec, fetched.bound).hash !== record.specDigest) {
        return { kind: 'unbound', reason: `${n}'s spec changed since it was judged` };
    }
    return { kind: 'bound' };
}
/** The group's PR numbers: the head ref's and those its commit messages name, ascending. */
function groupPulls(group, messages) {
    const claimed = new Set(pullNumbersInMessages(messages));
    if (group.prNumber !== null)
        claimed.add(group.prNumber);
    return [...claimed].sort((a, b) => a - b);
}
/** Decides a merge group under `merge-queue: reuse`. Throws only on GitHub faults. */
async function judgeGroup(octokit, group, settings, compared) {
    const { owner, repo } = settings;
    const pulls = groupPulls(group, compared.messages);
    const review = (reasons) => ({ kind: 'review', pulls, reasons });
    if (group.prNumber === null) {
        return review([`the group's head ref '${group.headRef}' names no pull request`]);
    }
    if (pulls.length > MAX_GROUP_PULLS) {
        return review([
            `the group names ${pulls.length} pull requests; at most ${MAX_GROUP_PULLS} are reused`,
        ]);
    }
    const blocked = [];
    const unbound = [];
    const judged = [];
    for (const number of pulls) {
        let pull;
        try {
            ({ data: pull } = await octokit.rest.pulls.get({ owner, repo, pull_number: number }));
            if (typeof pull?.head?.sha !== 'string' || typeof pull.base?.ref !== 'string') {
                throw new Error('the reply has no head or base');
            }
        }
        catch (error) {
            blocked.push(`#${number} could not be read (${(0,client/* describeGitHubError */.dZ)(error)})`);
            continue;
        }
        if (pull.state !== 'open') {
            blocked.push(`#${number} is not an open pull request into ${group.baseRef}`);
            continue;
        }
        if (pull.base.ref !== group.baseRef) {
            blocked.push(`#${number} targets ${pull.base.ref}, but the group merges into ${group.baseRef}`);
            continue;
        }
        let status;
        try {
            status = await latestOwnStatus(octokit, settings, pull.head.sha);
        }
        catch (error) {
            blocked.push(`#${number}'s statuses could not be read (${(0,client/* describeGitHubError */.dZ)(error)})`);
            continue;
        }
        if (status === null || status.state !== 'success' || !status.own) {
            blocked.push(`#${number} has no ${settings.statusContext} success on its head ${pull.head.sha.slice(0, 7)} (${status === null ? 'no status' : status.own ? status.state : `a ${status.state} not written by done-gate`})`);
            continue;
        }
        const ref = refOf(settings, pull);
        const binding = await judgedBinding(octokit, settings, group, ref, pull);
        if (binding.kind === 'blocked')
            blocked.push(binding.reason);
        else if (binding.kind === 'unbound')
            unbound.push(binding.reason);
        else
            judged.push(ref);
    }
    if (blocked.length > 0)
        return { kind: 'blocked', pulls, reasons: blocked };
    if (unbound.length > 0)
        return review(unbound);
    let prDiffs;
    try {
        prDiffs = await Promise.all(judged.map(async (pr) => ({ number: pr.number, ...(await (0,github_pull/* fetchDiff */.O8)(octokit, pr)) })));
    }
    catch (error) {
        return {
            kind: 'blocked',
            pulls,
            reasons: [`a pull request's diff could not be read (${(0,client/* describeGitHubError */.dZ)(error)})`],
        };
    }
    const accounting = accountGroup(compared.diff, prDiffs);
    const reasons = [...compared.problems, ...accounting.problems];
    if (reasons.length > 0)
        return review(reasons);
    const list = pulls.map((n) => `#${n}`).join(', ');
    return {
        kind: 'reuse',
        pulls,
        description: `PASS — merge group of ${list}: each judged green on its head; the group adds nothing else`,
    };
}
/**
 * The spec of a merge group reviewed as its own change: the `spec` input, else every group PR's
 * spec (body and closing issues), each source labelled with its PR.
 */
async function groupSpec(octokit, settings, pulls, specInput) {
    const base = { owner: settings.owner, repo: settings.repo, title: '', headSha: '', baseSha: '' };
    if (specInput !== null || pulls.length === 0) {
        return (0,github_pull/* fetchSpec */.uu)(octokit, { ...base, number: 0, headRef: '', baseRef: '', author: null, htmlUrl: null }, specInput);
    }
    const sources = [];
    const problems = [];
    for (const number of pulls) {
        try {
            const one = await (0,github_pull/* fetchSpec */.uu)(octokit, { ...base, number, headRef: '', baseRef: '', author: null, htmlUrl: null }, null);
            for (const source of one.spec.sources) {
                sources.push({ ...source, ref: `#${number} ${source.ref}` });
            }
            problems.push(...one.problems);
        }
        catch (error) {
            problems.push(`the spec of #${number} could not be read (${(0,client/* describeGitHubError */.dZ)(error)})`);
        }
    }
    const text = (0,spec_trust/* joinSpec */.ir)(sources);
    return { spec: { text, sources }, problems, prBodyHash: null, bound: github_pull/* NO_SPEC_BINDING */.m3 };
}


/***/ })

};
