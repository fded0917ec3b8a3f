// The emulator's reading of tool use out of request bodies: whatever a client sends, it never
// throws (a crash would be a 500 the model layer would misread as a vendor fault), and it pairs
// every result with the call it answers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readToolView, type EmulatedApi } from '../../emulators/model-tools.js';
import { propertyRuns } from '../../knobs.js';

const APIS: EmulatedApi[] = ['messages', 'responses', 'chat', 'generateContent'];

describe('readToolView', () => {
  it('never throws on any JSON body, for any API', () => {
    fc.assert(
      fc.property(fc.constantFrom(...APIS), fc.jsonValue({ maxDepth: 6 }), (api, body) => {
        const view = readToolView(api, body);
        expect(Array.isArray(view.turns)).toBe(true);
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('never throws on bodies shaped like tool conversations with wrong types inside', () => {
    const anything = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined));
    const block = fc.record(
      {
        type: fc.constantFrom('tool_use', 'tool_result', 'function_call', 'function_call_output'),
        id: anything,
        tool_use_id: anything,
        call_id: anything,
        name: anything,
        input: anything,
        arguments: anything,
        content: anything,
        output: anything,
      },
      { requiredKeys: ['type'] },
    );
    const body = fc.record({
      tools: fc.array(anything, { maxLength: 3 }),
      messages: fc.array(
        fc.record({
          role: fc.constantFrom('user', 'assistant', 'tool'),
          content: fc.oneof(fc.array(block, { maxLength: 3 }), anything),
          tool_calls: anything,
          tool_call_id: anything,
        }),
        { maxLength: 4 },
      ),
      input: fc.array(block, { maxLength: 5 }),
      contents: fc.array(
        fc.record({
          role: fc.constantFrom('user', 'model'),
          parts: fc.array(fc.record({ functionCall: anything, functionResponse: anything }), {
            maxLength: 3,
          }),
        }),
        { maxLength: 4 },
      ),
    });
    fc.assert(
      fc.property(fc.constantFrom(...APIS), body, (api, b) => {
        readToolView(api, b);
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('pairs Gemini results without ids to the unanswered call of that name, in order', () => {
    const view = readToolView('generateContent', {
      contents: [
        { role: 'user', parts: [{ text: 'go' }] },
        {
          role: 'model',
          parts: [
            { functionCall: { name: 'read_file', args: { path: 'a' } } },
            { functionCall: { name: 'read_file', args: { path: 'b' } } },
          ],
        },
        {
          role: 'user',
          parts: [
            {
              functionResponse: {
                name: 'read_file',
                response: { name: 'read_file', content: 'A' },
              },
            },
            {
              functionResponse: { name: 'read_file', response: { name: 'read_file', error: 'no' } },
            },
          ],
        },
      ],
    });
    expect(view.turns).toHaveLength(1);
    expect(view.turns[0]!.results.map((r) => [r.input, r.content, r.isError])).toEqual([
      [{ path: 'a' }, 'A', false],
      [{ path: 'b' }, 'no', true],
    ]);
  });

  it('keeps a result that answers no call, as a turn without calls', () => {
    const view = readToolView('chat', {
      messages: [{ role: 'tool', tool_call_id: 'call_x', content: 'orphan' }],
    });
    expect(view.turns).toEqual([
      {
        calls: [],
        results: [
          { callId: 'call_x', name: '', input: undefined, content: 'orphan', isError: false },
        ],
      },
    ]);
  });
});
