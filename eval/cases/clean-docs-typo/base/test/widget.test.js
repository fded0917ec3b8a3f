import { test } from 'node:test';
import assert from 'node:assert/strict';
import { widget } from '../src/widget.js';

test('makes a widget', () => assert.equal(widget(), 'widget'));
