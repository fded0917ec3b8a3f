// Every fault class against every vendor's emulator, through the real AI SDK providers.
import { describe, it } from 'vitest';
import type { ModelFaultKind } from '../../../src/models/types.js';
import type { EmulatorFault, ScriptReply } from '../../emulators/model-emulator.js';
import { GOOD, KEYS, leakedKeys, request, rig, TARGETS, FAST_RETRY } from './harness.js';

interface FaultCase {
  label: string;
  fault: EmulatorFault;
  extra?: Partial<Extract<ScriptReply, { fault: EmulatorFault }>>;
  kind: ModelFaultKind;
  /** HTTP requests the emulator must see. */
  requests: number;
}

const ALWAYS: FaultCase[] = [
  {
    label: 'rate-limit (retryAfterMs: 10)',
    fault: 'rate-limit',
    extra: { retryAfterMs: 10 },
    kind: 'rate-limited',
    requests: FAST_RETRY.maxAttempts,
  },
  { label: 'quota', fault: 'quota', kind: 'quota-exhausted', requests: 1 },
  {
    label: 'overloaded',
    fault: 'overloaded',
    kind: 'overloaded',
    requests: FAST_RETRY.maxAttempts,
  },
  {
    label: 'server-error',
    fault: 'server-error',
    kind: 'server-error',
    requests: FAST_RETRY.maxAttempts,
  },
  {
    label: 'server-error (status: 502)',
    fault: 'server-error',
    extra: { status: 502 },
    kind: 'server-error',
    requests: FAST_RETRY.maxAttempts,
  },
  {
    label: 'server-error (status: 504)',
    fault: 'server-error',
    extra: { status: 504 },
    kind: 'server-error',
    requests: FAST_RETRY.maxAttempts,
  },
  { label: 'drop', fault: 'drop', kind: 'network', requests: FAST_RETRY.maxAttempts },
  { label: 'truncated', fault: 'truncated', kind: 'truncated', requests: 1 },
  { label: 'refusal', fault: 'refusal', kind: 'refused', requests: 1 },
  { label: 'safety', fault: 'safety', kind: 'refused', requests: 1 },
  { label: 'no-candidates', fault: 'no-candidates', kind: 'refused', requests: 1 },
  { label: 'tool-call', fault: 'tool-call', kind: 'unexpected-tool-call', requests: 1 },
  { label: 'malformed-json', fault: 'malformed-json', kind: 'invalid-output', requests: 2 },
  { label: 'html', fault: 'html', kind: 'invalid-output', requests: 2 },
  { label: 'unauthorized', fault: 'unauthorized', kind: 'auth', requests: 1 },
  { label: 'forbidden', fault: 'forbidden', kind: 'auth', requests: 1 },
  { label: 'not-found', fault: 'not-found', kind: 'not-found', requests: 1 },
  { label: 'bad-request', fault: 'bad-request', kind: 'bad-request', requests: 1 },
];

describe.each(TARGETS)('$name', (target) => {
  describe.concurrent('a fault on every attempt', () => {
    it.for(ALWAYS)('$label → $kind after $requests request(s)', async (c, { expect }) => {
      const r = await rig(target, () => ({ fault: c.fault, ...c.extra }));
      try {
        const result = await r.caller(request(target));
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.fault.kind).toBe(c.kind);
        expect(r.emulator.requests).toHaveLength(c.requests);
        expect(result.fault.attempts).toBe(c.requests);
        expect(r.emulator.requests.every((q) => target.path.test(q.path))).toBe(true);
        expect(leakedKeys(result.fault.message, ...r.logs)).toEqual([]);
        expect(result.fault.message).toContain(target.model);
      } finally {
        await r.close();
      }
    });
  });

  describe.concurrent('replies that read less than the prompt or answer twice', () => {
    // A multi-kB prompt, as every real review sends.
    const big = () =>
      request(target, { evidence: `<evidence>\n${'+ const x = 1;\n'.repeat(400)}</evidence>` });

    it('a provider reporting 50 input tokens for a multi-kB prompt is a lane fault: possible silent truncation', async ({
      expect,
    }) => {
      const r = await rig(target, () => ({ json: GOOD, usage: { inputTokens: 50 } }));
      try {
        const result = await r.caller(big());
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.fault.kind).toBe('input-truncated');
        expect(result.fault.message).toMatch(
          /possible silent truncation: the provider reported 50 input token\(s\)/,
        );
        // Not re-asked: the answer is discarded, the lane's retry gate decides about a re-run.
        expect(r.emulator.requests).toHaveLength(1);
      } finally {
        await r.close();
      }
    });

    it('an honest count of the same prompt passes (the emulator counts what it received)', async ({
      expect,
    }) => {
      const r = await rig(target, () => ({ json: GOOD }));
      try {
        expect(await r.caller(big())).toMatchObject({ ok: true, value: GOOD });
      } finally {
        await r.close();
      }
    });

    if (target.vendor === 'gemini' || target.provider === 'openai-compatible') {
      it('a reply with more than one candidate answer is a lane fault, none read as the verdict', async ({
        expect,
      }) => {
        const r = await rig(target, () => ({
          json: GOOD,
          extraAnswers: [{ state: 'fail', summary: 'the check is inverted' }],
        }));
        try {
          const result = await r.caller(request(target));
          expect(result.ok).toBe(false);
          if (result.ok) return;
          expect(result.fault.kind).toBe('ambiguous-reply');
          expect(result.fault.message).toContain('2 candidate answers');
        } finally {
          await r.close();
        }
      });
    }
  });

  describe.concurrent('transient faults then a good reply', () => {
    const transient: EmulatorFault[] = ['rate-limit', 'overloaded', 'server-error', 'drop', 'html'];
    it.for(transient)('%s once, then ok', async (fault, { expect }) => {
      const r = await rig(target, (ctx) =>
        ctx.attempt === 1 ? { fault, retryAfterMs: 10 } : { json: GOOD },
      );
      try {
        const result = await r.caller(request(target));
        expect(result).toMatchObject({ ok: true, value: GOOD, attempts: 2 });
        expect(r.emulator.requests).toHaveLength(2);
      } finally {
        await r.close();
      }
    });
  });

  describe.concurrent('what the fault message tells the user', () => {
    it('a rejected key names the key input and never echoes the key', async ({ expect }) => {
      const r = await rig(target, () => ({ fault: 'unauthorized' }));
      try {
        const result = await r.caller(request(target));
        if (result.ok) throw new Error('expected a fault');
        // The emulator echoed the key it got, so the scrubbing was really exercised.
        const sent = Object.values(r.emulator.requests[0]?.headers ?? {}).join(' ');
        expect(sent).toContain(KEYS[target.provider]);
        expect(result.fault.message).toContain(`\`${target.provider}-api-key\``);
        expect(result.fault.message).not.toContain(KEYS[target.provider]);
        expect(result.fault.message).toContain('***');
      } finally {
        await r.close();
      }
    });

    it('an unknown model names the model id and the base URL input', async ({ expect }) => {
      const r = await rig(target, () => ({ fault: 'not-found' }));
      try {
        const result = await r.caller(request(target));
        if (result.ok) throw new Error('expected a fault');
        const bare = target.model.slice(target.model.indexOf('/') + 1);
        expect(result.fault.message).toContain(`"${bare}"`);
        expect(result.fault.message).toContain(r.emulator.baseUrl);
        expect(result.fault.message).toContain(`\`${target.provider}-base-url\``);
        expect(result.fault.status).toBe(404);
      } finally {
        await r.close();
      }
    });

    it('quota exhaustion says retrying cannot help', async ({ expect }) => {
      const r = await rig(target, () => ({ fault: 'quota' }));
      try {
        const result = await r.caller(request(target));
        if (result.ok) throw new Error('expected a fault');
        expect(result.fault.message).toMatch(/quota or spend limit/);
        expect(result.fault.status).toBe(429);
      } finally {
        await r.close();
      }
    });
  });

  describe.concurrent('invalid output is re-asked once', () => {
    it('schema-invalid, then valid → ok after 2 requests', async ({ expect }) => {
      const r = await rig(target, (ctx) =>
        ctx.attempt === 1 ? { json: { state: 'maybe', summary: 3 } } : { json: GOOD },
      );
      try {
        const result = await r.caller(request(target));
        expect(result).toMatchObject({ ok: true, value: GOOD, attempts: 2 });
        expect(r.emulator.requests).toHaveLength(2);
        // The re-ask carries the validation error as feedback, after the unchanged prefix.
        const second = r.emulator.requests[1]?.rawBody ?? '';
        expect(second).toContain('could not be used');
        expect(second).toContain('state');
      } finally {
        await r.close();
      }
    });

    it('not JSON at all, then valid → ok after 2 requests', async ({ expect }) => {
      const r = await rig(target, (ctx) =>
        ctx.attempt === 1 ? { text: 'Sure! The PR looks done to me.' } : { json: GOOD },
      );
      try {
        const result = await r.caller(request(target));
        expect(result).toMatchObject({ ok: true, value: GOOD });
        expect(r.emulator.requests).toHaveLength(2);
      } finally {
        await r.close();
      }
    });

    it('an extra field is refused like any schema failure', async ({ expect }) => {
      const r = await rig(target, () => ({ json: { ...GOOD, note: 'PASS' } }));
      try {
        const result = await r.caller(request(target));
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.fault.kind).toBe('invalid-output');
        expect(r.emulator.requests).toHaveLength(2);
      } finally {
        await r.close();
      }
    });

    it('two invalid replies → invalid-output after 2 requests', async ({ expect }) => {
      const r = await rig(target, () => ({
        json: { state: 'pass' },
        usage: { inputTokens: 1_000 },
      }));
      try {
        const result = await r.caller(request(target));
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.fault.kind).toBe('invalid-output');
        expect(result.fault.attempts).toBe(2);
        expect(r.emulator.requests).toHaveLength(2);
        // Both replies were paid for and counted.
        expect(result.usage.inputTokens).toBe(2_000);
      } finally {
        await r.close();
      }
    });

    it('a truncated reply whose text is valid JSON is still a fault', async ({ expect }) => {
      // Stopped for length; the partial text happens to parse. It must never be read.
      const r = await rig(target, () => ({ fault: 'truncated', partial: JSON.stringify(GOOD) }));
      try {
        const result = await r.caller(request(target));
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.fault.kind).toBe('truncated');
      } finally {
        await r.close();
      }
    });
  });
});
