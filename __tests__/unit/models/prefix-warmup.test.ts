// The warm-up's admission (src/models/prefix-warmup.ts), pure: the first call on a prompt head
// goes and holds the rest until its first answer; an abort frees a waiting call as not admitted;
// heads differ wherever a vendor's cached prefix would, and only there.
import { describe, expect, it } from 'vitest';
import { createPrefixWarmup, type PromptHead } from '../../../src/models/prefix-warmup.js';

const SCHEMA = { kind: 'a schema' };
const OTHER_SCHEMA = { kind: 'another schema' };
const base: PromptHead = {
  model: 'openai/gpt-6.2-sol',
  provider: 'openai',
  evidenceKey: 'e1',
  tools: [],
  output: SCHEMA,
};
const open = new AbortController().signal;

/** Whether a call on `second` waits for the first call on `first` (it does not go at once). */
async function waitsOn(first: PromptHead, second: PromptHead): Promise<boolean> {
  const warmup = createPrefixWarmup();
  const writer = await warmup.admit(first, open);
  let settled = false;
  const next = warmup.admit(second, open).then((a) => ((settled = true), a));
  await new Promise((resolve) => setImmediate(resolve));
  const waited = !settled;
  writer.answered!();
  await next;
  return waited;
}

describe('prefix warm-up', () => {
  it('the first call goes at once; the next waits for its first answer, then goes', async () => {
    const warmup = createPrefixWarmup();
    const first = await warmup.admit(base, open);
    expect(first.admitted).toBe(true);
    expect(first.answered).toBeTypeOf('function');
    let secondDone = false;
    const second = warmup.admit({ ...base }, open).then((a) => ((secondDone = true), a));
    await new Promise((resolve) => setImmediate(resolve));
    expect(secondDone).toBe(false);
    first.answered!();
    first.answered!(); // idempotent
    expect(await second).toEqual({ admitted: true });
    // Once answered, later calls on the head go at once and write nothing.
    expect(await warmup.admit(base, open)).toEqual({ admitted: true });
  });

  it('a call on another head is not held by this one: it is the first on its own', async () => {
    const warmup = createPrefixWarmup();
    await warmup.admit(base, open);
    const other = await warmup.admit({ ...base, evidenceKey: 'e2' }, open);
    expect(other.admitted).toBe(true);
    expect(other.answered).toBeTypeOf('function');
  });

  it('a waiting call whose signal aborts is not admitted; one aborted before it asks neither', async () => {
    const warmup = createPrefixWarmup();
    await warmup.admit(base, open);
    const controller = new AbortController();
    const waiting = warmup.admit(base, controller.signal);
    controller.abort(new Error('deadline'));
    expect(await waiting).toEqual({ admitted: false });
    expect(await warmup.admit(base, controller.signal)).toEqual({ admitted: false });
  });

  it('heads differ by model, evidence, tools and their order, and — where the schema leads the prompt — the output sent', async () => {
    for (const change of [
      { model: 'openai/gpt-6.1-sol' },
      { evidenceKey: 'e2' },
      { tools: ['read_file'] },
      { output: OTHER_SCHEMA },
    ] satisfies Partial<PromptHead>[]) {
      expect(await waitsOn(base, { ...base, ...change })).toBe(false);
    }
    const twoTools = { ...base, tools: ['read_file', 'search'] };
    expect(await waitsOn(twoTools, { ...twoTools, tools: ['search', 'read_file'] })).toBe(false);
    expect(await waitsOn(twoTools, { ...twoTools })).toBe(true);
    // Anthropic caches the schema ahead of the text too; Gemini does not, so calls that differ
    // only in their schema share Gemini's prefix.
    const anthropic = {
      ...base,
      model: 'anthropic/claude-sonnet-5-5',
      provider: 'anthropic' as const,
    };
    expect(await waitsOn(anthropic, { ...anthropic, output: OTHER_SCHEMA })).toBe(false);
    const gemini = { ...base, model: 'google/gemini-4-neon', provider: 'google' as const };
    expect(await waitsOn(gemini, { ...gemini, output: OTHER_SCHEMA })).toBe(true);
  });
});
