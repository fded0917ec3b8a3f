// Screenshots of every report shape (#25 item 7), as a reader sees it: each shape's real comment
// (or job summary, for the runs that write no comment) from the built action, rendered as GFM by
// micromark, styled by github-markdown-css, and shot by headless Chromium at 900×1000. Writes
// docs/report/<shape>.png and docs/report.md. Run with `npm run screenshots` (it builds dist/);
// `npx tsx scripts/report-screenshots.ts <shape>…` reshoots some shapes with the dist/ on disk.
// Emoji need a colour emoji font (Debian: fonts-noto-color-emoji).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { renderedHtml } from '../__tests__/e2e/markdown.js';
import { renderShapes, SHAPE_NAMES } from '../__tests__/e2e/report-shapes.js';
import type { ReportShape, ShapeName } from '../__tests__/e2e/report-shapes.js';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'docs/report');
const CHROMIUM = process.env.CHROMIUM ?? 'chromium';

async function githubCss(): Promise<string> {
  const require = createRequire(import.meta.url);
  return readFile(require.resolve('github-markdown-css/github-markdown-light.css'), 'utf8');
}

function page(css: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>done-gate report</title>
<style>${css}
body { margin: 0; background: #fff; }
.markdown-body { box-sizing: border-box; max-width: 860px; padding: 16px 20px; }
</style></head>
<body><article class="markdown-body">${renderedHtml(body)}</article></body></html>
`;
}

async function screenshot(html: string, png: string): Promise<void> {
  await run(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--hide-scrollbars',
      '--window-size=900,1000',
      `--screenshot=${png}`,
      `file://${html}`,
    ],
    { timeout: 120_000 },
  );
}

function docsPage(shapes: ReportShape[]): string {
  const lines = [
    '# What each report looks like',
    '',
    'Back to the [README](../README.md) · all documents: [the map](../README.md#documentation).',
    '',
    'Every shape of report done-gate writes, rendered as GFM and styled like GitHub, first',
    'screen only (collapsed sections stay collapsed). Each is the real output of the built',
    'action against the test emulators; regenerate with `npm run screenshots`. The text of each',
    'first screen is also snapshotted by `__tests__/e2e/report-shapes.test.ts`.',
    '',
  ];
  for (const s of shapes) {
    const source = s.comment === null ? 'job summary (no comment is written)' : 'sticky comment';
    lines.push(`## ${s.name}`, '');
    lines.push(
      `What the reader should see: ${s.expect} Commit status: \`${s.status}\`; shown: the ${source}.`,
    );
    lines.push('', `![${s.name}](report/${s.name}.png)`, '');
  }
  return lines.join('\n');
}

/** The shapes named on the command line (all when none); a shot of some leaves the page as it is. */
function chosenShapes(): readonly ShapeName[] {
  const named = process.argv.slice(2);
  const unknown = named.filter((n) => !(SHAPE_NAMES as readonly string[]).includes(n));
  if (unknown.length > 0) throw new Error(`no such shape: ${unknown.join(', ')}`);
  return named.length === 0 ? SHAPE_NAMES : (named as ShapeName[]);
}

async function main(): Promise<void> {
  const only = chosenShapes();
  const shapes = await renderShapes(only);
  const css = await githubCss();
  const work = await mkdtemp(join(tmpdir(), 'done-gate-screens-'));
  await mkdir(OUT, { recursive: true });
  try {
    for (const s of shapes) {
      const html = join(work, `${s.name}.html`);
      await writeFile(html, page(css, s.comment ?? s.summary));
      await screenshot(html, join(OUT, `${s.name}.png`));
      console.log(`docs/report/${s.name}.png`);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  if (only.length === SHAPE_NAMES.length) {
    await writeFile(join(ROOT, 'docs/report.md'), docsPage(shapes));
    console.log('docs/report.md');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
