// Internal IP literals are refused as webhook targets; a public host is still accepted.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { validateWebhookUrl } = await import(
    pathToFileURL(join(headDir, 'src/webhooks/validate.js')).href
  );
  for (const url of [
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.5/admin',
    'https://192.168.1.1/',
    'https://172.20.0.9/',
    'https://127.0.0.2/',
    'https://[fd12::1]/',
    'https://[::ffff:10.0.0.5]/',
  ]) {
    assert.throws(() => validateWebhookUrl(url), { status: 422 }, `${url} is refused`);
  }
  assert.equal(validateWebhookUrl('https://hooks.example.com/x').hostname, 'hooks.example.com');
}
