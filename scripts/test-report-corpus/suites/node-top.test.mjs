import assert from 'node:assert';
import { test } from 'node:test';

test('first top-level', () => assert.ok(true));
test('second top-level', () => assert.ok(true));
test('third top-level fails', () => assert.strictEqual(1, 2));
