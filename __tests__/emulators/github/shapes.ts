// The JSON GitHub answers with (ids, node_ids, html_url, user objects), the unified diff it would
// serve, and event payloads as the runner writes them.
import { createHash } from 'node:crypto';
import type { GitHubState } from './state.js';
import type {
  EmulatedArtifact,
  EmulatedComment,
  EmulatedIssue,
  EmulatedPull,
  EmulatedRun,
  EmulatedStatus,
  PullFile,
} from './types.js';
import { SERVER_URL, fakeSha, isoNow, key, nodeId, sameRepo } from './util.js';

export function userJson(state: GitHubState, login: string): Record<string, unknown> {
  const id = state.userId(login);
  const isBot = login.endsWith('[bot]');
  return {
    login,
    id,
    node_id: nodeId(isBot ? 'BOT' : 'U', id),
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: '',
    url: `https://api.github.com/users/${encodeURIComponent(login)}`,
    html_url: isBot
      ? `${SERVER_URL}/apps/${login.replace(/\[bot\]$/, '')}`
      : `${SERVER_URL}/${login}`,
    type: isBot ? 'Bot' : 'User',
    site_admin: false,
  };
}

/**
 * `GET /repos/{owner}/{repo}/collaborators/{username}/permission`: the legacy base `permission`
 * (`maintain` reads as `write`, `triage` as `read`), the `role_name`, and the user as a collaborator
 * with its `permissions` flags. Anyone may read a public repository, so a user granted nothing
 * answers `read` (as GitHub does for public repositories).
 */
export function collaboratorPermissionJson(
  state: GitHubState,
  owner: string,
  repo: string,
  login: string,
): Record<string, unknown> {
  const role = state.roleOf(owner, repo, login) ?? 'read';
  const permission = role === 'maintain' ? 'write' : role === 'triage' ? 'read' : role;
  const rank = ['read', 'triage', 'write', 'maintain', 'admin'].indexOf(role);
  return {
    permission,
    role_name: role,
    user: {
      ...userJson(state, login),
      permissions: {
        admin: rank >= 4,
        maintain: rank >= 3,
        push: rank >= 2,
        triage: rank >= 1,
        pull: rank >= 0,
      },
      role_name: role,
    },
  };
}

export function repoJson(state: GitHubState, fullName: string): Record<string, unknown> {
  const [owner = '', name = ''] = fullName.split('/');
  const id = state.repoId(owner, name);
  return {
    id,
    node_id: nodeId('R', id),
    name,
    full_name: `${owner}/${name}`,
    private: false,
    owner: userJson(state, owner),
    html_url: `${SERVER_URL}/${owner}/${name}`,
    url: `https://api.github.com/repos/${owner}/${name}`,
    fork: false,
    default_branch: 'main',
  };
}

export function changedFilesOf(pull: EmulatedPull): number {
  return pull.changedFiles ?? pull.files.length;
}

export function pullJson(state: GitHubState, pull: EmulatedPull): Record<string, unknown> {
  const full = `${pull.owner}/${pull.repo}`;
  const headOwner = pull.headRepo.split('/')[0] ?? pull.owner;
  const html = `${SERVER_URL}/${full}/pull/${pull.number}`;
  return {
    url: `https://api.github.com/repos/${full}/pulls/${pull.number}`,
    id: pull.id,
    node_id: nodeId('PR', pull.id),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: `https://api.github.com/repos/${full}/issues/${pull.number}`,
    number: pull.number,
    state: pull.state,
    locked: false,
    title: pull.title,
    user: userJson(state, pull.user),
    body: pull.body,
    created_at: pull.createdAt,
    updated_at: pull.updatedAt,
    closed_at: pull.state === 'closed' ? pull.updatedAt : null,
    merged_at: pull.merged ? pull.updatedAt : null,
    merge_commit_sha: fakeSha(`merge-${pull.headSha}`),
    draft: pull.draft,
    head: {
      label: `${headOwner}:${pull.headRef}`,
      ref: pull.headRef,
      sha: pull.headSha,
      user: userJson(state, headOwner),
      repo: repoJson(state, pull.headRepo),
    },
    base: {
      label: `${pull.owner}:${pull.baseRef}`,
      ref: pull.baseRef,
      sha: pull.baseSha,
      user: userJson(state, pull.owner),
      repo: repoJson(state, full),
    },
    author_association: pull.authorAssociation,
    merged: pull.merged,
    mergeable: null,
    comments: state.commentsOn(pull.owner, pull.repo, pull.number).length,
    commits: pull.commits.length,
    additions: pull.files.reduce((n, f) => n + f.additions, 0),
    deletions: pull.files.reduce((n, f) => n + f.deletions, 0),
    changed_files: changedFilesOf(pull),
  };
}

export function issueJson(state: GitHubState, issue: EmulatedIssue): Record<string, unknown> {
  const full = `${issue.owner}/${issue.repo}`;
  return {
    url: `https://api.github.com/repos/${full}/issues/${issue.number}`,
    repository_url: `https://api.github.com/repos/${full}`,
    html_url: `${SERVER_URL}/${full}/issues/${issue.number}`,
    id: issue.id,
    node_id: nodeId('I', issue.id),
    number: issue.number,
    title: issue.title,
    user: userJson(state, issue.user),
    labels: [],
    state: issue.state,
    state_reason: issue.stateReason ?? null,
    locked: false,
    assignees: [],
    comments: state.commentsOn(issue.owner, issue.repo, issue.number).length,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    closed_at: issue.state === 'closed' ? issue.updatedAt : null,
    author_association: issue.authorAssociation,
    body: issue.body,
  };
}

export function pullAsIssueJson(state: GitHubState, pull: EmulatedPull): Record<string, unknown> {
  const full = `${pull.owner}/${pull.repo}`;
  return {
    ...issueJson(state, {
      owner: pull.owner,
      repo: pull.repo,
      number: pull.number,
      id: pull.id,
      title: pull.title,
      body: pull.body,
      user: pull.user,
      authorAssociation: pull.authorAssociation,
      state: pull.state,
      createdAt: pull.createdAt,
      updatedAt: pull.updatedAt,
    }),
    html_url: `${SERVER_URL}/${full}/pull/${pull.number}`,
    pull_request: {
      url: `https://api.github.com/repos/${full}/pulls/${pull.number}`,
      html_url: `${SERVER_URL}/${full}/pull/${pull.number}`,
    },
  };
}

export function commentJson(state: GitHubState, c: EmulatedComment): Record<string, unknown> {
  const full = `${c.owner}/${c.repo}`;
  const isPull = state.pull(c.owner, c.repo, c.issueNumber) !== undefined;
  return {
    url: `https://api.github.com/repos/${full}/issues/comments/${c.id}`,
    html_url: `${SERVER_URL}/${full}/${isPull ? 'pull' : 'issues'}/${c.issueNumber}#issuecomment-${c.id}`,
    issue_url: `https://api.github.com/repos/${full}/issues/${c.issueNumber}`,
    id: c.id,
    node_id: nodeId('IC', c.id),
    user: userJson(state, c.user),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    author_association: c.authorAssociation,
    body: c.body,
    reactions: { total_count: 0 },
  };
}

export function statusJson(state: GitHubState, s: EmulatedStatus): Record<string, unknown> {
  return {
    url: `https://api.github.com/repos/${s.owner}/${s.repo}/statuses/${s.sha}`,
    id: s.id,
    node_id: nodeId('SC', s.id),
    state: s.state,
    description: s.description,
    target_url: s.targetUrl,
    context: s.context,
    created_at: s.createdAt,
    updated_at: s.createdAt,
    creator: userJson(state, s.creator),
  };
}

export function fileJson(pull: EmulatedPull, f: PullFile): Record<string, unknown> {
  return fileEntryJson(pull.headRepo, pull.headSha, f);
}

/** One DiffEntry: its URLs name the head commit it was computed at (as GitHub's do). */
export function fileEntryJson(repo: string, headSha: string, f: PullFile): Record<string, unknown> {
  const sha = fakeSha(`blob-${headSha}-${f.filename}`);
  const out: Record<string, unknown> = {
    sha,
    filename: f.filename,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
    changes: f.additions + f.deletions,
    blob_url: `${SERVER_URL}/${repo}/blob/${headSha}/${f.filename}`,
    raw_url: `${SERVER_URL}/${repo}/raw/${headSha}/${f.filename}`,
    contents_url: `https://api.github.com/repos/${repo}/contents/${f.filename}?ref=${headSha}`,
  };
  if (f.patch !== null) out.patch = f.patch;
  if (f.previous_filename !== undefined) out.previous_filename = f.previous_filename;
  return out;
}

/** The unified diff GitHub's diff media type would answer, rebuilt from the file list. */
export function buildUnifiedDiff(files: PullFile[]): string {
  const parts: string[] = [];
  for (const f of files) {
    const oldPath = f.previous_filename ?? f.filename;
    const lines = [`diff --git a/${oldPath} b/${f.filename}`];
    if (f.status === 'added') lines.push('new file mode 100644');
    if (f.status === 'removed') lines.push('deleted file mode 100644');
    if (f.status === 'renamed') {
      lines.push('similarity index 90%', `rename from ${oldPath}`, `rename to ${f.filename}`);
    }
    lines.push(
      `index ${fakeSha(`old-${oldPath}`).slice(0, 7)}..${fakeSha(`new-${f.filename}`).slice(0, 7)}${f.status === 'added' || f.status === 'removed' ? '' : ' 100644'}`,
    );
    const from = f.status === 'added' ? '/dev/null' : `a/${oldPath}`;
    const to = f.status === 'removed' ? '/dev/null' : `b/${f.filename}`;
    if (f.patch === null) {
      lines.push(`Binary files ${from} and ${to} differ`);
    } else if (f.patch.length > 0) {
      lines.push(`--- ${from}`, `+++ ${to}`, f.patch.replace(/\n$/, ''));
    }
    parts.push(lines.join('\n'));
  }
  return parts.length > 0 ? `${parts.join('\n')}\n` : '';
}

export function artifactJson(state: GitHubState, a: EmulatedArtifact): Record<string, unknown> {
  const full = `${a.owner}/${a.repo}`;
  return {
    id: a.id,
    node_id: nodeId('MDg', a.id),
    name: a.name,
    size_in_bytes: a.zip.byteLength,
    url: `https://api.github.com/repos/${full}/actions/artifacts/${a.id}`,
    archive_download_url: `https://api.github.com/repos/${full}/actions/artifacts/${a.id}/zip`,
    expired: a.expired,
    digest: `sha256:${createHash('sha256').update(a.zip).digest('hex')}`,
    created_at: a.createdAt,
    updated_at: a.createdAt,
    expires_at: a.createdAt,
    workflow_run: {
      id: a.runId,
      repository_id: state.repoId(a.owner, a.repo),
      head_repository_id: state.repoId(a.owner, a.repo),
      head_branch: 'main',
      head_sha: fakeSha(`run-${a.runId}`),
    },
  };
}

/** `workflow_run.pull_requests`: same-repository open PRs from the head branch; empty for forks. */
export function runPullRequests(state: GitHubState, run: EmulatedRun): unknown[] {
  if (key(...(run.headRepo.split('/', 2) as [string, string])) !== key(run.owner, run.repo))
    return [];
  const repoRef = (full: string) => {
    const [o = '', n = ''] = full.split('/');
    return { id: state.repoId(o, n), url: `https://api.github.com/repos/${o}/${n}`, name: n };
  };
  return state.pulls
    .filter((p) => sameRepo(p.owner, p.repo, run.owner, run.repo))
    .filter(
      (p) =>
        p.state === 'open' &&
        p.headRef === run.headBranch &&
        p.headRepo.toLowerCase() === run.headRepo.toLowerCase(),
    )
    .map((p) => ({
      url: `https://api.github.com/repos/${p.owner}/${p.repo}/pulls/${p.number}`,
      id: p.id,
      number: p.number,
      head: { ref: p.headRef, sha: p.headSha, repo: repoRef(p.headRepo) },
      base: { ref: p.baseRef, sha: p.baseSha, repo: repoRef(`${p.owner}/${p.repo}`) },
    }));
}

export function runJson(state: GitHubState, run: EmulatedRun): Record<string, unknown> {
  const full = `${run.owner}/${run.repo}`;
  return {
    id: run.id,
    name: run.name,
    node_id: nodeId('WFR', run.id),
    head_branch: run.headBranch,
    head_sha: run.headSha,
    path: '.github/workflows/ci.yml',
    run_number: run.id % 1000,
    event: run.event,
    status: run.status,
    conclusion: run.conclusion,
    workflow_id: 1,
    url: `https://api.github.com/repos/${full}/actions/runs/${run.id}`,
    html_url: `${SERVER_URL}/${full}/actions/runs/${run.id}`,
    pull_requests: runPullRequests(state, run),
    created_at: isoNow(),
    updated_at: isoNow(),
    artifacts_url: `https://api.github.com/repos/${full}/actions/runs/${run.id}/artifacts`,
    // The rest of GitHub's workflow-run object (REST "Get a workflow run", API 2022-11-28).
    display_title: run.name,
    run_attempt: 1,
    run_started_at: isoNow(),
    previous_attempt_url: null,
    check_suite_id: run.id + 1_000_000,
    check_suite_node_id: nodeId('CS', run.id + 1_000_000),
    jobs_url: `https://api.github.com/repos/${full}/actions/runs/${run.id}/jobs`,
    logs_url: `https://api.github.com/repos/${full}/actions/runs/${run.id}/logs`,
    check_suite_url: `https://api.github.com/repos/${full}/check-suites/${run.id + 1_000_000}`,
    cancel_url: `https://api.github.com/repos/${full}/actions/runs/${run.id}/cancel`,
    rerun_url: `https://api.github.com/repos/${full}/actions/runs/${run.id}/rerun`,
    workflow_url: `https://api.github.com/repos/${full}/actions/workflows/1`,
    referenced_workflows: [],
    head_commit: { id: run.headSha, tree_id: fakeSha(`tree-${run.headSha}`), message: 'commit' },
    repository: repoJson(state, full),
    head_repository: repoJson(state, run.headRepo),
  };
}

/** Event payloads as the runner writes them to GITHUB_EVENT_PATH, built from the state. */
export interface PayloadBuilders {
  /** `pull_request` / `pull_request_target` payload for a PR in the state. */
  pullRequest(
    owner: string,
    repo: string,
    number: number,
    action?: string,
  ): Record<string, unknown>;
  /** `workflow_run` payload for a run in the state (`pull_requests` empty for a fork's run). */
  workflowRun(owner: string, repo: string, runId: number): Record<string, unknown>;
}

export function payloadBuilders(state: GitHubState): PayloadBuilders {
  return {
    pullRequest(owner, repo, number, action = 'synchronize') {
      const pull = state.pull(owner, repo, number);
      if (!pull) throw new Error(`No PR ${owner}/${repo}#${number} in the emulator state`);
      return {
        action,
        number,
        pull_request: pullJson(state, pull),
        repository: repoJson(state, `${owner}/${repo}`),
        sender: userJson(state, pull.user),
      };
    },
    workflowRun(owner, repo, runId) {
      const run = state.run(owner, repo, runId);
      if (!run) throw new Error(`No run ${runId} in ${owner}/${repo} in the emulator state`);
      return {
        action: 'completed',
        workflow_run: runJson(state, run),
        workflow: { id: 1, name: run.name, path: '.github/workflows/ci.yml' },
        repository: repoJson(state, `${owner}/${repo}`),
        sender: userJson(state, 'github-actions[bot]'),
      };
    },
  };
}
