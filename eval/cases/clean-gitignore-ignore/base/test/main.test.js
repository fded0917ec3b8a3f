import { test } from 'node:test';
import assert from 'node:assert/strict';
import { main } from '../src/main.js';

test('main returns 0', () => assert.equal(main(), 0));
