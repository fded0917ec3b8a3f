// The base repository's word on the authors of spec sources that live elsewhere. GitHub's
// `author_association` of an issue describes its author's standing in *that issue's* repository:
// anyone is OWNER of a repository they create, so for a closing issue in another repository only
// the PR's base repository can say whether the author may define "done" here.
import type { PullRequestRef, SpecSource } from '../evidence/types.js';
import { describeGitHubError } from './client.js';
import type { GitHubClient } from './client.js';

function sameRepository(repository: string | undefined, pr: PullRequestRef): boolean {
  return (
    typeof repository === 'string' &&
    repository.toLowerCase() === `${pr.owner}/${pr.repo}`.toLowerCase()
  );
}

/** Whether a spec source lives outside the PR's base repository (so its association says nothing). */
export function isForeignSource(source: SpecSource, pr: PullRequestRef): boolean {
  return source.repository !== undefined && !sameRepository(source.repository, pr);
}

/**
 * The sources with `basePermission` filled in for every source outside the base repository: the
 * author's permission there from `GET /repos/{owner}/{repo}/collaborators/{username}/permission`
 * (one request per distinct author). A failed read (403 without push access, 404, 5xx after
 * retries) leaves `basePermission: null` with the reason; the source is then untrusted. Never
 * throws.
 */
export async function withBasePermissions(
  octokit: GitHubClient,
  pr: PullRequestRef,
  sources: SpecSource[],
): Promise<SpecSource[]> {
  const wanted = new Set<string>();
  for (const s of sources) {
    if (isForeignSource(s, pr) && s.author !== null) wanted.add(s.author);
  }
  const answers = new Map<string, { permission: string | null; error?: string }>();
  await Promise.all(
    [...wanted].map(async (username) => {
      try {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
          owner: pr.owner,
          repo: pr.repo,
          username,
        });
        const permission = typeof data.permission === 'string' ? data.permission : null;
        answers.set(
          username,
          permission === null
            ? { permission: null, error: 'the reply carried no permission' }
            : { permission },
        );
      } catch (error) {
        answers.set(username, { permission: null, error: describeGitHubError(error) });
      }
    }),
  );
  return sources.map((s) => {
    if (!isForeignSource(s, pr)) return s;
    if (s.author === null) {
      return { ...s, basePermission: null, basePermissionError: 'the author is unknown' };
    }
    const answer = answers.get(s.author) ?? { permission: null, error: 'not asked' };
    return answer.permission === null
      ? { ...s, basePermission: null, basePermissionError: answer.error ?? 'unknown' }
      : { ...s, basePermission: answer.permission };
  });
}
