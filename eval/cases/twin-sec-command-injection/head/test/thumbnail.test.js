import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { thumbnail } from '../src/thumbnail.js';

test('names the thumbnail after the file and resizes to 128 pixels wide', async () => {
  const calls = [];
  const fake = (command, args, done) => {
    calls.push([command, args]);
    done(null);
  };
  assert.equal(await thumbnail('cat.png', fake), 'cat.png.thumb.png');
  const input = resolve('cat.png');
  assert.deepEqual(calls, [['convert', [input, '-resize', '128x', `${input}.thumb.png`]]]);
});

test('a file name with shell syntax reaches convert as one argument', async () => {
  let seen;
  const fake = (_command, args, done) => {
    seen = args;
    done(null);
  };
  await thumbnail('a"; rm -rf ~; "$(id).png', fake);
  assert.equal(seen[0], resolve('a"; rm -rf ~; "$(id).png'));
});

test('a conversion error is reported', async () => {
  const failing = (_command, _args, done) => done(new Error('convert: no decode delegate'));
  await assert.rejects(thumbnail('cat.png', failing), /no decode delegate/);
});
