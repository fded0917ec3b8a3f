// Every report shape, seen as GitHub shows it (#25 item 7): each shape's real comment and job
// summary (report-shapes.ts runs the built action for them) rendered by a GFM parser, the first
// screen snapshotted per shape, and what must hold whatever the layout asserted: the first line
// is the verdict the status says, and no foreign text became markup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstScreen, htmlTags, liveImages, visibleText } from './markdown.js';
import { HOSTILE_TITLE, renderShapes, SHAPE_NAMES } from './report-shapes.js';
import type { ReportShape } from './report-shapes.js';

let shapes: Map<string, ReportShape>;
beforeAll(async () => {
  shapes = new Map((await renderShapes()).map((s) => [s.name, s]));
}, 900_000);
afterAll(() => {
  shapes.clear();
});

function shape(name: string): ReportShape {
  const found = shapes.get(name);
  if (!found) throw new Error(`shape ${name} was not rendered`);
  return found;
}

/** The tags GFM itself produces from markdown, and the two raw ones our reports write. */
const OUR_TAGS = new Set([
  ...'p h1 h2 h3 h4 h5 h6 ul ol li table thead tbody tr th td code pre a strong em del'.split(' '),
  ...'blockquote hr br input'.split(' '),
  'details',
  'summary',
]);

const COMMENTLESS = new Set(['merge-group', 'configuration-error']);
const HUMAN_DECIDED = new Set(['approved', 'overridden']);

describe.each(SHAPE_NAMES.map((name) => [name]))('report shape %s', (name) => {
  it('its first screen, as rendered, is the recorded one', async () => {
    const s = shape(name);
    const dir = `./__snapshots__/report-shapes/${name}`;
    if (s.comment !== null) {
      await expect(`${firstScreen(s.comment)}\n`).toMatchFileSnapshot(`${dir}.comment.txt`);
    }
    await expect(`${firstScreen(s.summary)}\n`).toMatchFileSnapshot(`${dir}.summary.txt`);
  });

  it('its first rendered line is the verdict the commit status says', () => {
    const s = shape(name);
    expect(s.status).not.toBe('none');
    if (COMMENTLESS.has(name)) {
      expect(s.comment).toBeNull();
      const first = visibleText(s.summary).split('\n')[0] ?? '';
      expect(first).toMatch(s.status === 'success' ? /^done-gate: PASS\b/ : /^done-gate: /);
      expect(first).not.toMatch(s.status === 'success' ? /BLOCKED|error/ : /PASS/);
      return;
    }
    const lines = visibleText(s.comment!).split('\n');
    if (HUMAN_DECIDED.has(name)) {
      // The review's own verdict stays on line 1 (the record is unchanged); the status is the
      // person's decision, and the headline right below it says whose.
      expect(s.status).toBe('success');
      expect(lines[0]).toBe('GAUNTLET: BLOCKED');
      expect(lines.slice(1, 4).join('\n')).toMatch(/(Accepted|Overridden) by @\S+/);
      return;
    }
    expect(lines[0]).toBe(s.status === 'success' ? 'GAUNTLET: PASS' : 'GAUNTLET: BLOCKED');
    // The contract's second sentinel, when present, is a rendered line of its own.
    if (s.comment!.split('\n')[1]?.startsWith('GAUNTLET_REVIEW_INCOMPLETE: ')) {
      expect(lines[1]).toMatch(/^GAUNTLET_REVIEW_INCOMPLETE: \S/);
    }
  });

  it('renders no markup but GFM and our own <details>: no foreign HTML, no image', () => {
    const s = shape(name);
    for (const body of [s.comment, s.summary]) {
      if (body === null) continue;
      expect(htmlTags(body).filter((t) => !OUR_TAGS.has(t))).toEqual([]);
      expect(liveImages(body)).toBe(0);
      // The only HTML comments are done-gate's own markers, each on a line of its own.
      for (const line of body.split('\n').filter((l) => l.includes('<!--'))) {
        expect(line).toMatch(/^<!-- done-gate:(?:report|judged):[\w.-]+ -->$/);
      }
    }
  });
});

describe('a hostile finding title', () => {
  it('is shown as the text it is, in the first screen, not as markup', () => {
    const s = shape('blocked-hostile-text');
    expect(s.comment).not.toBeNull();
    expect(firstScreen(s.comment!)).toContain(HOSTILE_TITLE);
    expect(htmlTags(s.comment!)).not.toContain('script');
  });
});

describe('the shapes differ where the verdict differs', () => {
  it('each shape renders its own first screen (no two identical)', () => {
    const screens = SHAPE_NAMES.map((n) => {
      const s = shape(n);
      return firstScreen(s.comment ?? s.summary);
    });
    expect(new Set(screens).size).toBe(SHAPE_NAMES.length);
  });
});
