// A fifth lane for the test that proves a lane is one unit (#27): it has an action input of its
// own (`fixture-banned-words`), prepares its own input from the lane-agnostic evidence (the added
// lines that hold a banned word), decides what its rules can before the model (a banned word
// blocks whatever the model says), makes two calls per chunk, and renders and judges its report.
// It imports the lane contract and shared helpers only — never the registry or another lane.
import { z } from 'zod';
import { ConfigError } from '../../../src/errors.js';
import type { InputDefinition } from '../../../src/config/input-definition.js';
import {
  blockedLane,
  greenLane,
  sentinelWord,
  type Lane,
  type LaneEvidence,
} from '../../../src/review/gauntlet/lanes/lane.js';
import { decisiveFault, laneFault, replyValues } from '../../../src/review/gauntlet/replies.js';

export const FIXTURE_SENTINEL = /FIXTURE_REVIEW:\s*(PASS|FAIL)/;

/** The fixture's own action input: comma-separated words an added line may not hold. */
export const bannedWordsInput: InputDefinition<string[]> = {
  name: 'fixture-banned-words',
  default: 'FIXME',
  description: 'Words an added line may not contain (the fixture lane of the lane-unit test).',
  parse(raw) {
    const words = (raw === '' ? 'FIXME' : raw)
      .split(',')
      .map((w) => w.trim())
      .filter((w) => w !== '');
    if (words.some((w) => !/^[A-Za-z]{1,40}$/.test(w))) {
      throw new ConfigError(
        'fixture-banned-words',
        'fixture-banned-words: use comma-separated words of letters only',
      );
    }
    return words;
  },
};

/** What the fixture lane prepares for itself: the banned words and where they were added. */
export interface FixtureInput {
  words: readonly string[];
  hits: readonly string[];
}

export function prepareFixture(evidence: LaneEvidence): FixtureInput {
  const given = evidence.inputs[bannedWordsInput.name];
  const words = Array.isArray(given) ? (given as string[]) : bannedWordsInput.parse('');
  const hits: string[] = [];
  for (const file of evidence.diffFiles) {
    for (const hunk of file.hunks) {
      for (const line of hunk.lines) {
        if (line.kind === '+' && words.some((w) => line.text.includes(w))) {
          hits.push(`${file.path}:${line.line}`);
        }
      }
    }
  }
  return { words, hits };
}

const fixtureReplySchema = z.strictObject({ verdict: z.enum(['PASS', 'FAIL']), note: z.string() });

export const fixtureLane: Lane<'fixture', FixtureInput> = {
  name: 'fixture',
  aliases: ['fixture', 'fixture-lane'],
  sentinel: FIXTURE_SENTINEL,
  promptVersion: 'fixture/2026-12-02',
  readsRepository: false,
  readsSpec: false,
  modelSlot: 5,
  inputs: [bannedWordsInput],
  selection: {
    floor: (input) =>
      input.signals.changedFiles.some((path) => path.startsWith('docs/'))
        ? { selected: true, reason: 'fixture: documentation changed' }
        : { selected: false, reason: 'fixture: not selected — no documentation changed' },
    widenOnUnknownSurface: () => false,
    degradedDefault: () => false,
    additionRefused: () => null,
    alwaysOn: false,
    selectHint: ['- fixture: the test lane; add it when documentation changed.'],
    inFallback: () => false,
  },
  callsPerChunk: () => 2,
  prepare: prepareFixture,
  async attempt({ input, perChunk }) {
    const ask = (step: string) =>
      perChunk({
        step,
        instructions: `Fixture lane (${step}). Reply with the JSON object.`,
        task: (i, n) => `Chunk ${i}/${n}. Banned words: ${input.words.join(', ')}.`,
        schema: fixtureReplySchema,
      });
    const [words, tone] = await Promise.all([ask('words'), ask('tone')]);
    const fault = decisiveFault([...words, ...tone]);
    if (fault !== null) return laneFault('fixture', fault);
    const modelFail = replyValues([...words, ...tone]).some((r) => r.verdict === 'FAIL');
    // Rules before opinions: a banned word blocks whatever the model answered.
    const word = input.hits.length > 0 || modelFail ? 'FAIL' : 'PASS';
    const lines = [`FIXTURE_REVIEW: ${word}`, ...input.hits.map((at) => `- banned word at ${at}`)];
    return {
      report: lines.join('\n'),
      findings: [],
      verdict: { word, degraded: false },
    };
  },
  degraded: () => false,
  judge(report, times) {
    const word = sentinelWord(fixtureLane, report);
    if (word === 'PASS') return greenLane('fixture', `PASS${times}`);
    const hits = report.split('\n').filter((l) => l.startsWith('- banned word at '));
    return blockedLane(
      'fixture',
      word === 'FAIL' ? `FAIL${times}` : 'missing verdict sentinel',
      `fixture: ${word === 'FAIL' ? `FAIL — ${hits.map((h) => h.slice(2)).join('; ')}` : 'no FIXTURE_REVIEW sentinel'} — never a pass`,
    );
  },
};
