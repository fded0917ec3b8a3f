// The table of inputs is the one place an input's name, default, docs and parser are written:
// action.yml must say the same, an empty value must read as the default, and readConfig reads
// the caller's extra definitions beside it, every error reported together.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputValue, readConfig } from '../../../src/config.js';
import type { InputDefinition } from '../../../src/config/input-definition.js';
import { CORE_INPUTS, coreInputList } from '../../../src/config/inputs-table.js';
import { ConfigError } from '../../../src/errors.js';
import {
  compareActionInputs,
  parseActionMetadata,
  tableInputs,
} from '../../../scripts/readme-tables.js';

const ACTION_YML = readFileSync(new URL('../../../action.yml', import.meta.url), 'utf8');
const TABLE = tableInputs(coreInputList());

function problemsFor(yamlText: string): string[] {
  return compareActionInputs(TABLE, parseActionMetadata(yamlText).inputs);
}

/** A lane's own input, as a lane module would declare it. */
const DEPTH: InputDefinition<number> = {
  name: 'fixture-depth',
  default: '3',
  description: 'How deep the fixture lane looks.',
  parse(raw) {
    const value = Number(raw === '' ? this.default : raw);
    if (!Number.isInteger(value) || value < 1) {
      throw new ConfigError(
        'fixture-depth',
        `Input 'fixture-depth' must be a whole number ≥ 1 (got '${raw}').`,
      );
    }
    return value;
  },
};

describe('action.yml and the table of inputs', () => {
  it('declare the same inputs, in the same order, with the same defaults, descriptions and required flags', () => {
    expect(problemsFor(ACTION_YML)).toEqual([]);
    expect(TABLE.filter((input) => input.required).map((input) => input.name)).toEqual(['models']);
  });

  it('a default changed in action.yml alone is named', () => {
    const changed = ACTION_YML.replace("default: '32'", "default: '16'");
    expect(changed).not.toBe(ACTION_YML);
    expect(problemsFor(changed)).toEqual([
      'default of input \'max-concurrency\': the table says "32", action.yml says "16" (make action.yml say what src/config/inputs-table.ts says)',
    ]);
  });

  it('a description, a missing input and an undeclared input are each named', () => {
    const described = ACTION_YML.replace(
      'Post the report as one sticky pull request comment',
      'Post the report as a comment',
    );
    expect(problemsFor(described)).toHaveLength(1);
    expect(problemsFor(described)[0]).toMatch(/^description of input 'comment': /);

    const declared = parseActionMetadata(ACTION_YML).inputs;
    const without = declared.filter((input) => input.name !== 'rigor');
    expect(compareActionInputs(TABLE, without)).toEqual([
      "action.yml lacks input 'rigor', which the table defines (make action.yml say what src/config/inputs-table.ts says)",
    ]);
    const extra = [...declared, { name: 'x', description: 'x', default: null, required: false }];
    expect(compareActionInputs(TABLE, extra)).toEqual([
      "action.yml declares input 'x', which the table lacks (make action.yml say what src/config/inputs-table.ts says)",
    ]);
    expect(compareActionInputs(TABLE, [...declared].reverse())).toEqual([
      'action.yml lists its inputs in another order than the table (make action.yml say what src/config/inputs-table.ts says)',
    ]);
  });

  it('every default is written once: an empty value parses as the default does', () => {
    for (const definition of coreInputList()) {
      // The token's default is an expression the runner expands; empty is "no token" (the CLI).
      if (definition.default === '' || definition.default.startsWith('${{')) continue;
      expect(definition.parse(''), definition.name).toEqual(definition.parse(definition.default));
    }
    expect(CORE_INPUTS.maxConcurrency.parse('')).toBe(32);
  });

  it('only the API keys are secrets', () => {
    const secrets = coreInputList().filter((definition) => definition.secret === true);
    expect(secrets.map((definition) => definition.name)).toEqual([
      'anthropic-api-key',
      'openai-api-key',
      'google-api-key',
      'openai-compatible-api-key',
    ]);
  });
});

describe('readConfig reads the table and the caller’s extra inputs', () => {
  const base = { models: 'openai/gpt-5' };

  it("hands an extra input's value to the caller, its default when unset", () => {
    const set = readConfig((name) => ({ ...base, 'fixture-depth': '5' })[name] ?? '', {
      extraInputs: [DEPTH],
    });
    expect(inputValue(set, DEPTH)).toBe(5);
    const unset = readConfig((name) => (base as Record<string, string>)[name] ?? '', {
      extraInputs: [DEPTH],
    });
    expect(inputValue(unset, DEPTH)).toBe(3);
    expect(unset.extraInputs).toEqual({ 'fixture-depth': 3 });
  });

  it('reports a bad extra input together with the core inputs’ errors, after them', () => {
    let thrown: unknown;
    try {
      readConfig((name) => ({ ...base, rigor: 'strict', 'fixture-depth': '0' })[name] ?? '', {
        extraInputs: [DEPTH],
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).problems.map((p) => p.input)).toEqual([
      'rigor',
      'fixture-depth',
    ]);
  });

  it('refuses to read an input the caller never declared', () => {
    const config = readConfig((name) => (base as Record<string, string>)[name] ?? '');
    expect(() => inputValue(config, DEPTH)).toThrow("input 'fixture-depth' was not declared");
  });

  it('for any raw values, the reported inputs are exactly those whose own parser refuses them (property)', () => {
    const definitions = [...coreInputList(), DEPTH];
    const names = definitions.map((definition) => definition.name);
    const raw = fc.oneof(
      fc.constantFrom('', 'true', 'none', '0', '8', 'openai/gpt-5', 'http://127.0.0.1:1', '{'),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), raw), (inputs) => {
        const refused = definitions
          .filter((definition) => {
            try {
              definition.parse((inputs[definition.name] ?? '').trim());
              return false;
            } catch {
              return true;
            }
          })
          .map((definition) => definition.name);
        let reported: string[] = [];
        try {
          readConfig((name) => inputs[name] ?? '', { extraInputs: [DEPTH] });
        } catch (error) {
          if (!(error instanceof ConfigError)) throw error;
          reported = error.problems.map((p) => p.input);
        }
        expect(new Set(reported)).toEqual(new Set(refused));
        expect(reported).toHaveLength(refused.length);
      }),
      { numRuns: 200 },
    );
  });
});
