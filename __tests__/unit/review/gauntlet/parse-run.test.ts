// Where the adversary's criteria come from: a listed spec is read by our code with no parse call;
// a prose spec is one parse call whose only evidence is the fenced spec, never a diff chunk.
import { describe, expect, it } from 'vitest';
import type { SendCall } from '../../../../src/review/gauntlet/calls.js';
import { MAX_CRITERIA } from '../../../../src/review/gauntlet/lanes/parse.js';
import { createCriteriaSource } from '../../../../src/review/gauntlet/parse-run.js';
import type { CallOutcome } from '../../../../src/review/gauntlet/replies.js';
import { fenceUntrusted } from '../../../../src/trust/fence.js';

interface Sent {
  lane: string;
  task: string;
  evidence: string | undefined;
}

function recorder(reply: unknown): { send: SendCall; sent: Sent[] } {
  const sent: Sent[] = [];
  const send: SendCall = <T>(
    lane: string,
    _attempt: number,
    call: { task: string; schema: { safeParse(v: unknown): { success: boolean; data?: T } } },
    evidence: string | undefined,
  ): Promise<CallOutcome<T>> => {
    sent.push({ lane, task: call.task, evidence });
    const parsed = call.schema.safeParse(reply);
    return Promise.resolve(
      parsed.success
        ? { ok: true, value: parsed.data as T }
        : { ok: false, fault: { kind: 'invalid-output', message: 'bad reply' } },
    );
  };
  return { send, sent };
}

const fenced = (text: string) => fenceUntrusted('spec', text, 'DELIM42');
const CHUNKS = ['diff --git a/src/greet.ts b/src/greet.ts\n+export function greet() {}'];
const noEvents = () => undefined;

describe('createCriteriaSource', () => {
  it('a spec with a criteria section sends no parse call; ids and kinds are ours', async () => {
    const { send, sent } = recorder(null);
    const source = createCriteriaSource(
      send,
      CHUNKS,
      fenced('## Acceptance criteria\n- README describes install\n- greet() returns Hello\n'),
      noEvents,
    );
    source.start(0);
    expect(await source.forAttempt(0)).toEqual({
      ok: true,
      value: [
        { id: 'c1', text: 'README describes install', kind: 'docs' },
        { id: 'c2', text: 'greet() returns Hello', kind: 'behaviour' },
      ],
    });
    expect(await source.forAttempt(1)).toMatchObject({ ok: true });
    expect(sent).toEqual([]);
  });

  it('a prose spec is one parse call whose only evidence is the fenced spec', async () => {
    const spec = fenced('Adds greet. It must return Hello for Ada.\n');
    const { send, sent } = recorder({
      criteria: [{ id: 'x', text: 'It must return Hello for Ada.', kind: 'docs' }],
    });
    const source = createCriteriaSource(send, CHUNKS, spec, noEvents);
    source.start(0);
    const parsed = await source.forAttempt(0);
    // "return" is a behaviour word: our rules make the model's "docs" stricter.
    expect(parsed).toEqual({
      ok: true,
      value: [{ id: 'c1', text: 'It must return Hello for Ada.', kind: 'behaviour' }],
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.lane).toBe('parse');
    expect(sent[0]?.evidence).toBe(spec);
    expect(sent[0]?.task).not.toContain('diff --git');
    expect(sent[0]?.evidence).not.toContain('diff --git');
  });

  it('a listed spec longer than MAX_CRITERIA is a named fault, not a silent cut', async () => {
    const items = Array.from({ length: MAX_CRITERIA + 1 }, (_, i) => `- [ ] item ${i}`).join('\n');
    const { send, sent } = recorder(null);
    const source = createCriteriaSource(send, CHUNKS, fenced(items), noEvents);
    const parsed = await source.forAttempt(0);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.fault.kind).toBe('too-many-criteria');
      expect(parsed.fault.message).toContain(`${MAX_CRITERIA + 1} criteria`);
    }
    expect(sent).toEqual([]);
  });

  it('with no evidence at all, a prose spec is a no-evidence fault and no call is spent', async () => {
    const { send, sent } = recorder(null);
    const source = createCriteriaSource(send, [], fenced('It must return Hello.'), noEvents);
    const parsed = await source.forAttempt(0);
    expect(parsed).toMatchObject({ ok: false, fault: { kind: 'no-evidence' } });
    expect(sent).toEqual([]);
  });
});
