import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commandLine, quoteArg, withEnv } from '../src/util/shell.js';

test('plain arguments are left bare', () => {
  assert.equal(commandLine('du', ['-sh', '/srv/projects/a']), 'du -sh /srv/projects/a');
});

test('an argument with spaces or quotes is single-quoted', () => {
  assert.equal(quoteArg("it's here"), `'it'\\''s here'`);
});

test('environment names are checked', () => {
  assert.throws(() => withEnv({ 'A;B': '1' }, 'true'));
  assert.equal(withEnv({ B: '2', A: 'x y' }, 'true'), "A='x y' B=2 true");
});
