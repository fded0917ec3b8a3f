// The defect: the server fetches any http(s) URL a user posts, internal addresses included. The
// proof hands preview a recording fetch and internal URLs; none may be fetched.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { preview } = await import(pathToFileURL(join(headDir, 'src/preview.js')).href);
  const fetched = [];
  const recording = async (url) => {
    fetched.push(url);
    return { text: async () => '<title>internal</title>' };
  };
  assert.equal(await preview('https://example.com/', recording), 'internal');
  fetched.length = 0;
  for (const url of [
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.1:6379/',
    'http://[::1]/',
    'http://10.1.2.3/',
  ]) {
    assert.equal(await preview(url, recording), null, url);
  }
  assert.deepEqual(fetched, []);
}
