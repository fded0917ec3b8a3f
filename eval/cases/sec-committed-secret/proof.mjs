// The defect: the provider token is a literal in the source, so it is in the repository and the
// environment's credential is ignored. The proof checks both: no source file holds a token-shaped
// literal, and a receipt is sent with the token the environment holds.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const TOKEN_LITERAL = /['"`][A-Za-z]{2,10}_live_[A-Za-z0-9]{16,}['"`]/;

export default async function proof(headDir) {
  for (const file of await readdir(join(headDir, 'src'))) {
    const text = await readFile(join(headDir, 'src', file), 'utf8');
    assert.equal(TOKEN_LITERAL.test(text), false, `src/${file} holds a credential`);
  }
  const { checkout } = await import(pathToFileURL(join(headDir, 'src/checkout.js')).href);
  const saved = process.env.MAIL_PROVIDER_TOKEN;
  process.env.MAIL_PROVIDER_TOKEN = 'token-from-the-environment';
  try {
    const sent = [];
    await checkout(
      { total: 5, email: 'a@example.com' },
      async () => 'paid',
      async (m) => sent.push(m),
    );
    assert.equal(sent.length, 1);
    assert.equal(sent[0].token, 'token-from-the-environment');
  } finally {
    if (saved === undefined) delete process.env.MAIL_PROVIDER_TOKEN;
    else process.env.MAIL_PROVIDER_TOKEN = saved;
  }
}
