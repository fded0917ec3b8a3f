// The export job's command line must keep a hostile project name inert for `sh -c`: read the way
// a POSIX shell splits words, the line is exactly tar's arguments with no expansion, substitution
// or command separator left for the shell to act on.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Splits a command line into words as sh would; throws on any character sh would act on. */
function shellWords(line) {
  const words = [];
  let word = null;
  let state = 'plain';
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (state === 'single') {
      if (ch === "'") state = 'plain';
      else word += ch;
    } else if (state === 'double') {
      if (ch === '"') state = 'plain';
      else if (ch === '\\' && '$`"\\'.includes(line[i + 1] ?? '')) word += line[++i];
      else if (ch === '$' || ch === '`') throw new Error(`sh expands ${ch} inside double quotes`);
      else word += ch;
    } else if (ch === ' ') {
      if (word !== null) words.push(word);
      word = null;
    } else {
      word ??= '';
      if (ch === "'") state = 'single';
      else if (ch === '"') state = 'double';
      else if (ch === '\\') word += line[++i] ?? '';
      else if (';&|<>()$`\n*?[]{}~#'.includes(ch)) throw new Error(`sh acts on ${ch}`);
      else word += ch;
    }
  }
  assert.equal(state, 'plain', 'quotes are balanced');
  if (word !== null) words.push(word);
  return words;
}

export default async function proof(headDir) {
  const { jobFor } = await import(pathToFileURL(join(headDir, 'src/jobs/registry.js')).href);
  const job = jobFor('export');
  assert.ok(job, 'the export job is registered');
  for (const name of ['x$(touch /tmp/pwned)', 'x`id`', "it's; rm -rf ~", 'a"; id; "b']) {
    const line = job.command({ id: 'p1', name, slug: 'site' });
    let words;
    try {
      words = shellWords(line);
    } catch (error) {
      assert.fail(`name ${JSON.stringify(name)} reaches the shell (${error.message}): ${line}`);
    }
    assert.deepEqual(words, [
      'tar',
      '-czf',
      `/var/exports/${name}.tgz`,
      '-C',
      '/srv/projects',
      'site',
    ]);
  }
}
