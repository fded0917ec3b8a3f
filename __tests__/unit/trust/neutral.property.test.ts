// Properties of the one neutraliser (#12 item 3) and of redaction in every spelling (#12 item 4).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inertLine } from '../../../src/trust/markdown.js';
import { neutralizeModelText } from '../../../src/trust/output.js';
import { REDACTED, redactSecrets, secretSpellings } from '../../../src/trust/redact.js';
import { propertyRuns, scaled } from '../../knobs.js';
import { hostileText, inertProblem } from './hostile-text.js';

describe('property: the neutraliser', () => {
  it('leaves no live mention, reference, image, HTML, marker or raw `<`, and never throws', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const out = neutralizeModelText(text);
        const problem = inertProblem(out);
        if (problem !== null) {
          throw new Error(`${problem}\nin:  ${JSON.stringify(text)}\nout: ${JSON.stringify(out)}`);
        }
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('inertLine is one line, inert, and a second pass changes nothing', () => {
    fc.assert(
      fc.property(hostileText, fc.integer({ min: 1, max: 300 }), (text, max) => {
        const once = inertLine(text, max);
        expect(once).not.toContain('\n');
        const problem = inertProblem(once);
        if (problem !== null) {
          throw new Error(`${problem}\nin:  ${JSON.stringify(text)}\nout: ${JSON.stringify(once)}`);
        }
        expect(inertLine(once, Number.MAX_SAFE_INTEGER)).toBe(once);
      }),
      { numRuns: propertyRuns() },
    );
  });

  it.each([
    // Found by the property above: the link ran on past an unmatched `)` and carried GH-9 along.
    ['\\[ok](https://github.com/a/b)GH-9', 33],
    ['https://github.com/a)@alice https://evil.example/x)#5', 200],
    ['www.x.org/a)https://evil.example/b)GH-3', 200],
  ])('a bare URL ends at an unmatched ")", and what follows is neutralised: %j', (text, max) => {
    const once = inertLine(text, max);
    expect(inertProblem(once)).toBeNull();
    expect(inertLine(once, Number.MAX_SAFE_INTEGER)).toBe(once);
  });

  it('a comment removed after the cut leaves no doubled space (found by the property in CI)', () => {
    const once = inertLine('- [ ] <!-- done-gate:report:other-gate --> @alice', 44);
    expect(once).not.toMatch(/\s{2}/);
    expect(inertProblem(once)).toBeNull();
    expect(inertLine(once, Number.MAX_SAFE_INTEGER)).toBe(once);
  });

  // How the time grows with the chain is a `npm run bench` row (bench/linear-time.ts).
  it('a chain of 40,000 URLs joined by ")" is neutralised', () => {
    expect(inertProblem(neutralizeModelText('https://github.com/a)'.repeat(40_000)))).toBeNull();
  });

  it('a line dense with markup is one inert code span', () => {
    const out = neutralizeModelText('@alice #5 <img> |'.repeat(1000));
    expect(inertProblem(out)).toBeNull();
    expect(out.startsWith('`') && out.endsWith('`')).toBe(true);
  });
});

/** `secret` spelled as an encoder (or an obedient model) might write it, inside `prefix`. */
function spell(secret: string, how: number, prefix: string): string {
  const bytes = Buffer.from(secret);
  switch (how) {
    case 0:
      return secret;
    case 1:
      return bytes.toString('hex');
    case 2:
      return bytes.toString('hex').toUpperCase();
    case 3:
      return [...secret].reverse().join('');
    case 4:
      return Buffer.concat([Buffer.from(prefix), bytes]).toString('base64');
    case 5:
      return Buffer.concat([Buffer.from(prefix), bytes]).toString('base64url');
    case 6:
      return encodeURIComponent(secret);
    case 7:
      return Array.from(bytes, (b) => `%${b.toString(16).padStart(2, '0')}`).join('');
    case 8:
      return JSON.stringify(secret).slice(1, -1);
    default:
      return Array.from(secret, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(
        '',
      );
  }
}

describe('property: redaction', () => {
  const secretArb = fc
    .string({ unit: 'grapheme-ascii', minLength: 12, maxLength: 48 })
    .filter((s) => s.trim() === s && s.length >= 12);

  it(
    'no spelling of a secret survives, at any base64 offset, in any surrounding text',
    () => {
      fc.assert(
        fc.property(
          secretArb,
          fc.nat(9),
          fc.string({ unit: 'grapheme-ascii', maxLength: 5 }),
          fc.string({ maxLength: 30 }),
          fc.string({ maxLength: 30 }),
          (secret, how, prefix, before, after) => {
            const text = `${before}${spell(secret, how, prefix)}${after}`;
            const { text: out, redactions } = redactSecrets(text, [secret]);
            expect(redactions).toBeGreaterThan(0);
            expect(out).toContain(REDACTED);
            for (const form of secretSpellings(secret)) {
              if (!before.includes(form) && !after.includes(form)) expect(out).not.toContain(form);
            }
            expect(out).not.toContain(secret);
          },
        ),
        // Each run builds the matcher for a new secret (every form up to two encodings deep).
        { numRuns: propertyRuns() },
      );
    },
    scaled(60_000),
  );
  it('text without a secret is unchanged', () => {
    fc.assert(
      fc.property(secretArb, fc.string({ maxLength: 200 }), (secret, text) => {
        fc.pre(!secretSpellings(secret).some((f) => text.includes(f)));
        fc.pre(!/sk-|AIza|gh[pousr]_|github_pat_|xox|AKIA|ASIA|PRIVATE KEY/.test(text));
        expect(redactSecrets(text, [secret])).toEqual({ text, redactions: 0 });
      }),
      { numRuns: propertyRuns() },
    );
  });
});
