import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectImplementer, implementerFamily } from '../../../src/evidence/implementer.js';
import { PROPERTY_LIMITS } from './arbitraries.js';
import { propertyRuns } from '../../knobs.js';

const none = {
  model: null,
  sessionId: null,
  transcript: '',
  commitMessages: [] as string[],
  prBody: '',
};

describe('detectImplementer', () => {
  it('explicit inputs win over any marker', () => {
    const info = detectImplementer({
      ...none,
      model: ' openai/gpt-5 ',
      sessionId: 'sess-1',
      transcript: 'private thoughts',
      commitMessages: ['x\n\nCo-authored-by: Claude <noreply@anthropic.com>'],
    });
    expect(info).toEqual({
      model: 'openai/gpt-5',
      sessionId: 'sess-1',
      transcript: 'private thoughts',
      detectedFrom: 'input',
    });
  });

  it.each([
    [
      'Fix bug\n\nCo-Authored-By: Claude <noreply@anthropic.com>',
      'anthropic/claude',
      'Co-Authored-By: Claude <noreply@anthropic.com>',
    ],
    [
      'Fix\n\nco-authored-by: Claude Opus 4 <noreply@anthropic.com>',
      'anthropic/claude',
      'co-authored-by: Claude Opus 4 <noreply@anthropic.com>',
    ],
    [
      'Refactor\n\nCo-authored-by: Claude <claude@users.noreply.github.com>',
      'anthropic/claude',
      'Co-authored-by: Claude <claude@users.noreply.github.com>',
    ],
    [
      'Add x\n\n🤖 Generated with [Claude Code](https://claude.com/claude-code)',
      'anthropic/claude',
      '🤖 Generated with [Claude Code](https://claude.com/claude-code)',
    ],
    [
      'Add y\n\nCo-authored-by: chatgpt-codex-connector[bot] <199175422+chatgpt-codex-connector[bot]@users.noreply.github.com>',
      'openai/codex',
      'Co-authored-by: chatgpt-codex-connector[bot] <199175422+chatgpt-codex-connector[bot]@users.noreply.github.com>',
    ],
    [
      'Copilot work\n\nCo-authored-by: Copilot <198982749+Copilot@users.noreply.github.com>',
      'github/copilot',
      'Co-authored-by: Copilot <198982749+Copilot@users.noreply.github.com>',
    ],
    [
      'Gemini\n\nCo-authored-by: gemini-code-assist[bot] <176961590+gemini-code-assist[bot]@users.noreply.github.com>',
      'google/gemini',
      'Co-authored-by: gemini-code-assist[bot] <176961590+gemini-code-assist[bot]@users.noreply.github.com>',
    ],
    [
      'Cursor\n\nCo-authored-by: Cursor Agent <cursoragent@cursor.com>',
      'cursor/agent',
      'Co-authored-by: Cursor Agent <cursoragent@cursor.com>',
    ],
    [
      'Devin\n\nCo-Authored-By: Devin AI <158243242+devin-ai-integration[bot]@users.noreply.github.com>',
      'cognition/devin',
      'Co-Authored-By: Devin AI <158243242+devin-ai-integration[bot]@users.noreply.github.com>',
    ],
    [
      'aider: fix\n\nCo-authored-by: aider (anthropic/claude-3-5-sonnet-20241022) <noreply@aider.chat>',
      'anthropic/claude-3-5-sonnet-20241022',
      'Co-authored-by: aider (anthropic/claude-3-5-sonnet-20241022) <noreply@aider.chat>',
    ],
  ])('detects %j in a commit message', (message, model, marker) => {
    const info = detectImplementer({ ...none, commitMessages: ['unrelated commit', message] });
    expect(info.model).toBe(model);
    expect(info.detectedFrom).toBe(marker);
  });

  it.each([
    ['Summary\n\nGenerated with Gemini CLI', 'google/gemini', 'Generated with Gemini CLI'],
    [
      'Codex Task: https://chatgpt.com/codex/tasks/task_e_abc123',
      'openai/codex',
      'https://chatgpt.com/codex/tasks/task_e_abc123',
    ],
    ['Opened by copilot-swe-agent[bot] for #12', 'github/copilot', 'copilot-swe-agent[bot]'],
    ['Created by google-labs-jules[bot]', 'google/gemini', 'google-labs-jules[bot]'],
  ])('detects %j in the PR body', (body, model, marker) => {
    const info = detectImplementer({ ...none, commitMessages: ['plain commit'], prBody: body });
    expect(info).toMatchObject({ model, detectedFrom: marker });
  });

  it('prefers commit trailers over the PR body, and the earliest marker within one text', () => {
    const info = detectImplementer({
      ...none,
      commitMessages: [
        'a\n\nCo-authored-by: Copilot <x@y>\nCo-authored-by: Claude <noreply@anthropic.com>',
      ],
      prBody: 'Generated with Gemini CLI',
    });
    expect(info.model).toBe('github/copilot');
  });

  it('keeps the session id from the input when the model is detected, and finds nothing in plain prose', () => {
    expect(
      detectImplementer({
        ...none,
        sessionId: 's',
        prBody: 'We compared claude and codex output; see the codex docs.',
      }),
    ).toEqual({
      model: null,
      sessionId: 's',
      transcript: '',
      detectedFrom: null,
    });
  });

  it('treats a blank model input as absent', () => {
    const info = detectImplementer({
      ...none,
      model: '   ',
      prBody: 'Generated with [Claude Code]',
    });
    expect(info).toMatchObject({
      model: 'anthropic/claude',
      detectedFrom: 'Generated with [Claude Code]',
    });
  });

  it('caps and flattens the recorded marker', () => {
    const info = detectImplementer({
      ...none,
      commitMessages: [`x\n\nCo-authored-by: Claude ${'z'.repeat(500)}`],
    });
    expect(info.detectedFrom?.length).toBeLessThanOrEqual(200);
    expect(info.detectedFrom).not.toContain('\n');
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), (commits, body) => {
        const info = detectImplementer({ ...none, commitMessages: commits, prBody: body });
        expect(info.model === null).toBe(info.detectedFrom === null);
      }),
      { numRuns: propertyRuns(), ...PROPERTY_LIMITS },
    );
  });
});

describe('implementerFamily', () => {
  it.each([
    ['anthropic/claude', 'anthropic'],
    ['anthropic/claude-sonnet-4-5', 'anthropic'],
    ['openai/codex', 'openai'],
    ['openai/gpt-5', 'openai'],
    ['google/gemini', 'google'],
    ['openai-compatible/claude-3-opus', 'anthropic'],
    ['openai-compatible/meta-llama/llama-3', null],
    ['openrouter/openai/gpt-4o', 'openai'],
    ['openai-compatible/o3-mini', 'openai'],
    ['openai-compatible/gemini-2.5-pro', 'google'],
    ['claude-impl', 'anthropic'],
    ['github/copilot', null],
    ['cursor/agent', null],
    ['cognition/devin', null],
    ['openai-compatible/solo', null],
  ] as const)('%s → %s', (model, family) => {
    expect(implementerFamily({ model })).toBe(family);
  });

  it('is null when nothing was detected', () => {
    expect(implementerFamily({ model: null })).toBeNull();
  });
});
