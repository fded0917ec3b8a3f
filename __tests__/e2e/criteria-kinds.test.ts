// Criteria by kind (#23 item 1) and no parse round for a listed spec (#26 item 1), end to end:
// the built action against the emulators, every reviewer answering honestly (MET with citations
// into the diff the request carries). A docs-only PR with docs criteria passes; a prose spec costs
// exactly one parse call, which reads the spec and none of the diff; a not-checkable criterion is a
// human-attention item, never checked and never a block of its own; a MET that cites a file the
// diff does not have is a named block.
import { describe, expect, it } from 'vitest';
import type { PullFile } from '../emulators/github.js';
import type { RecordedRequest } from '../emulators/model-emulator.js';
import { reviewers } from './reviewers.js';
import {
  addPull,
  markModelRequests,
  modelRequestsSince,
  onlyComment,
  runOnPull,
  scriptAll,
  statusesOn,
  useWorld,
} from './fixtures.js';

const world = useWorld();

/** A docs-only change: README gains an install section, CHANGELOG an entry. */
const DOCS_FILES: PullFile[] = [
  {
    filename: 'README.md',
    status: 'modified',
    additions: 3,
    deletions: 0,
    patch:
      '@@ -1,2 +1,5 @@\n # widgets\n \n+## Install\n+\n+Run `npm install widgets` and import `widgets` from your code.',
  },
  {
    filename: 'CHANGELOG.md',
    status: 'modified',
    additions: 2,
    deletions: 0,
    patch: '@@ -1,1 +1,3 @@\n # Changelog\n+\n+## 1.2.0 — documented the install steps',
  },
];
const DOCS_CRITERIA = ['README describes the install steps', 'CHANGELOG has an entry for 1.2.0'];
const DOCS_SPEC = `Documents how to install.\n\n## Acceptance criteria\n${DOCS_CRITERIA.map((c) => `- [ ] ${c}`).join('\n')}\n`;

const lanesOf = (requests: RecordedRequest[]) => requests.map((r) => r.lane ?? '');
const stepsOf = (requests: RecordedRequest[], lane: string) =>
  requests.filter((r) => r.lane === lane).map((r) => r.step ?? '');

describe('criteria by kind, end to end', () => {
  it('a docs-only PR whose checklist criteria are docs passes with honest replies, and no parse request is sent', async () => {
    scriptAll(world, reviewers({ criteria: DOCS_CRITERIA }));
    const mark = markModelRequests(world);
    const sha = addPull(world, 2301, {
      title: 'Document the install steps',
      body: DOCS_SPEC,
      files: DOCS_FILES,
      commits: [{ message: 'docs: install steps' }],
    });
    const run = await runOnPull(world, 2301);
    const requests = modelRequestsSince(world, mark);
    const body = onlyComment(world, 2301);
    expect(lanesOf(requests)).not.toContain('parse');
    // Each criterion was checked as a docs criterion, by inspection.
    const checks = requests.filter((r) => (r.step ?? '').startsWith('criterion:'));
    expect(checks.length).toBeGreaterThanOrEqual(2);
    for (const check of checks) {
      expect(check.rawBody).toContain('(kind: docs)');
      expect(check.rawBody).toContain('This is a DOCUMENTATION criterion');
    }
    expect(body).toContain('ADVERSARIAL_REVIEW: CONFORMS');
    expect(body).toContain('Criteria: 2/2 met (by inspection).');
    // The citations our code resolved against the diff are listed with the evidence.
    expect(body).toMatch(
      /- c1 \(docs\) "README describes the install steps" — .* — cites .*README\.md:1-5/,
    );
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    expect(run.outputs.verdict).toBe('PASS');
  });

  it('a prose spec sends exactly one parse request, whose body carries the spec and no diff text', async () => {
    const sentences = [
      'greet(name) must return the text Hello, followed by the name.',
      'An empty name must throw a TypeError.',
    ];
    scriptAll(world, reviewers({ criteria: sentences }));
    const mark = markModelRequests(world);
    addPull(world, 2302, { body: `Adds a greeting helper. ${sentences.join(' ')}` });
    await runOnPull(world, 2302);
    const requests = modelRequestsSince(world, mark);
    const parse = requests.filter((r) => r.lane === 'parse');
    expect(parse).toHaveLength(1);
    const raw = parse[0]!.rawBody;
    expect(raw).toContain('An empty name must throw a TypeError.');
    for (const diffText of ['diff --git', 'src/greet.ts', '@@ -0,0', 'export function greet']) {
      expect(raw).not.toContain(diffText);
    }
    // The criteria parse returned were checked: parse's reply reached the adversary.
    expect(stepsOf(requests, 'adversary').some((s) => s.startsWith('criterion:c2'))).toBe(true);
  });

  it('a not-checkable criterion is a human-attention item, never checked and not a block', async () => {
    const criteria = [...DOCS_CRITERIA, 'the team agrees the wording'];
    scriptAll(world, reviewers({ criteria }));
    const mark = markModelRequests(world);
    const sha = addPull(world, 2303, {
      body: `Documents how to install.\n\n## Done when\n${criteria.map((c) => `- ${c}`).join('\n')}\n`,
      files: DOCS_FILES,
    });
    const run = await runOnPull(world, 2303, { 'human-attention': 'note' });
    const requests = modelRequestsSince(world, mark);
    const body = onlyComment(world, 2303);
    // Two checkable criteria were checked; the third never reached a model.
    const checked = stepsOf(requests, 'adversary').filter((s) => s.startsWith('criterion:'));
    expect(checked.some((s) => s.startsWith('criterion:c3'))).toBe(false);
    expect(body).toContain('ADVERSARIAL_REVIEW: CONFORMS');
    expect(body).toContain('Criteria: 2/2 met (by inspection), 1 not checkable (human attention).');
    expect(body).toContain(
      'adversary: not-checkable criterion c3 "the team agrees the wording" — no change can show it; a person must judge it',
    );
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    expect(run.outputs.verdict).toBe('PASS');
  });

  it('under human-attention: block, the not-checkable criterion is the only blocker', async () => {
    const criteria = [...DOCS_CRITERIA, 'the team agrees the wording'];
    scriptAll(world, reviewers({ criteria }));
    const sha = addPull(world, 2304, {
      body: `Documents how to install.\n\n## Done when\n${criteria.map((c) => `- ${c}`).join('\n')}\n`,
      files: DOCS_FILES,
    });
    await runOnPull(world, 2304);
    const body = onlyComment(world, 2304);
    const blockers = /### What to do\n([\s\S]*?)(?:\n## |\n<details>|$)/.exec(body)?.[1] ?? '';
    const lines = blockers.split('\n').filter((l) => l.startsWith('- '));
    expect(lines).toHaveLength(1);
    // The one blocker is the attention bullet, the item itself listed under it.
    expect(lines[0]).toContain('**Waiting for a person**');
    expect(lines[0]).toContain('/done-gate approve <reason>');
    expect(blockers).toContain('\n  - adversary: not-checkable criterion c3');
    expect(body).toContain('ADVERSARIAL_REVIEW: CONFORMS');
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
  });

  it('a MET citing a file that is not in the diff is a named block', async () => {
    scriptAll(
      world,
      reviewers({
        criteria: DOCS_CRITERIA,
        override: {
          'criterion:c1': () => ({
            json: {
              id: 'c1',
              status: 'MET',
              evidence: 'the install steps are described',
              complaint: '',
              citations: [{ file: 'src/x.js', line: 40, end_line: null }],
            },
          }),
        },
      }),
    );
    const sha = addPull(world, 2305, { body: DOCS_SPEC, files: DOCS_FILES });
    const run = await runOnPull(world, 2305);
    const body = onlyComment(world, 2305);
    expect(body).toContain('ADVERSARIAL_REVIEW: DIVERGES');
    expect(body).toContain(
      'Acceptance criterion "README describes the install steps" — Partial — MET cites src/x.js:40, which is neither in the diff nor in the head — read as partial',
    );
    expect(body).toMatch(/adversary: DIVERGES/);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(run.outputs.verdict).toBe('BLOCKED');
  });
});
