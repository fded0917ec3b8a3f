import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator } from '../../emulators/github.js';
import type { GitHubEmulator } from '../../emulators/github.js';
import { isForeignSource, withBasePermissions } from '../../../src/github/permission.js';
import type { PullRequestRef, SpecSource } from '../../../src/evidence/types.js';
import { fastClient, OWNER, REPO, sha } from './helpers.js';

let gh: GitHubEmulator;
beforeAll(async () => {
  gh = await startGitHubEmulator();
});
afterAll(async () => {
  await gh.close();
});

const pr: PullRequestRef = {
  owner: OWNER,
  repo: REPO,
  number: 1,
  title: 't',
  headSha: sha('head'),
  baseSha: sha('base'),
  headRef: 'f',
  baseRef: 'main',
  author: 'mallory',
  htmlUrl: null,
};

function source(extra: Partial<SpecSource>): SpecSource {
  return {
    kind: 'issue',
    ref: '#1',
    author: 'someone',
    association: 'NONE',
    text: 'x',
    repository: `${OWNER}/${REPO}`,
    ...extra,
  };
}

describe('withBasePermissions', () => {
  it('asks the base repository about authors of foreign sources only, once per author', async () => {
    gh.state.grantRole(OWNER, REPO, 'maint', 'maintain');
    const sources = [
      source({ kind: 'pr-body', ref: 'PR body', author: 'mallory' }),
      source({
        ref: 'mallory/spec#1',
        author: 'mallory',
        association: 'OWNER',
        repository: 'mallory/spec',
      }),
      source({
        ref: 'mallory/spec#2',
        author: 'mallory',
        association: 'OWNER',
        repository: 'mallory/spec',
      }),
      source({ ref: 'acme/lib#3', author: 'maint', association: 'MEMBER', repository: 'acme/lib' }),
      source({ ref: '#4', author: 'bob', repository: 'ACME/widgets' }),
    ];
    const before = gh.requests.length;
    const out = await withBasePermissions(fastClient(gh), pr, sources);
    expect(out.map((s) => s.basePermission)).toEqual([
      undefined,
      'read',
      'read',
      'write',
      undefined,
    ]);
    const asked = gh.requests
      .slice(before)
      .map((r) => r.path)
      .filter((p) => p.includes('/collaborators/'))
      .sort();
    expect(asked).toEqual([
      `/repos/${OWNER}/${REPO}/collaborators/maint/permission`,
      `/repos/${OWNER}/${REPO}/collaborators/mallory/permission`,
    ]);
  });

  it('a failed read (403 without push access) leaves the permission null with the reason', async () => {
    gh.faults.error(
      { method: 'GET', path: new RegExp(`/repos/${OWNER}/${REPO}/collaborators/eve/permission$`) },
      {
        status: 403,
        body: {
          message: 'Must have push access to view collaborator permission.',
          documentation_url:
            'https://docs.github.com/rest/collaborators/collaborators#get-repository-permissions-for-a-user',
        },
      },
    );
    const [out] = await withBasePermissions(fastClient(gh), pr, [
      source({ ref: 'eve/x#1', author: 'eve', association: 'OWNER', repository: 'eve/x' }),
    ]);
    expect(out?.basePermission).toBeNull();
    expect(out?.basePermissionError).toMatch(/403/);
  });

  it('a foreign source with no known author is not asked about and stays untrusted', async () => {
    const [out] = await withBasePermissions(fastClient(gh), pr, [
      source({ author: null, repository: 'x/y' }),
    ]);
    expect(out?.basePermission).toBeNull();
    expect(out?.basePermissionError).toBe('the author is unknown');
  });

  it('isForeignSource: the spec input and same-repository sources are not foreign', () => {
    expect(isForeignSource(source({ repository: 'acme/WIDGETS' }), pr)).toBe(false);
    expect(isForeignSource(source({ kind: 'input', repository: undefined }), pr)).toBe(false);
    expect(isForeignSource(source({ repository: 'acme/widgets-fork' }), pr)).toBe(true);
  });
});
