// Settings are per tenant: once tenant A's webhook URL is cached, tenant B must still get its own,
// or B's events (and whatever they carry) are delivered to A.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { settingsReader } = await import(pathToFileURL(join(headDir, 'src/settings.js')).href);
  const rows = { a: { webhook: 'https://a.example/' }, b: { webhook: 'https://b.example/' } };
  const settings = settingsReader({ readSetting: (tenant, key) => rows[tenant]?.[key] ?? null }, () => 0);
  assert.equal(settings.get('a', 'webhook'), 'https://a.example/');
  assert.equal(settings.get('b', 'webhook'), 'https://b.example/');
  assert.equal(settings.get('c', 'webhook'), null);
}
