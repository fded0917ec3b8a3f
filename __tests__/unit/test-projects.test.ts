// The unit project shares one module graph and one process.env per worker (isolate: false): a
// file that replaces a module with vi.mock would get the real module another file imported first,
// and an environment variable it sets would stay for the next file. Such files run in their own
// isolated project, and this keeps that list whole.
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED } from '../../vitest.config.js';

const ROOT = resolve(import.meta.dirname, '../..');
/** An assignment to a variable of the environment, or its deletion. */
const ENV_WRITE = /process\.env(?:\.\w+|\[[^\]]+\])\s*=(?!=)|delete\s+process\.env/;

function testFiles(dir: string): string[] {
  return readdirSync(resolve(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts'))
    .map((e) => relative(ROOT, resolve(e.parentPath, e.name)));
}

describe('test projects', () => {
  it('every unit file that mocks a module or sets process.env runs isolated, and only those', () => {
    const needIsolation = [...testFiles('__tests__/unit'), ...testFiles('__tests__/eval')]
      .filter((f) => {
        const text = readFileSync(resolve(ROOT, f), 'utf8');
        return /\bvi\.(?:do)?mock\(|\bvi\.stub(?:Env|Global)\(/.test(text) || ENV_WRITE.test(text);
      })
      .sort();
    expect(needIsolation).toEqual([...ISOLATED].sort());
  });
});
