// The warm-up's admission (src/models/prefix-warmup.ts), pure: the first call on a key goes and
// holds the rest until its first answer; an abort frees a waiting call as not admitted; keys
// differ wherever a vendor's cached prefix would.
import { describe, expect, it } from 'vitest';
import { createPrefixWarmup, prefixKey } from '../../../src/models/prefix-warmup.js';

const base = { model: 'openai/gpt-6.2-sol', evidenceKey: 'e1', tools: [], output: 'family' };

describe('prefix warm-up', () => {
  it('the first call goes at once; the next waits for its first answer, then goes', async () => {
    const warmup = createPrefixWarmup();
    const signal = new AbortController().signal;
    const first = await warmup.admit('k', signal);
    expect(first.admitted).toBe(true);
    expect(first.answered).toBeTypeOf('function');
    let secondDone = false;
    const second = warmup.admit('k', signal).then((a) => ((secondDone = true), a));
    await new Promise((resolve) => setImmediate(resolve));
    expect(secondDone).toBe(false);
    first.answered!();
    first.answered!(); // idempotent
    expect(await second).toEqual({ admitted: true });
    // Once answered, later calls on the key go at once and write nothing.
    expect(await warmup.admit('k', signal)).toEqual({ admitted: true });
  });

  it('another key is not held by this one', async () => {
    const warmup = createPrefixWarmup();
    const signal = new AbortController().signal;
    await warmup.admit('a', signal);
    const other = await warmup.admit('b', signal);
    expect(other.admitted).toBe(true);
    expect(other.answered).toBeTypeOf('function');
  });

  it('a waiting call whose signal aborts is not admitted; one aborted before it asks neither', async () => {
    const warmup = createPrefixWarmup();
    await warmup.admit('k', new AbortController().signal);
    const controller = new AbortController();
    const waiting = warmup.admit('k', controller.signal);
    controller.abort(new Error('deadline'));
    expect(await waiting).toEqual({ admitted: false });
    expect(await warmup.admit('k', controller.signal)).toEqual({ admitted: false });
  });

  it('prefixKey differs by model, evidence, tools offered and output name, and only by them', () => {
    const key = prefixKey(base);
    expect(prefixKey({ ...base })).toBe(key);
    for (const change of [
      { model: 'anthropic/claude-sonnet-5-5' },
      { evidenceKey: 'e2' },
      { tools: ['read_file'] },
      { output: 'gate_verdict' },
      { output: undefined },
    ]) {
      expect(prefixKey({ ...base, ...change })).not.toBe(key);
    }
    // Order of the tools counts: it is the order the vendor renders them in.
    expect(prefixKey({ ...base, tools: ['a', 'b'] })).not.toBe(
      prefixKey({ ...base, tools: ['b', 'a'] }),
    );
  });
});
