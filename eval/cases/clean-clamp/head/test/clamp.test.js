import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clamp } from '../src/clamp.js';
import { setVolume } from '../src/slider.js';

test('below the range', () => assert.equal(clamp(-5, 0, 100), 0));
test('above the range', () => assert.equal(clamp(150, 0, 100), 100));
test('inside the range', () => assert.equal(clamp(42, 0, 100), 42));
test('the slider stores the clamped value', () => assert.equal(setVolume({}, 120).volume, 100));
