// What one call sends as its structured output. A call whose prefix is warmed for the prompt
// cache sends its family's envelope, `{ "reply": <one of the members' schemas> }`, so every
// member's call carries the same bytes ahead of the evidence (output-family.ts says why); its
// reply is still checked against its own call's schema, never the union's.
import { asSchema, jsonSchema, type JSONSchema7, type Schema } from 'ai';
import type { z } from 'zod';
import type { OutputFamily } from './output-family.js';

export interface CallOutput<T> {
  schema: Schema<T> | z.ZodType<T>;
  name: string | undefined;
  /** What is sent, by identity: the family (its envelope) or the call's own schema. */
  source: OutputFamily | z.ZodType<T>;
}

/** A member's schema as the SDK would send it alone, without the root-only `$schema`. */
async function memberSchema(member: z.ZodType): Promise<JSONSchema7> {
  const { $schema: _root, ...rest } = await asSchema(member).jsonSchema;
  return rest;
}

// Built once per family, so every call sends the same bytes.
const envelopes = new WeakMap<OutputFamily, Promise<JSONSchema7>>();

function envelopeOf(family: OutputFamily): Promise<JSONSchema7> {
  let built = envelopes.get(family);
  if (built === undefined) {
    built = Promise.all(family.members.map(memberSchema)).then((anyOf) => ({
      type: 'object',
      properties: { reply: { anyOf } },
      required: ['reply'],
      additionalProperties: false,
    }));
    envelopes.set(family, built);
  }
  return built;
}

/**
 * The member's reply inside an envelope, checked against the member's own schema. Anything beside
 * `reply` is refused, as the members' strict objects refuse unknown keys.
 */
export function unwrapReply<T>(
  member: z.ZodType<T>,
  value: unknown,
): z.ZodSafeParseResult<T> | Error {
  const keys = typeof value === 'object' && value !== null ? Object.keys(value) : [];
  if (Array.isArray(value) || keys.length !== 1 || keys[0] !== 'reply') {
    return new Error('the reply is not an object of the form {"reply": …} and nothing else');
  }
  return member.safeParse((value as { reply: unknown }).reply);
}

/**
 * The structured output of a call: its family's envelope when `family` is given and holds the
 * call's schema, else the call's own schema under its own name.
 */
export function callOutput<T>(
  schema: z.ZodType<T>,
  ownName: string | undefined,
  family: OutputFamily | null,
): CallOutput<T> {
  if (family === null || !family.members.includes(schema)) {
    return { schema, name: ownName, source: schema };
  }
  return {
    schema: jsonSchema<T>(() => envelopeOf(family), {
      validate: (value) => {
        const checked = unwrapReply(schema, value);
        if (checked instanceof Error) return { success: false, error: checked };
        return checked.success
          ? { success: true, value: checked.data }
          : { success: false, error: checked.error };
      },
    }),
    name: family.name,
    source: family,
  };
}
