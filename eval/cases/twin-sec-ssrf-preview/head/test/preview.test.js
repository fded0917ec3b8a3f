import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isInternalAddress, preview } from '../src/preview.js';

function page(title) {
  const fetched = [];
  const fake = async (url) => {
    fetched.push(url);
    return { text: async () => `<title>${title}</title>` };
  };
  return { fetched, fake };
}

test('reads the title', async () => {
  const { fake } = page('Hi');
  assert.equal(await preview('https://example.com', fake), 'Hi');
});

test('cuts the title at 200 characters', async () => {
  const { fake } = page('t'.repeat(300));
  assert.equal((await preview('https://example.com', fake)).length, 200);
});

test('ignores other schemes', async () => {
  assert.equal(await preview('ftp://example.com'), null);
});

test('never fetches an internal address, however it is written', async () => {
  const { fetched, fake } = page('internal');
  for (const url of [
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.1:8080/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://10.0.0.5/',
    'http://192.168.1.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00::1]/',
  ]) {
    assert.equal(await preview(url, fake), null, url);
  }
  assert.deepEqual(fetched, []);
});

test('public addresses are not internal; names are checked when the connection resolves them', () => {
  assert.equal(isInternalAddress('93.184.215.14'), false);
  assert.equal(isInternalAddress('2606:4700::1111'), false);
  assert.equal(isInternalAddress('172.31.255.255'), true);
  assert.equal(isInternalAddress('not-an-address'), true);
});
