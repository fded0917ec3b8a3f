import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createLogger } from '../src/logger.js';

test('drops messages below the level', () => {
  const lines = [];
  const log = createLogger('warn', (l) => lines.push(l));
  log('info', 'hidden');
  log('warn', 'shown');
  log('error', 'also shown');
  assert.deepEqual(lines, ['[warn] shown', '[error] also shown']);
});

test('an unknown level is refused', () => assert.throws(() => createLogger('loud')));
