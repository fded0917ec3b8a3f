// Keeps README.md honest: its inputs/outputs tables match action.yml (names, defaults, required,
// text), its generated blocks are current, its example workflows are the files in docs/workflows/
// and use only what the action and the CLI accept, and every npm script it names exists.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  compareDocumentation,
  DOCS_HINT,
  parseActionMetadata,
  parseTableRows,
  readBlock,
  renderInputsTable,
  renderReadme,
  workflowBlocks,
  writeBlock,
} from '../../scripts/readme-tables.js';
import type { ActionMetadata } from '../../scripts/readme-tables.js';
import { parseCliArgs, USAGE } from '../../src/cli/args.js';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string): string => readFileSync(resolve(ROOT, path), 'utf8');

const README = read('README.md');
const ACTION_YML = read('action.yml');
const META = parseActionMetadata(ACTION_YML);
const WORKFLOW_DIR = 'docs/workflows';
const WORKFLOW_FILES = readdirSync(resolve(ROOT, WORKFLOW_DIR))
  .filter((f) => f.endsWith('.yml'))
  .map((f) => `${WORKFLOW_DIR}/${f}`);

/** A deep copy, so each case edits its own metadata. */
function meta(): ActionMetadata {
  return structuredClone(META);
}

function explain(problems: string[]): string {
  return `README.md drifted from its sources — ${DOCS_HINT}:\n${problems.join('\n')}`;
}

describe('README inputs and outputs tables', () => {
  it('document exactly what action.yml declares', () => {
    const problems = compareDocumentation(META, README);
    expect(problems, explain(problems)).toEqual([]);
  });

  it('list every input and output of action.yml, with its default', () => {
    const inputs = parseTableRows(readBlock(README, 'inputs') ?? '');
    expect(inputs.map((r) => r.name)).toEqual(META.inputs.map((i) => i.name));
    expect(inputs.map((r) => r.default)).toEqual(META.inputs.map((i) => i.default));
    const outputs = parseTableRows(readBlock(README, 'outputs') ?? '');
    expect(outputs.map((r) => r.name)).toEqual(META.outputs.map((o) => o.name));
    // Sanity: the parse found the real thing, not an empty table on both sides.
    expect(META.inputs.find((i) => i.name === 'models')?.required).toBe(true);
    expect(META.inputs.find((i) => i.name === 'status-context')?.default).toBe('done-gate');
  });

  it('fail when action.yml gains an input the README does not document', () => {
    const changed = meta();
    changed.inputs.push({
      name: 'fake-input',
      description: 'Added by the test.',
      default: null,
      required: false,
    });
    const problems = compareDocumentation(changed, README);
    expect(problems).toContain(
      `action.yml declares input 'fake-input', which README.md does not document (${DOCS_HINT})`,
    );
    expect(problems.some((p) => p.startsWith('the inputs table in README.md differs'))).toBe(true);
  });

  it('fail when a copy of action.yml text gains an input (parsed, not hand-built)', () => {
    const copy = ACTION_YML.replace(
      /^outputs:/m,
      [
        '  fake-yaml-input:',
        '    description: Only in this copy.',
        "    default: 'x'",
        '',
        'outputs:',
      ].join('\n'),
    );
    expect(copy).not.toBe(ACTION_YML);
    const problems = compareDocumentation(parseActionMetadata(copy), README);
    expect(problems.join('\n')).toMatch(/declares input 'fake-yaml-input'.*run npm run docs/);
  });

  it('fail when the README documents an input action.yml lacks', () => {
    const changed = meta();
    changed.inputs = changed.inputs.filter((i) => i.name !== 'rigor');
    const problems = compareDocumentation(changed, README);
    expect(problems).toContain(
      `README.md documents input 'rigor', which action.yml does not declare (${DOCS_HINT})`,
    );
  });

  it('fail when a default or the required flag differs', () => {
    const changed = meta();
    const rigor = changed.inputs.find((i) => i.name === 'rigor');
    const models = changed.inputs.find((i) => i.name === 'models');
    if (rigor === undefined || models === undefined) throw new Error('fixture inputs missing');
    rigor.default = 'prototype';
    models.required = false;
    const problems = compareDocumentation(changed, README);
    expect(problems).toContain(
      `default of input 'rigor': action.yml says "prototype", README.md says "production" (${DOCS_HINT})`,
    );
    expect(problems.some((p) => p.startsWith("input 'models' is not required in action.yml"))).toBe(
      true,
    );
  });

  it('fail when a default appears where the README shows none', () => {
    const changed = meta();
    const spec = changed.inputs.find((i) => i.name === 'spec');
    if (spec === undefined) throw new Error('fixture input missing');
    spec.default = 'SPEC.md';
    expect(compareDocumentation(changed, README)).toContain(
      `default of input 'spec': action.yml says "SPEC.md", README.md says null (${DOCS_HINT})`,
    );
  });

  it('fail on an output added or removed', () => {
    const added = meta();
    added.outputs.push({ name: 'fake-output', description: 'Added by the test.' });
    expect(compareDocumentation(added, README)).toContain(
      `action.yml declares output 'fake-output', which README.md does not document (${DOCS_HINT})`,
    );
    const removed = meta();
    removed.outputs = removed.outputs.filter((o) => o.name !== 'verdict');
    expect(compareDocumentation(removed, README)).toContain(
      `README.md documents output 'verdict', which action.yml does not declare (${DOCS_HINT})`,
    );
  });

  it('fail on a description change alone (the whole block is compared)', () => {
    const changed = meta();
    const first = changed.inputs[0];
    if (first === undefined) throw new Error('no inputs');
    first.description = `${first.description} Changed.`;
    expect(compareDocumentation(changed, README)).toEqual([
      `the inputs table in README.md differs from action.yml (${DOCS_HINT})`,
    ]);
  });

  it('fail when the markers are gone', () => {
    const stripped = README.replace('<!-- inputs:start -->', '').replace(
      '<!-- outputs:end -->',
      '',
    );
    const problems = compareDocumentation(META, stripped);
    expect(problems).toContain(
      'README.md has no <!-- inputs:start --> … <!-- inputs:end --> block',
    );
    expect(problems).toContain(
      'README.md has no <!-- outputs:start --> … <!-- outputs:end --> block',
    );
  });

  it('escape pipes so a description cannot add a column', () => {
    const changed = meta();
    const first = changed.inputs[0];
    if (first === undefined) throw new Error('no inputs');
    first.description = 'a | b';
    first.default = 'x|y';
    const rows = parseTableRows(renderInputsTable(changed));
    expect(rows[0]).toEqual({ name: first.name, default: 'x|y', required: first.required });
    expect(rows).toHaveLength(changed.inputs.length);
  });
});

describe('README generated blocks', () => {
  it('are current: regenerating changes nothing', () => {
    const workflows = Object.fromEntries(WORKFLOW_FILES.map((f) => [f, read(f)]));
    const regenerated = renderReadme(README, { meta: META, usage: USAGE, workflows });
    expect(regenerated === README, `README.md is out of date: ${DOCS_HINT}`).toBe(true);
  });

  it('detect a stale CLI help block', () => {
    const workflows = Object.fromEntries(WORKFLOW_FILES.map((f) => [f, read(f)]));
    const regenerated = renderReadme(README, {
      meta: META,
      usage: `${USAGE}\n  --new-flag  added by the test`,
      workflows,
    });
    expect(regenerated).not.toBe(README);
    expect(readBlock(regenerated, 'cli-help')).toContain('--new-flag');
  });

  it('replace only the content between the markers', () => {
    const doc = 'before\n<!-- x:start -->\nold\n<!-- x:end -->\nafter\n';
    const out = writeBlock(doc, 'x', 'new');
    expect(out).toBe('before\n<!-- x:start -->\n\nnew\n\n<!-- x:end -->\nafter\n');
    expect(readBlock(out, 'x')).toBe('new');
    expect(writeBlock(out, 'x', 'new')).toBe(out);
    expect(() => writeBlock('no markers', 'x', 'new')).toThrow(/no <!-- x:start -->/);
  });

  it('keep the bench placeholder for the lead to fill', () => {
    expect(readBlock(README, 'bench')).not.toBeNull();
  });
});

interface WorkflowStep {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface WorkflowJob {
  permissions?: unknown;
  steps?: WorkflowStep[];
}
interface Workflow {
  on?: unknown;
  permissions?: unknown;
  jobs?: Record<string, WorkflowJob>;
}

function loadWorkflow(path: string): Workflow {
  return parse(read(path)) as Workflow;
}

function steps(workflow: Workflow): WorkflowStep[] {
  return Object.values(workflow.jobs ?? {}).flatMap((job) => job.steps ?? []);
}

const isDoneGate = (step: WorkflowStep): boolean => /\/done-gate@/.test(step.uses ?? '');

/** Splits a shell command line on blanks, honouring single quotes (enough for our examples). */
function shellWords(line: string): string[] {
  const words: string[] = [];
  for (const match of line.matchAll(/'([^']*)'|(\S+)/g)) words.push(match[1] ?? match[2] ?? '');
  return words;
}

describe('README example workflows', () => {
  it('are the files in docs/workflows, each inlined once', () => {
    const inlined = workflowBlocks(README).map((name) => name.slice('workflow:'.length));
    expect([...inlined].sort()).toEqual([...WORKFLOW_FILES].sort());
    expect(WORKFLOW_FILES.length).toBeGreaterThanOrEqual(3);
  });

  it.each(WORKFLOW_FILES)('%s: no event data inside a run: script', (path) => {
    const runs = steps(loadWorkflow(path)).flatMap((s) => (s.run === undefined ? [] : [s.run]));
    expect(runs.length + steps(loadWorkflow(path)).length).toBeGreaterThan(0);
    for (const run of runs) {
      expect(run).not.toMatch(/\$\{\{[^}]*github\.(event|head_ref)/);
    }
  });

  it.each(WORKFLOW_FILES)('%s: permissions: {} at the top, explicit grants per job', (path) => {
    const workflow = loadWorkflow(path);
    expect(workflow.permissions).toEqual({});
    for (const job of Object.values(workflow.jobs ?? {})) {
      expect(job.permissions).toBeTypeOf('object');
      expect(job.permissions).not.toHaveProperty('contents', 'write');
    }
    expect(JSON.stringify(workflow.on)).not.toContain('pull_request_target');
  });

  it.each(WORKFLOW_FILES)('%s: done-gate steps pass only declared inputs', (path) => {
    const declared = new Set(META.inputs.map((i) => i.name));
    const required = META.inputs.filter((i) => i.required).map((i) => i.name);
    for (const step of steps(loadWorkflow(path)).filter(isDoneGate)) {
      const given = Object.keys(step.with ?? {});
      expect(given.filter((name) => !declared.has(name))).toEqual([]);
      for (const name of required) expect(given).toContain(name);
    }
  });

  it('the gate jobs hold the write permissions they need and check out no PR code', () => {
    for (const path of WORKFLOW_FILES) {
      const workflow = loadWorkflow(path);
      // A merge group has no pull request to comment on; every other event writes the comment.
      const events = Object.keys((workflow.on ?? {}) as Record<string, unknown>);
      const comments = events.some((e) => e !== 'merge_group');
      for (const job of Object.values(workflow.jobs ?? {})) {
        if (!(job.steps ?? []).some(isDoneGate)) continue;
        expect(job.permissions, path).toMatchObject({ statuses: 'write' });
        if (comments) expect(job.permissions, path).toMatchObject({ 'pull-requests': 'write' });
        // Artifacts are downloaded only where test output is read from them.
        if ((job.steps ?? []).some((s) => isDoneGate(s) && s.with?.['test-artifacts'])) {
          expect(job.permissions, path).toMatchObject({ actions: 'read' });
        }
        const checkouts = (job.steps ?? []).filter((s) => s.uses?.startsWith('actions/checkout'));
        expect(checkouts, `${path}: a gate job must not check out PR code`).toEqual([]);
      }
    }
  });

  it('the merge-queue and approval workflows listen to the events their commands need', () => {
    const queue = loadWorkflow(`${WORKFLOW_DIR}/merge-queue.yml`);
    expect(queue.on).toEqual({ merge_group: { types: ['checks_requested'] } });
    const approve = loadWorkflow(`${WORKFLOW_DIR}/approve.yml`);
    expect(approve.on).toEqual({
      issue_comment: { types: ['created'] },
      pull_request_review: { types: ['submitted'] },
    });
    const step = steps(approve).find(isDoneGate);
    expect(step?.with?.approvers).toBe('maintain, admin');
    expect(step?.with?.['status-context']).toBe('done-gate');
  });

  it('the hardened pair declares the same verification commands, in a form the CLI accepts', () => {
    const gate = steps(loadWorkflow(`${WORKFLOW_DIR}/hardened-gate.yml`)).find(isDoneGate);
    const declared = JSON.parse(String(gate?.with?.['verification-commands'])) as unknown;
    expect(gate?.with?.['checks-record-path']).toBe('checks/done-gate-checks.json');

    const runLine = steps(loadWorkflow(`${WORKFLOW_DIR}/hardened-checks.yml`))
      .map((s) => s.run ?? '')
      .find((run) => run.includes(' run-checks '));
    if (runLine === undefined) throw new Error('hardened-checks.yml has no run-checks step');
    const words = shellWords(runLine);
    const args = parseCliArgs(words.slice(words.indexOf('run-checks')));
    if (args.command !== 'run-checks') throw new Error(`parsed as ${args.command}`);
    expect(JSON.parse(args.inputs['verification-commands'] ?? 'null')).toEqual(declared);
    expect(args.out).toBe('done-gate-checks.json');
    expect(declared).toEqual(expect.arrayContaining([expect.any(String)]));
  });
});

describe('README commands', () => {
  it('every npm script it names exists in package.json', () => {
    const scripts = Object.keys(
      (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts,
    );
    // Generated tables and example workflows name scripts of the user's repository, not ours.
    let ours = README;
    for (const name of ['inputs', 'outputs', ...workflowBlocks(README)]) {
      ours = writeBlock(ours, name, '');
    }
    const named = [...ours.matchAll(/npm run ([a-z][\w:-]*)/g)].map((m) => m[1] ?? '');
    expect(named.length).toBeGreaterThan(0);
    expect([...new Set(named)].filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it('every `npm run review -- …` example parses with the CLI', () => {
    const examples = [...README.matchAll(/npm run review -- ([^`\n#]+)/g)].map((m) =>
      (m[1] ?? '').trim(),
    );
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      expect(() => parseCliArgs(['review', ...shellWords(example)]), example).not.toThrow();
    }
  });

  it('the review script runs the built CLI on the last commit by default', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.review).toBe('node dist/cli/index.js review');
    const args = parseCliArgs(['review']);
    expect(args).toMatchObject({ command: 'review', base: 'HEAD~1', head: 'HEAD' });
  });
});
