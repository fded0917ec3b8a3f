// No lane name is a branch outside its module and the registry (#27): a lint over the source text
// of src/, outside src/review/gauntlet/lanes/, for a registered lane's name as a string literal in
// a comparison (`=== 'probe'`, `'adversary' !==`, `case 'security':`, `.includes('code-review')`,
// a record keyed by lane name). A lane's behaviour belongs in a field or hook of the `Lane`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANE_ORDER } from '../../../src/review/gauntlet/lanes/registry.js';

const ROOT = join(import.meta.dirname, '../../..');
const LANES_DIR = 'src/review/gauntlet/lanes/';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The lines of `text` that use one of `names` as a quoted literal in a comparison. */
export function laneNameBranches(text: string, names: readonly string[]): string[] {
  const quoted = names.map((n) => `['"\`]${n.replace(/-/g, '\\-')}['"\`]`).join('|');
  const patterns = [
    new RegExp(`(?:===|!==|==|!=)\\s*(?:${quoted})`),
    new RegExp(`(?:${quoted})\\s*(?:===|!==|==|!=)`),
    new RegExp(`\\bcase\\s+(?:${quoted})\\s*:`),
    new RegExp(`\\.(?:includes|has|startsWith|indexOf)\\(\\s*(?:${quoted})\\s*\\)`),
    // A table keyed by lane name (`{ 'code-review': 1, security: 2 }`) branches as well.
    new RegExp(`^\\s*(?:${quoted}|${names.filter((n) => !n.includes('-')).join('|')})\\s*:\\s*\\d`),
  ];
  return text
    .split('\n')
    .filter((line) => !/^\s*(?:\/\/|\*|\/\*)/.test(line))
    .filter((line) => patterns.some((p) => p.test(line)));
}

describe('lane names outside the lane modules', () => {
  it('the lint finds the branches it looks for', () => {
    const names = ['code-review', 'probe'];
    expect(laneNameBranches("if (lane === 'probe') x();", names)).toHaveLength(1);
    expect(laneNameBranches("if ('code-review' !== lane) x();", names)).toHaveLength(1);
    expect(laneNameBranches("    case 'probe':", names)).toHaveLength(1);
    expect(laneNameBranches("lanes.includes('code-review')", names)).toHaveLength(1);
    expect(laneNameBranches("  'code-review': 1,\n  probe: 4,", names)).toHaveLength(2);
    expect(laneNameBranches("// lane === 'probe' in a comment", names)).toEqual([]);
    expect(laneNameBranches("const text = 'the probe lane';", names)).toEqual([]);
  });

  it('no file of src/ outside src/review/gauntlet/lanes/ branches on a lane name', () => {
    const found: string[] = [];
    for (const path of sourceFiles(join(ROOT, 'src'))) {
      const rel = relative(ROOT, path).split('\\').join('/');
      if (rel.startsWith(LANES_DIR)) continue;
      for (const line of laneNameBranches(readFileSync(path, 'utf8'), LANE_ORDER)) {
        found.push(`${rel}: ${line.trim()}`);
      }
    }
    expect(found).toEqual([]);
  });
});
