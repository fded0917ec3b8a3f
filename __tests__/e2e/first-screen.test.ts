// The first screen decides (#25 items 1–3), end to end: the built action against the emulators,
// its sticky comment rendered with a real GFM parser (micromark + GFM, raw HTML kept as GitHub
// keeps `<details>`), and only what stays visible — outside every `<details>` — is read. A
// blocker's file:line and title, an unmet criterion, a red test, an attention item with the
// approve instruction, the approver after `/done-gate approve`, the two sentinel lines on lines of
// their own, and a short PASS. Also: a lane's concrete replacement becomes a ```suggestion block.
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { attentionOnly, findingReply, reviewers } from './reviewers.js';
import {
  addPull,
  commentsOn,
  CRITERIA,
  OWNER,
  REPO,
  runOnPull,
  scriptAll,
  statusesOn,
  useWorld,
} from './fixtures.js';
import { issueCommentPayload } from './webhooks.js';

const world = useWorld();

const MAINTAINER = 'mona-first-screen';

/** The comment as GitHub would render it: GFM, raw HTML passed through (as `<details>` is). */
function html(markdown: string): string {
  return micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  });
}

/** The HTML with every `<details>` element (nested ones included) removed. */
function withoutDetails(rendered: string): string {
  let out = '';
  let depth = 0;
  for (const part of rendered.split(/(<details\b[^>]*>|<\/details>)/i)) {
    if (/^<details\b/i.test(part)) depth += 1;
    else if (/^<\/details>$/i.test(part)) depth = Math.max(0, depth - 1);
    else if (depth === 0) out += part;
  }
  return out;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The visible lines outside `<details>`: block elements become lines, tags are dropped. */
function visibleLines(markdown: string): string[] {
  const blocks = withoutDetails(html(markdown))
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|tr|pre|blockquote)>/gi, '\n')
    .replace(/<(li|tr)\b[^>]*>/gi, '\n');
  return decodeEntities(blocks.replace(/<[^>]+>/g, ''))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The visible HTML outside `<details>` (links kept, to check where they point). */
function visibleHtml(markdown: string): string {
  return withoutDetails(html(markdown));
}

function reportOn(n: number): string {
  const report = commentsOn(world, n).find((c) => c.body.startsWith('GAUNTLET: '));
  if (report === undefined) throw new Error(`no report on #${n}`);
  return report.body;
}

describe('the first screen decides (#25)', { timeout: 120_000 }, () => {
  it('a blocking finding: its file:line (linked to the judged head) and title are visible', async () => {
    const n = 2601;
    const head = addPull(world, n);
    scriptAll(
      world,
      reviewers({
        criteria: CRITERIA,
        override: {
          'code-review': () =>
            findingReply(
              'code-review',
              'src/greet.ts',
              'Throws on every name',
              2,
              'greet() dereferences undefined.',
            ),
        },
      }),
    );
    const run = await runOnPull(world, n);
    expect(run.outputs.verdict).toBe('BLOCKED');
    const body = reportOn(n);
    const lines = visibleLines(body);
    expect(lines[0]).toBe('GAUNTLET: BLOCKED');
    expect(lines[1]).toMatch(/^❌ Not done — \d+ blockers? to fix$/);
    const at = lines.findIndex(
      (l) => l.includes('src/greet.ts:2') && l.includes('Throws on every name'),
    );
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(30);
    expect(lines.join('\n')).toContain('greet() dereferences undefined.');
    expect(lines.join('\n')).toContain('Fix: Update the caller.');
    expect(visibleHtml(body)).toContain(
      `href="https://github.com/${OWNER}/${REPO}/blob/${head}/src/greet.ts#L2"`,
    );
  });

  it('an unmet criterion with the reviewer’s reason, and a red test with its message, are visible', async () => {
    const n = 2602;
    addPull(world, n);
    world.gh.state.addArtifact({
      owner: OWNER,
      repo: REPO,
      runId: 4242,
      name: 'junit-first-screen',
      files: {
        'junit.xml':
          '<?xml version="1.0"?><testsuites tests="1" failures="1"><testsuite name="greet" tests="1" failures="1">' +
          '<testcase classname="greet" name="rejects an empty name"><failure message="expected TypeError, nothing thrown"/></testcase>' +
          '</testsuite></testsuites>',
      },
    });
    scriptAll(
      world,
      reviewers({
        criteria: CRITERIA,
        override: {
          'criterion:c2': () => ({
            json: {
              id: 'c2',
              status: 'UNMET',
              evidence: '',
              complaint: 'greet("") returns "Hello, !" instead of throwing',
              citations: [],
            },
          }),
        },
      }),
    );
    const run = await runOnPull(world, n, { 'test-artifacts': 'junit-first-screen' });
    expect(run.outputs.verdict).toBe('BLOCKED');
    const lines = visibleLines(reportOn(n)).slice(0, 30);
    const text = lines.join('\n');
    expect(text).toContain(`Acceptance criterion "${CRITERIA[1]}" — Unmet`);
    expect(text).toContain('greet("") returns "Hello, !" instead of throwing');
    expect(text).toContain(
      'failed: greet › rejects an empty name — expected TypeError, nothing thrown',
    );
  });

  it('an attention item is stated in full with the approve instruction; after approval the approver leads', async () => {
    const n = 2603;
    const head = addPull(world, n);
    scriptAll(world, attentionOnly());
    await runOnPull(world, n);
    expect(statusesOn(world, head)).toEqual(['pending', 'failure']);
    const before = visibleLines(reportOn(n));
    expect(before[1]).toMatch(/^⏸️ Waiting for a person/);
    const text = before.slice(0, 30).join('\n');
    expect(text).toContain('The name is echoed unescaped');
    expect(text).toContain('a maintainer can accept it with /done-gate approve <reason>');

    world.gh.state.grantRole(OWNER, REPO, MAINTAINER, 'maintain');
    const approve = await runOnPull(
      world,
      n,
      { models: '' },
      {
        eventName: 'issue_comment',
        event: issueCommentPayload(world, n, '/done-gate approve checked the escaping', MAINTAINER),
      },
    );
    expect(approve.exitCode).toBe(0);
    expect(statusesOn(world, head)).toEqual(['pending', 'failure', 'success']);
    const command = commentsOn(world, n).find((c) => c.body.startsWith('/done-gate approve'))!;
    const body = reportOn(n);
    const after = visibleLines(body);
    expect(after[1]).toBe(
      `✅ Accepted by @${MAINTAINER} — the human-attention items were approved for head ${head.slice(0, 7)} against main at ${world.gh.state.pull(OWNER, REPO, n)!.baseSha.slice(0, 7)}`,
    );
    expect(after.slice(0, 4).join('\n')).toContain(`Judged head ${head}`);
    expect(visibleHtml(body)).toContain(
      `href="https://github.com/${OWNER}/${REPO}/pull/${n}#issuecomment-${command.id}"`,
    );
    // The original blockers stay listed, now as accepted.
    const accepted = after.indexOf(`Accepted by @${MAINTAINER}`);
    expect(accepted).toBeGreaterThan(1);
    expect(after.slice(accepted).join('\n')).toContain('The name is echoed unescaped');
  });

  it('the two sentinel lines render on separate lines; a fault says to re-run the job, linked', async () => {
    const n = 2604;
    addPull(world, n);
    scriptAll(
      world,
      reviewers({ criteria: CRITERIA, override: { security: () => ({ fault: 'server-error' }) } }),
    );
    const run = await runOnPull(world, n, { 'forced-lanes': 'security' });
    expect(run.outputs.verdict).toBe('BLOCKED');
    const body = reportOn(n);
    expect(body.split('\n')[2]).toMatch(/^GAUNTLET_REVIEW_INCOMPLETE: .*security/);
    const rendered = html(body);
    expect(rendered).toMatch(
      /^<p>GAUNTLET: BLOCKED<\/p>\n<p>GAUNTLET_REVIEW_INCOMPLETE: [^<]*security[^<]*<\/p>/,
    );
    const lines = visibleLines(body);
    expect(lines[1]).toMatch(/^GAUNTLET_REVIEW_INCOMPLETE: /);
    expect(lines[2]).toMatch(/^⚠️ Could not review — /);
    expect(lines.slice(0, 30).join('\n')).toMatch(/Re-run the job \(this run\)/);
    expect(visibleHtml(body)).toContain(
      `href="https://github.com/${OWNER}/${REPO}/actions/runs/4242"`,
    );
  });

  it('a PASS shows a short first screen: at most 12 visible lines outside <details>', async () => {
    const n = 2605;
    addPull(world, n);
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    const run = await runOnPull(world, n);
    expect(run.outputs.verdict).toBe('PASS');
    const lines = visibleLines(reportOn(n));
    expect(lines[0]).toBe('GAUNTLET: PASS');
    expect(lines[1]).toMatch(/^✅ Done/);
    expect(lines.length).toBeLessThanOrEqual(12);
    // Nothing to say is not said.
    expect(lines.join('\n')).not.toMatch(/Repository reads|cost: unknown|What to do/);
  });

  it('a lane’s concrete replacement is posted as a GitHub suggestion block on its line (#25 item 3)', async () => {
    const n = 2606;
    addPull(world, n);
    const replacement = 'export const greet = (name: string): string => `Hello, ${name}!`;';
    scriptAll(
      world,
      reviewers({
        criteria: CRITERIA,
        override: {
          'code-review': () => ({
            json: {
              summary: 'Breaks src/greet.ts.',
              findings: [
                {
                  severity: 'critical',
                  category: 'correctness',
                  file: 'src/greet.ts',
                  line: 2,
                  end_line: null,
                  title: 'Returns undefined',
                  detail: 'The function body has no return.',
                  fix: 'Return the greeting.',
                  suggestion: replacement,
                  confidence: 0.9,
                },
              ],
            },
          }),
        },
      }),
    );
    await runOnPull(world, n);
    const comments = world.gh.state.reviewComments.filter((c) => c.pullNumber === n);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({ path: 'src/greet.ts', line: 2 });
    const fence = /(`{3,})suggestion\n([\s\S]*?)\n\1/.exec(comments[0]!.body);
    expect(fence?.[2]).toBe(replacement);
  });
});
