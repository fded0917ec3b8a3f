import { test } from 'node:test';
import assert from 'node:assert/strict';
import { VERSION } from '../src/version.js';

test('version is 2.4.0', () => assert.equal(VERSION, '2.4.0'));
