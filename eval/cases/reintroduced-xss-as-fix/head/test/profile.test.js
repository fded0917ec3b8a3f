import { test } from 'node:test';
import assert from 'node:assert/strict';
import { profileCard } from '../src/profile.js';

test("shows O'Brien", () => {
  assert.match(profileCard({ name: "O'Brien" }), /O'Brien/);
});
