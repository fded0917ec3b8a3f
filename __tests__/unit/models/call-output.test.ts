// One output schema for the calls on a warmed prefix (src/models/call-output.ts): members'
// calls send the same envelope bytes, so OpenAI's and Anthropic's caches (which put the schema
// ahead of the prompt) see one prefix; each reply is still held to its own call's schema, and a
// reply that fits another member fails closed. Against the model emulator's vendor JSON.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asSchema } from 'ai';
import { requestedSchema, type RecordedRequest } from '../../emulators/model-emulator.js';
import { WARM_FROM_CHARS } from '../../../src/models/call.js';
import { callOutput, unwrapReply } from '../../../src/models/call-output.js';
import { outputFamily } from '../../../src/models/output-family.js';
import type { CallToolset } from '../../../src/models/tools.js';
import { GOOD, request, rig, TARGETS, VerdictSchema, type Rig, type Target } from './harness.js';

const Findings = z.strictObject({ findings: z.array(z.string()) });
const Other = z.strictObject({ other: z.number() });
const family = outputFamily('test_family', [VerdictSchema, Findings]);

const target = (name: string): Target => {
  const found = TARGETS.find((t) => t.name === name);
  if (found === undefined) throw new Error(name);
  return found;
};

/** Evidence past the default warm-up threshold. */
const large = (tag: string): string =>
  `<evidence>\n${`+ const value_${tag} = compute(${tag});\n`.repeat(Math.ceil(WARM_FROM_CHARS / 30))}</evidence>`;

/** The structured-output schema a recorded request carried, as sent. */
const sentSchema = (r: RecordedRequest | undefined): string =>
  JSON.stringify(requestedSchema(r?.body));

/** A verdict call and a findings call of the family, on one evidence, sent together. */
function bothMembers(r: Rig, t: Target, evidence: string) {
  return Promise.all([
    r.caller(request(t, { evidence, outputFamily: family })),
    r.caller({
      ...request(t, { evidence, outputFamily: family }),
      step: 'findings',
      schema: Findings,
      schemaName: 'findings',
    }),
  ]);
}

describe('callOutput and the envelope', () => {
  it('a call outside any family, or not a member of it, sends its own schema and name', () => {
    expect(callOutput(VerdictSchema, 'gate_verdict', null)).toMatchObject({
      schema: VerdictSchema,
      name: 'gate_verdict',
      source: VerdictSchema,
    });
    expect(callOutput(Other, 'other', family)).toMatchObject({ schema: Other, source: Other });
  });

  it('every member sends the same name and the same envelope bytes: { reply: anyOf members }', async () => {
    const a = callOutput(VerdictSchema, 'gate_verdict', family);
    const b = callOutput(Findings, 'findings', family);
    expect([a.name, b.name]).toEqual(['test_family', 'test_family']);
    expect(a.source).toBe(family);
    expect(b.source).toBe(family);
    const [ja, jb] = await Promise.all([
      asSchema(a.schema).jsonSchema,
      asSchema(b.schema).jsonSchema,
    ]);
    expect(JSON.stringify(ja)).toBe(JSON.stringify(jb));
    const anyOf = (ja as { properties: { reply: { anyOf: unknown[] } } }).properties.reply.anyOf;
    expect(anyOf).toHaveLength(2);
    expect(JSON.stringify(ja)).not.toContain('$schema');
    expect(ja).toMatchObject({ required: ['reply'], additionalProperties: false });
  });

  it('property: a member accepts {reply: v} exactly when its own schema accepts v', async () => {
    const verdicts = fc.record({
      state: fc.constantFrom('pass', 'fail', 'maybe'),
      summary: fc.oneof(fc.string(), fc.integer()),
    });
    const findings = fc.record({ findings: fc.array(fc.oneof(fc.string(), fc.integer())) });
    const values = fc.oneof(fc.jsonValue(), verdicts, findings);
    for (const member of [VerdictSchema, Findings] as z.ZodType[]) {
      const { schema } = callOutput(member, undefined, family);
      const validate = asSchema(schema).validate!;
      await fc.assert(
        fc.asyncProperty(values, async (v) => {
          const own = member.safeParse(v);
          const checked = await validate({ reply: v });
          expect(checked.success).toBe(own.success);
          if (own.success && checked.success) expect(checked.value).toEqual(own.data);
          // Unwrapped, a value is never taken for its own reply.
          const bare = await validate(v);
          if (bare.success) expect(typeof v === 'object' && v !== null && 'reply' in v).toBe(true);
        }),
      );
    }
    expect(unwrapReply(Findings, [])).toBeInstanceOf(Error);
    expect(unwrapReply(Findings, null)).toBeInstanceOf(Error);
    // A valid reply beside anything else (a verdict a model adds on its own) is no reply.
    expect(unwrapReply(Findings, { reply: { findings: [] }, verdict: 'pass' })).toBeInstanceOf(
      Error,
    );
    expect(unwrapReply(Findings, { reply: { findings: [] } })).toMatchObject({ success: true });
  });
});

describe('warmed calls of one family share the cached prefix', () => {
  for (const name of [
    'openai (responses)',
    'anthropic (native structured output)',
    'anthropic (json tool)',
  ]) {
    it(`${name}: the second member waits for the first, sends the same schema and reads the cache`, async () => {
      const t = target(name);
      const r = await rig(t, (ctx) =>
        ctx.step === 'findings'
          ? { json: { findings: ['none'] }, latencyMs: 50 }
          : { json: GOOD, latencyMs: 50 },
      );
      try {
        const evidence = large('family');
        const [verdict, found] = await bothMembers(r, t, evidence);
        expect(verdict).toMatchObject({ ok: true, value: GOOD });
        expect(found).toMatchObject({ ok: true, value: { findings: ['none'] } });
        const [first, second] = r.emulator.requests;
        expect(r.emulator.requests).toHaveLength(2);
        expect(sentSchema(first)).toBe(sentSchema(second));
        expect(sentSchema(first)).toContain('"reply":{"anyOf"');
        expect(second?.cache?.read ?? 0).toBeGreaterThan(WARM_FROM_CHARS / 8);
      } finally {
        await r.close();
      }
    });
  }

  it("google (gemini): its cache does not lead with the schema, so each member sends its own and the second still reads the first one's prefix", async () => {
    const t = target('google (gemini)');
    const r = await rig(t, (ctx) =>
      ctx.step === 'findings'
        ? { json: { findings: ['none'] }, latencyMs: 50 }
        : { json: GOOD, latencyMs: 50 },
    );
    try {
      const [verdict, found] = await bothMembers(r, t, large('gemini'));
      expect(verdict).toMatchObject({ ok: true, value: GOOD });
      expect(found).toMatchObject({ ok: true, value: { findings: ['none'] } });
      const [first, second] = r.emulator.requests;
      expect(sentSchema(first)).not.toBe(sentSchema(second));
      expect(sentSchema(first)).not.toContain('"anyOf"');
      expect(second?.cache?.read ?? 0).toBeGreaterThan(WARM_FROM_CHARS / 8);
    } finally {
      await r.close();
    }
  });

  it('below the threshold nothing waits and each call sends its own schema', async () => {
    const t = target('openai (responses)');
    // The verdict is answered only once the findings call has arrived (or after 10 s): had that
    // call waited for this answer, the verdict would see a timeout.
    let findingsArrived!: () => void;
    const arrived = new Promise<'both'>((resolve) => (findingsArrived = () => resolve('both')));
    let seen: string | undefined;
    const r = await rig(t, async (ctx) => {
      if (ctx.step === 'findings') {
        findingsArrived();
        return { json: { findings: [] } };
      }
      seen = await Promise.race([
        arrived,
        new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 10_000)),
      ]);
      return { json: GOOD };
    });
    try {
      const evidence = `<evidence>\n${'+ x();\n'.repeat(2_000)}</evidence>`;
      expect(evidence.length).toBeLessThan(WARM_FROM_CHARS);
      const results = await bothMembers(r, t, evidence);
      expect(results.every((x) => x.ok)).toBe(true);
      expect(seen).toBe('both');
      const schemas = r.emulator.requests.map(sentSchema);
      expect(schemas.some((s) => s.includes('"state"') && !s.includes('"findings"'))).toBe(true);
      expect(schemas.some((s) => s.includes('"findings"') && !s.includes('"state"'))).toBe(true);
      expect(schemas.some((s) => s.includes('"anyOf"'))).toBe(false);
    } finally {
      await r.close();
    }
  });

  it("fails closed: an envelope holding another member's reply is re-asked once, then invalid-output", async () => {
    const t = target('openai (responses)');
    // The text a model returns when it fills the envelope with the wrong member.
    const r = await rig(t, () => ({ text: JSON.stringify({ reply: { findings: ['x'] } }) }));
    try {
      const result = await r.caller(request(t, { evidence: large('wrong'), outputFamily: family }));
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.fault.kind).toBe('invalid-output');
        expect(result.fault.message).toMatch(/state|summary/);
      }
      expect(r.emulator.requests).toHaveLength(2);
    } finally {
      await r.close();
    }
  });

  it('fails closed: when the writer never answers, the calls waiting on its prefix end as timeout faults at the deadline', async () => {
    const t = target('openai (responses)');
    const r = await rig(t, (ctx) => (ctx.step === 'writer' ? { fault: 'hang' } : { json: GOOD }), {
      deadline: Date.now() + 1_500,
    });
    try {
      const evidence = large('hang');
      const [writer, reader] = await Promise.all([
        r.caller(request(t, { evidence, step: 'writer', outputFamily: family })),
        r.caller(request(t, { evidence, step: 'reader', outputFamily: family })),
      ]);
      expect(writer).toMatchObject({ ok: false, fault: { kind: 'timeout' } });
      expect(reader).toMatchObject({ ok: false, fault: { kind: 'timeout' } });
      // The reader never left: nothing it would have said was taken for an answer.
      expect(r.emulator.requests.filter((q) => q.step === 'reader')).toHaveLength(0);
    } finally {
      await r.close();
    }
  });

  it('a tool-using writer lets the calls waiting on its prefix go at its first answer, not its last', async () => {
    const t = target('openai (responses)');
    const PathInput = z.strictObject({ path: z.string() });
    const toolset: CallToolset = {
      tools: [
        {
          name: 'read_file',
          description: 'Read a file.',
          inputSchema: PathInput,
          execute: async () => ({ ok: true, text: 'contents', bytes: 8 }),
        },
      ],
      maxSteps: 2,
      describe: () => 'a',
    };
    let readerArrived!: () => void;
    const arrived = new Promise<'reader'>((resolve) => (readerArrived = () => resolve('reader')));
    let seenFirst: string | undefined;
    const r = await rig(t, async (ctx) => {
      if (ctx.step === 'reader') {
        readerArrived();
        return { json: GOOD };
      }
      if (ctx.toolTurns.length === 0)
        return { toolCalls: [{ name: 'read_file', input: { path: 'a' } }] };
      // The writer's last turn answers only once the reader's request came, or after 10 s.
      seenFirst = await Promise.race([
        arrived,
        new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 10_000)),
      ]);
      return { json: GOOD };
    });
    try {
      const evidence = large('tools');
      const results = await Promise.all([
        r.caller(request(t, { evidence, tools: toolset, step: 'writer' })),
        r.caller(request(t, { evidence, tools: toolset, step: 'reader' })),
      ]);
      expect(results.map((x) => x.ok)).toEqual([true, true]);
      expect(seenFirst).toBe('reader');
    } finally {
      await r.close();
    }
  });
});
