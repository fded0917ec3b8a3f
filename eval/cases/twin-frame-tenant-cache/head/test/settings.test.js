import { test } from 'node:test';
import assert from 'node:assert/strict';
import { settingsReader } from '../src/settings.js';

function fakeDb(rows) {
  const db = {
    reads: 0,
    readSetting(tenantId, key) {
      db.reads += 1;
      return rows[tenantId]?.[key] ?? null;
    },
  };
  return db;
}

test('a setting is read from the database once a minute', () => {
  const db = fakeDb({ acme: { theme: 'dark' } });
  let now = 0;
  const settings = settingsReader(db, () => now);
  assert.equal(settings.get('acme', 'theme'), 'dark');
  now = 59_000;
  assert.equal(settings.get('acme', 'theme'), 'dark');
  assert.equal(db.reads, 1);
  now = 61_000;
  assert.equal(settings.get('acme', 'theme'), 'dark');
  assert.equal(db.reads, 2);
});

test('different keys are kept apart', () => {
  const settings = settingsReader(fakeDb({ acme: { theme: 'dark', locale: 'de' } }), () => 0);
  assert.equal(settings.get('acme', 'theme'), 'dark');
  assert.equal(settings.get('acme', 'locale'), 'de');
});

test('a missing setting is null', () => {
  assert.equal(settingsReader(fakeDb({}), () => 0).get('acme', 'theme'), null);
});

test("one tenant never receives another tenant's cached setting", () => {
  const settings = settingsReader(
    fakeDb({ acme: { webhook: 'https://acme.example/hook' }, globex: { webhook: 'https://globex.example/hook' } }),
    () => 0,
  );
  assert.equal(settings.get('acme', 'webhook'), 'https://acme.example/hook');
  assert.equal(settings.get('globex', 'webhook'), 'https://globex.example/hook');
});
