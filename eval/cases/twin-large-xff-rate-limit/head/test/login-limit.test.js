import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createLogin } from '../src/auth/login.js';
import { hashPassword } from '../src/auth/passwords.js';

function setup() {
  const users = new Map([
    ['ana@example.com', { id: 'u1', passwordHash: hashPassword('correct horse') }],
  ]);
  let t = 0;
  const login = createLogin({ users, sessions: new Map(), now: () => t });
  return { login, advance: (ms) => (t += ms) };
}

const attempt = (password, xff = '198.51.100.7') => ({
  headers: { 'x-forwarded-for': xff },
  socket: { remoteAddress: '10.0.0.2' },
  body: { email: 'ana@example.com', password },
});

test('the sixth wrong password in a row is answered 429', () => {
  const { login } = setup();
  for (let i = 0; i < 5; i += 1) assert.equal(login(attempt('guess')).status, 401);
  assert.equal(login(attempt('guess')).status, 429);
});

test('after a minute one more attempt is allowed', () => {
  const { login, advance } = setup();
  for (let i = 0; i < 5; i += 1) login(attempt('guess'));
  advance(60_000);
  assert.equal(login(attempt('correct horse')).status, 200);
});

test('another client is not limited by the first', () => {
  const { login } = setup();
  for (let i = 0; i < 6; i += 1) login(attempt('guess'));
  assert.equal(login(attempt('correct horse', '203.0.113.50')).status, 200);
});

test('a client writing its own X-Forwarded-For is still limited', () => {
  const { login } = setup();
  const statuses = [];
  for (let i = 0; i < 6; i += 1)
    statuses.push(login(attempt('guess', `192.0.2.${i}, 198.51.100.7`)).status);
  assert.equal(statuses.at(-1), 429);
});
